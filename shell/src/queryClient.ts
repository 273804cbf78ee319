import { createQueryClient } from '@lantern/api-client';

/** The one QueryClient of the app; remotes share it through the providers. */
export const queryClient = createQueryClient();
