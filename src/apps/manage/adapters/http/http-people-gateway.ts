import * as api from '../../../../../contract/apps/manage/routes';
import type { PeopleGateway } from '../../application/ports/people-gateway';
import type { ContractClient } from '../../../../adapters/http/contract-client';
import { queryOf } from '../../../../adapters/http/query-of';

export class HttpPeopleGateway implements PeopleGateway {
  constructor(private readonly client: ContractClient) {}

  list(query: Parameters<PeopleGateway['list']>[0]) {
    return this.client.call(api.listManagePeople, { query: queryOf(query) });
  }

  get(id: string) {
    return this.client.call(api.getManagePerson, { params: { id } });
  }

  create(body: Parameters<PeopleGateway['create']>[0]) {
    return this.client.call(api.createManagePerson, { body });
  }

  rename(id: string, body: Parameters<PeopleGateway['rename']>[1]) {
    return this.client.call(api.updateManagePerson, { params: { id }, body });
  }

  offboard(id: string, version: number) {
    return this.client.call(api.offboardManagePerson, { params: { id }, body: { version } });
  }
}
