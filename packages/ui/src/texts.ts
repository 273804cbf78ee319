/** Texts the spec quotes, shared by the components and by the apps that need the same words. */
export const PERMISSION_REQUIRED = 'Permission Required';
export const UPGRADE_REQUIRED = 'Upgrade Required';
export const DEFAULT_UPGRADE_MESSAGE =
  'This feature requires a higher plan tier. Upgrade your plan to access this feature.';
export const VIEW_PLANS = 'View Plans';
export const DISMISS_NOTIFICATION = 'Dismiss notification';
export const COPY_FAILED = 'Could not copy to clipboard';
export const copiedToClipboard = (label: string) => `${label} copied to clipboard`;
export const TRY_AGAIN = 'Try Again';
