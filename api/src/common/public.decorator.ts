import { SetMetadata } from '@nestjs/common';

export const PUBLIC_KEY = 'lantern:public';
/** Marks a route as reachable without a session. Every other route requires a valid access token. */
export const Public = () => SetMetadata(PUBLIC_KEY, true);
