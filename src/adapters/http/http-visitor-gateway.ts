import * as api from '../../../contract/visitor-routes';
import type { DemoRequest, VisitorGateway } from '../../application/ports/visitor-gateway';
import type { ContractClient } from './contract-client';

export class HttpVisitorGateway implements VisitorGateway {
  constructor(private readonly client: ContractClient) {}

  async requestExternalCode(email: string) {
    await this.client.call(api.requestExternalCode, { body: { email } });
  }

  async externalSignIn(email: string, code: string) {
    return (await this.client.call(api.externalSignIn, { body: { email, code } })).token;
  }

  externalSession(token: string) {
    return this.client.call(api.getExternalSession, { token });
  }

  externalSignOut(token: string) {
    return this.client.call(api.externalSignOut, { token });
  }

  async checkDemoToken(email: string, token: string) {
    await this.client.call(api.checkDemoToken, { body: { email, token } });
  }

  async createDemoRequest(request: DemoRequest) {
    await this.client.call(api.createDemoRequest, { body: request });
  }
}
