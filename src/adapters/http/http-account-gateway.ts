import * as api from '../../../contract/shell-routes';
import type { AccountGateway, SettingsChange } from '../../application/ports/account-gateway';
import type { ContractClient } from './contract-client';

export class HttpAccountGateway implements AccountGateway {
  constructor(private readonly client: ContractClient) {}

  profile() {
    return this.client.call(api.getProfile);
  }

  updateProfile(name: string, version: number) {
    return this.client.call(api.updateProfile, { body: { name, version } });
  }

  changePassword(currentPassword: string, newPassword: string) {
    return this.client.call(api.changePassword, { body: { currentPassword, newPassword } });
  }

  async sessions() {
    return (await this.client.call(api.listSessions, { query: { pageSize: 200, sort: '-lastSeenAt' } })).items;
  }

  revokeSession(id: string) {
    return this.client.call(api.revokeSession, { params: { id } });
  }

  settings() {
    return this.client.call(api.getSettings);
  }

  updateSettings(change: SettingsChange) {
    return this.client.call(api.updateSettings, { body: change });
  }
}
