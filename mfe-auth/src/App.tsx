import { createRemoteApp } from '@lantern/session';
import { lazy } from 'react';

/** The auth remote's pages; the shell's route table decides which one shows. */
export default createRemoteApp({
  login: lazy(() => import('./pages/LoginPage')),
  signup: lazy(() => import('./pages/SignupPage')),
  resolve: lazy(() => import('./pages/ResolvePage')),
});
