import { createRemoteApp } from '@lantern/session';
import { lazy } from 'react';

/** The profile remote's pages; the shell's route table decides which one shows. */
export default createRemoteApp({
  profile: lazy(() => import('./features/profile/ProfilePage')),
  billing: lazy(() => import('./features/billing/BillingPage')),
});
