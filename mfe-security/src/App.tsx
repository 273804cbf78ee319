import { createRemoteApp } from '@lantern/session';
import { lazy } from 'react';

/** The security remote's pages; the shell's route table decides which one shows. */
export default createRemoteApp({
  security: lazy(() => import('./features/SecurityPage')),
});
