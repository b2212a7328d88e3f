import type { HttpHandler } from 'msw';
import * as routes from '../../../../contract/apps/manage/configure-routes';
import { ProblemTypes } from '../../../../contract/problem';
import { mockNotFound, mockRouter, MockProblem, type StaffCaller } from '../../../../tests/mocks/mock-route';
import { newId, type MockState } from '../../../../tests/mocks/mock-state';
import { deletable, type ConfigUse } from '../domain/config-rules';
import { labelTypeFitsStatus } from '../domain/status-label-rules';
import type { Decision } from '../../../domain/rules/decision';
import { mockFleetConfig, type MockFleetConfig, type MockModel } from './configure-mock';
import { manageDataOf, type MockAsset } from './mock-state';
import { refused, stale } from './mock-problems';

type Named = { id: string; name: string; version: number };

const taken = (what: string) =>
  new MockProblem(409, ProblemTypes.conflict, 'Already in use', [{ path: 'body.name', message: `another ${what} has this name` }]);

function decide<T>(decision: Decision<T>, field?: string): T {
  if (decision.ok) return decision.value;
  throw refused(decision.reason, decision.code, decision.params, field);
}

/** Manage Configure's routes in memory, with the server's checks: names unique in any case, versions, in-use refusals. */
export function manageConfigureHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  const route = mockRouter(state, baseUrl);
  const data = manageDataOf(state);
  const configOf = (caller: StaffCaller) => mockFleetConfig(state, caller.user.organisationId);
  const assetsOf = (caller: StaffCaller): MockAsset[] => data.assets.filter((asset) => asset.organisationId === caller.user.organisationId);
  const modelOf = (config: MockFleetConfig, asset: MockAsset): MockModel | undefined =>
    config.models.find((model) => model.id === asset.modelId) ??
    config.models.find((model) => model.name.toLowerCase() === asset.model.toLowerCase() && config.productTypes.find((type) => type.id === model.productTypeId)?.kind === asset.productType);
  const find = <T extends Named>(list: T[], id: string, what: string): T => {
    const found = list.find((item) => item.id === id);
    if (!found) throw mockNotFound(what);
    return found;
  };
  const unique = (list: Named[], name: string | undefined, what: string, id?: string) => {
    if (name !== undefined && list.some((item) => item.id !== id && item.name.toLowerCase() === name.toLowerCase())) throw taken(what);
  };
  const create = <T extends Named>(list: T[], what: string, values: Omit<T, 'id' | 'version'>): T => {
    unique(list, values.name, what);
    const item = { ...values, id: newId(), version: 1 } as T;
    list.push(item);
    return item;
  };
  const update = <T extends Named>(list: T[], id: string, what: string, body: Partial<T> & { version: number }): T => {
    const item = find(list, id, what);
    if (item.version !== body.version) throw stale();
    unique(list, body.name, what, id);
    Object.assign(item, body, { version: item.version + 1 });
    return item;
  };
  const remove = <T extends Named>(list: T[], id: string, what: string, version: number, use: ConfigUse) => {
    const item = find(list, id, what);
    decide(deletable(what, use));
    if (item.version !== version) throw stale();
    list.splice(list.indexOf(item), 1);
  };

  const manufacturerItem = (caller: StaffCaller, id: string) => {
    const config = configOf(caller);
    const maker = find(config.manufacturers, id, 'manufacturer');
    const models = config.models.filter((model) => model.manufacturerId === id);
    const assetCount = assetsOf(caller).filter((asset) => models.includes(modelOf(config, asset)!)).length;
    return { ...maker, modelCount: models.length, assetCount };
  };
  const modelItem = (caller: StaffCaller, model: MockModel) => {
    const config = configOf(caller);
    const maker = config.manufacturers.find((item) => item.id === model.manufacturerId);
    const type = find(config.productTypes, model.productTypeId, 'product type');
    const assetCount = assetsOf(caller).filter((asset) => modelOf(config, asset) === model).length;
    return { ...model, manufacturer: maker ? { id: maker.id, name: maker.name } : null, productType: { id: type.id, name: type.name, kind: type.kind }, assetCount };
  };
  const typeItem = (caller: StaffCaller, id: string) => {
    const config = configOf(caller);
    const type = find(config.productTypes, id, 'product type');
    const models = config.models.filter((model) => model.productTypeId === id);
    const assetCount = assetsOf(caller).filter((asset) => (modelOf(config, asset)?.productTypeId ?? config.typeOfKind(asset.productType).id) === id).length;
    return { ...type, fields: config.fields.filter((field) => field.productTypeId === id), modelCount: models.length, assetCount };
  };
  const depreciationItem = (caller: StaffCaller, id: string) => {
    const config = configOf(caller);
    const useCount = [...config.productTypes, ...config.models].filter((item) => item.depreciationId === id).length;
    return { ...find(config.depreciations, id, 'depreciation schedule'), useCount, assetCount: 0 };
  };
  const labelItem = (caller: StaffCaller, id: string) => {
    const config = configOf(caller);
    const label = find(config.labels, id, 'status label');
    const assetCount = assetsOf(caller).filter((asset) => (asset.statusLabelId ?? config.labelOfStatus(asset.status, asset.archived)?.id) === id).length;
    return { ...label, assetCount };
  };

  return [
    route(routes.listManageManufacturers, ({ caller }) => ({
      items: configOf(caller).manufacturers.map((maker) => manufacturerItem(caller, maker.id)).sort((a, b) => a.name.localeCompare(b.name)),
    })),
    route(routes.createManageManufacturer, ({ caller, body }) => {
      const made = create(configOf(caller).manufacturers, 'manufacturer', { url: null, supportUrl: null, supportEmail: null, supportPhone: null, notes: null, ...body });
      return manufacturerItem(caller, made.id);
    }),
    route(routes.updateManageManufacturer, ({ caller, params, body }) => manufacturerItem(caller, update(configOf(caller).manufacturers, params.id, 'manufacturer', body).id)),
    route(routes.deleteManageManufacturer, ({ caller, params, query }) => {
      const { assetCount, modelCount } = manufacturerItem(caller, params.id);
      remove(configOf(caller).manufacturers, params.id, 'manufacturer', query.version, { assetCount, otherCount: modelCount, others: 'models' });
    }),

    route(routes.listManageDepreciations, ({ caller }) => ({ items: configOf(caller).depreciations.map((item) => depreciationItem(caller, item.id)) })),
    route(routes.createManageDepreciation, ({ caller, body }) =>
      depreciationItem(caller, create(configOf(caller).depreciations, 'depreciation schedule', { floorCents: null, ...body }).id)),
    route(routes.updateManageDepreciation, ({ caller, params, body }) => depreciationItem(caller, update(configOf(caller).depreciations, params.id, 'depreciation schedule', body).id)),
    route(routes.deleteManageDepreciation, ({ caller, params, query }) => {
      const { useCount } = depreciationItem(caller, params.id);
      remove(configOf(caller).depreciations, params.id, 'depreciation schedule', query.version, { assetCount: 0, otherCount: useCount, others: 'product types and models' });
    }),

    route(routes.listManageProductTypes, ({ caller }) => ({ items: configOf(caller).productTypes.map((type) => typeItem(caller, type.id)) })),
    route(routes.createManageProductType, ({ caller, body }) =>
      typeItem(caller, create(configOf(caller).productTypes, 'product type', { depreciationId: null, ...body }).id)),
    route(routes.updateManageProductType, ({ caller, params, body }) => typeItem(caller, update(configOf(caller).productTypes, params.id, 'product type', body).id)),
    route(routes.deleteManageProductType, ({ caller, params, query }) => {
      const { assetCount, modelCount } = typeItem(caller, params.id);
      remove(configOf(caller).productTypes, params.id, 'product type', query.version, { assetCount, otherCount: modelCount, others: 'models' });
    }),
    route(routes.createManageCustomField, ({ caller, params, body }) => {
      const config = configOf(caller);
      find(config.productTypes, params.id, 'product type');
      const siblings = config.fields.filter((field) => field.productTypeId === params.id);
      const position = body.position ?? siblings.length;
      return create(config.fields, 'custom field', { ...body, options: body.kind === 'list' ? body.options : [], position, productTypeId: params.id });
    }),
    route(routes.updateManageCustomField, ({ caller, params, body }) => {
      const config = configOf(caller);
      const field = find(config.fields, params.id, 'custom field');
      const kind = body.kind ?? field.kind;
      return update(config.fields, params.id, 'custom field', { ...body, options: kind === 'list' ? (body.options ?? field.options) : [] });
    }),
    route(routes.deleteManageCustomField, ({ caller, params, query }) => {
      const config = configOf(caller);
      const field = find(config.fields, params.id, 'custom field');
      const assetCount = assetsOf(caller).filter((asset) => field.name in asset.customFields).length;
      remove(config.fields, params.id, 'custom field', query.version, { assetCount });
    }),

    route(routes.listManageModels, ({ caller, query }) => {
      const q = query.q?.toLowerCase();
      const items = configOf(caller)
        .models.map((model) => modelItem(caller, model))
        .filter((model) => (query.productTypeId === undefined || model.productType.id === query.productTypeId) && (query.manufacturerId === undefined || model.manufacturer?.id === query.manufacturerId))
        .filter((model) => !q || [model.name, model.manufacturer?.name, model.modelNumber].some((text) => text?.toLowerCase().includes(q)))
        .sort((a, b) => a.name.localeCompare(b.name));
      return { items };
    }),
    route(routes.createManageModel, ({ caller, body }) => {
      const config = configOf(caller);
      find(config.productTypes, body.productTypeId, 'product type');
      if (body.manufacturerId) find(config.manufacturers, body.manufacturerId, 'manufacturer');
      const values = { manufacturerId: null, modelNumber: null, specs: [], imageUrl: null, eolMonths: null, depreciationId: null, requestable: false, minQuantity: null, notes: null, ...body };
      return modelItem(caller, create(config.models, 'model', values));
    }),
    route(routes.updateManageModel, ({ caller, params, body }) => modelItem(caller, update(configOf(caller).models, params.id, 'model', body))),
    route(routes.deleteManageModel, ({ caller, params, query }) => {
      const model = find(configOf(caller).models, params.id, 'model');
      remove(configOf(caller).models, params.id, 'model', query.version, { assetCount: modelItem(caller, model).assetCount });
    }),
    route(routes.uploadManageModelImage, ({ caller, params, query, body }) => {
      const model = find(configOf(caller).models, params.id, 'model');
      if (model.version !== query.version) throw stale();
      Object.assign(model, { imageUrl: `data:${body.contentType};base64,${btoa(Array.from(body.bytes, (byte) => String.fromCharCode(byte)).join(''))}`, version: model.version + 1 });
      return modelItem(caller, model);
    }),
    route(routes.removeManageModelImage, ({ caller, params, query }) => {
      const model = find(configOf(caller).models, params.id, 'model');
      if (model.version !== query.version) throw stale();
      if (model.imageUrl !== null) Object.assign(model, { imageUrl: null, version: model.version + 1 });
      return modelItem(caller, model);
    }),
    route(routes.getManageModelImage, ({ caller, params }) => {
      const [, contentType, encoded] = /^data:([^;]+);base64,(.*)$/.exec(find(configOf(caller).models, params.id, 'model').imageUrl ?? '') ?? [];
      if (!contentType || encoded === undefined) throw mockNotFound('image');
      return { bytes: Uint8Array.from(atob(encoded), (character) => character.charCodeAt(0)), contentType, maxAgeSeconds: 0 };
    }),

    route(routes.listManageStatusLabels, ({ caller }) => ({ items: configOf(caller).labels.map((label) => labelItem(caller, label.id)) })),
    route(routes.createManageStatusLabel, ({ caller, body }) => labelItem(caller, create(configOf(caller).labels, 'status label', { notes: null, forStatus: null, ...body }).id)),
    route(routes.updateManageStatusLabel, ({ caller, params, body }) => {
      const before = labelItem(caller, params.id);
      if (body.type !== undefined && body.type !== before.type) {
        decide(labelTypeFitsStatus(before.forStatus, body.type, before.name), 'type');
        if (before.assetCount > 0) throw refused(`${before.assetCount} assets carry "${before.name}"; its type can change once none do.`, 'label-type-in-use', { count: before.assetCount }, 'type');
      }
      return labelItem(caller, update(configOf(caller).labels, params.id, 'status label', body).id);
    }),
    route(routes.deleteManageStatusLabel, ({ caller, params, query }) => {
      const label = labelItem(caller, params.id);
      if (label.forStatus) throw refused(`"${label.name}" is the label of ${label.forStatus} assets; rename it instead.`, 'label-of-status', { status: label.forStatus });
      remove(configOf(caller).labels, params.id, 'status label', query.version, { assetCount: label.assetCount });
    }),

    route(routes.getManageFleetSettings, ({ caller }) => configOf(caller).settings),
    route(routes.updateManageFleetSettings, ({ caller, body }) => {
      const config = configOf(caller);
      if (config.settings.version !== body.version) throw stale();
      config.settings = { auditIntervalMonths: body.auditIntervalMonths, version: body.version + 1 };
      return config.settings;
    }),
  ];
}
