import * as api from '../../../contract/shell-routes';
import type { AppsGateway } from '../../application/ports/apps-gateway';
import type { ContractClient } from './contract-client';

/** The catalogue is small (one entry per app), so one page of the largest size holds all of it. */
const WHOLE_CATALOGUE = { pageSize: 200, sort: 'name' };

export class HttpAppsGateway implements AppsGateway {
  constructor(private readonly client: ContractClient) {}

  async list() {
    return (await this.client.call(api.listApps, { query: WHOLE_CATALOGUE })).items;
  }

  get(slug: string) {
    return this.client.call(api.getApp, { params: { slug } });
  }

  install(slug: string) {
    return this.client.call(api.installApp, { params: { slug } });
  }

  uninstall(slug: string) {
    return this.client.call(api.uninstallApp, { params: { slug } });
  }
}
