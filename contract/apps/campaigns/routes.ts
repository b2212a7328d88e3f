import { allCampaignPatternRoutes } from './campaign-routes';
import { loopRoutes } from './loop-routes';
import { recoverRoutes } from './recover-routes';
import { refreshRoutes } from './refresh-routes';

export * from './campaign-routes';
export * from './loop-routes';
export * from './recover-routes';
export * from './refresh-routes';

/** The campaign apps' routes, one list per area. */
export const campaignRoutes = [...allCampaignPatternRoutes, ...recoverRoutes, ...refreshRoutes, ...loopRoutes] as const;
