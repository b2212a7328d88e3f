import * as api from '../../../contract/visitor-routes';
import type { VisitorGateway } from '../../application/ports/visitor-gateway';
import { call, gatewayOf } from './gateway-of';

/** An external session calls with its own token, never the signed-in person's. */
const withToken = (token: string) => ({ token });

export const createVisitorGateway = gatewayOf<VisitorGateway>({
  requestExternalCode: call(api.requestExternalCode),
  externalSignIn: (client) => async (email, code) => (await client.call(api.externalSignIn, { body: { email, code } })).token,
  externalSession: call(api.getExternalSession, withToken),
  externalSignOut: call(api.externalSignOut, withToken),
  checkDemoToken: call(api.checkDemoToken),
  createDemoRequest: call(api.createDemoRequest),
});
