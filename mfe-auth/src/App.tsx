import { createRemoteApp } from '@lantern/session';
import { lazy } from 'react';

/** The auth remote's pages; the shell's route table decides which one shows. */
export default createRemoteApp({
  login: lazy(() => import('./pages/LoginPage')),
  signup: lazy(() => import('./pages/SignupPage')),
  'forgot-password': lazy(() => import('./pages/ForgotPasswordPage')),
  'reset-password': lazy(() => import('./pages/ResetPasswordPage')),
  'accept-invite': lazy(() => import('./pages/AcceptInvitePage')),
  'select-organization': lazy(() => import('./pages/SelectOrganizationPage')),
  resolve: lazy(() => import('./pages/ResolvePage')),
});
