import * as api from '../../../contract/shell-routes';
import type { AppsGateway } from '../../application/ports/apps-gateway';
import { call, gatewayOf } from './gateway-of';

/** The catalogue is small (one entry per app), so one page of the largest size holds all of it. */
const WHOLE_CATALOGUE = { pageSize: 200, sort: 'name' };

export const createAppsGateway = gatewayOf<AppsGateway>({
  list: (client) => async () => (await client.call(api.listApps, { query: WHOLE_CATALOGUE })).items,
  get: call(api.getApp),
  install: call(api.installApp),
  uninstall: call(api.uninstallApp),
  setFrame: (client) => (slug, frameUrl) => client.call(api.setAppFrame, { params: { slug }, body: { frameUrl } }),
});
