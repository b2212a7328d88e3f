import type { FastifyInstance } from 'fastify';
import type { Guards } from '../../../kernel';
import type { CampaignServices } from '../services/services';
import { mountCampaignPatternRoutes } from './campaign-routes';
import { mountRecoverRoutes } from './recover-routes';
import { mountRefreshRoutes } from './refresh-routes';
import { mountLoopRoutes } from './loop-routes';

/** Mounts the contract's campaigns routes on its services, one area at a time (one line per kind). */
export function mountCampaignRoutes(api: FastifyInstance, guards: Guards, services: CampaignServices): void {
  mountCampaignPatternRoutes(api, guards, services);
  mountRecoverRoutes(api, guards, services);
  mountRefreshRoutes(api, guards, services);
  mountLoopRoutes(api, guards, services.loop);
}
