import * as api from '../../../../../contract/apps/manage/configure-routes';
import type { ContractClient } from '../../../../adapters/http/contract-client';
import type { ConfigKind, ConfigureGateway } from '../../application/ports/configure-gateway';

const routes = {
  models: { list: api.listManageModels, create: api.createManageModel, update: api.updateManageModel, remove: api.deleteManageModel },
  manufacturers: { list: api.listManageManufacturers, create: api.createManageManufacturer, update: api.updateManageManufacturer, remove: api.deleteManageManufacturer },
  productTypes: { list: api.listManageProductTypes, create: api.createManageProductType, update: api.updateManageProductType, remove: api.deleteManageProductType },
  statusLabels: { list: api.listManageStatusLabels, create: api.createManageStatusLabel, update: api.updateManageStatusLabel, remove: api.deleteManageStatusLabel },
  depreciations: { list: api.listManageDepreciations, create: api.createManageDepreciation, update: api.updateManageDepreciation, remove: api.deleteManageDepreciation },
} as const satisfies Record<ConfigKind, unknown>;


export function createConfigureGateway(client: ContractClient): ConfigureGateway {
  return {
    // The contract's answer of the kind is its record's shape; the call's type is the union of all kinds'.
    list: (kind) => client.call(routes[kind].list, {}) as never,
    create: (kind, values) => client.call(routes[kind].create, { body: values }),
    update: (kind, id, values) => client.call(routes[kind].update, { params: { id }, body: values }),
    remove: async (kind, id, version) => {
      await client.call(routes[kind].remove, { params: { id }, query: { version: String(version) } });
    },
    addField: (productTypeId, values) => client.call(api.createManageCustomField, { params: { id: productTypeId }, body: values }),
    updateField: (id, values) => client.call(api.updateManageCustomField, { params: { id }, body: values }),
    removeField: async (id, version) => {
      await client.call(api.deleteManageCustomField, { params: { id }, query: { version: String(version) } });
    },
    settings: () => client.call(api.getManageFleetSettings, {}),
    saveSettings: (values) => client.call(api.updateManageFleetSettings, { body: values }),
  };
}
