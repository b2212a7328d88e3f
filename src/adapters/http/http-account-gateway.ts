import * as api from '../../../contract/shell-routes';
import type { AccountGateway } from '../../application/ports/account-gateway';
import { call, gatewayOf } from './gateway-of';

/** A person has a handful of sessions: one page of the largest size, the most recently used first. */
const EVERY_SESSION = { pageSize: 200, sort: '-lastSeenAt' };

export const createAccountGateway = gatewayOf<AccountGateway>({
  profile: call(api.getProfile),
  updateProfile: call(api.updateProfile),
  changePassword: call(api.changePassword),
  sessions: (client) => async () => (await client.call(api.listSessions, { query: EVERY_SESSION })).items,
  revokeSession: call(api.revokeSession),
  settings: call(api.getSettings),
  updateSettings: call(api.updateSettings),
});
