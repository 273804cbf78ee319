import { IdentityAndCampaigns1732147200000 } from './1732147200000-identity-and-campaigns';

/** Every committed migration, in order. They run at start; `synchronize` is off everywhere. */
export const MIGRATIONS = [IdentityAndCampaigns1732147200000];
