import type * as z from 'zod';
import { appRoute, empty, file, json } from '../../descriptor';
import { byId } from '../../records';
import { ASSET_PHOTO_TYPES } from '../../../src/apps/manage/domain/asset-photo';
import { MANAGE_SLUG } from '../../../src/apps/manage/domain/slug';
import { MANAGE_CONFIGURE_SLUG } from '../../../src/apps/manage/domain/configure-slug';
import { PhotoQuery } from './asset-schemas';
import {
  CustomFieldInput,
  CustomFieldItem,
  DeleteQuery,
  DepreciationInput,
  DepreciationItem,
  DepreciationList,
  FleetSettings,
  FleetSettingsInput,
  ManufacturerInput,
  ManufacturerItem,
  ManufacturerList,
  ModelInput,
  ModelItem,
  ModelList,
  ModelListQuery,
  ProductTypeInput,
  ProductTypeItem,
  ProductTypeList,
  StatusLabelInput,
  StatusLabelItem,
  StatusLabelList,
  UpdateCustomFieldInput,
  ManufacturerUpdate,
  DepreciationUpdate,
  ProductTypeUpdate,
  ModelUpdate,
  StatusLabelUpdate,
} from './configure-schemas';

/**
 * The fleet's configuration. Reading is Manage's (its asset forms pick models, labels and fields); changing it is Manage
 * Configure's. A delete of something assets use answers 409 naming how many.
 */
function crud<Item extends z.ZodType, Input extends z.ZodObject, Update extends z.ZodObject>(
  name: string,
  path: string,
  label: string,
  schemas: { item: Item; input: Input; update: Update },
) {
  const { item, input, update } = schemas;
  return {
    create: appRoute(MANAGE_CONFIGURE_SLUG, {
      id: `createManage${name}`,
      method: 'POST',
      path: `/manage/config/${path}`,
      summary: `Add a ${label}; a repeated name is a field error (409)`,
      request: { body: input },
      success: json(item, 201),
      problems: [404, 409],
    }),
    update: appRoute(MANAGE_CONFIGURE_SLUG, {
      id: `updateManage${name}`,
      method: 'PATCH',
      path: `/manage/config/${path}/:id`,
      summary: `Change a ${label}; a stale version answers 412`,
      request: { ...byId, body: update },
      success: json(item),
      problems: [404, 409, 412],
    }),
    remove: appRoute(MANAGE_CONFIGURE_SLUG, {
      id: `deleteManage${name}`,
      method: 'DELETE',
      path: `/manage/config/${path}/:id`,
      summary: `Delete a ${label} nothing uses; one in use answers 409 with how many assets use it`,
      request: { ...byId, query: DeleteQuery },
      success: empty,
      problems: [404, 409, 412],
    }),
  };
}

const manufacturers = crud('Manufacturer', 'manufacturers', 'manufacturer', { item: ManufacturerItem, input: ManufacturerInput, update: ManufacturerUpdate });
const depreciations = crud('Depreciation', 'depreciations', 'depreciation schedule', { item: DepreciationItem, input: DepreciationInput, update: DepreciationUpdate });
const productTypes = crud('ProductType', 'product-types', 'product type', { item: ProductTypeItem, input: ProductTypeInput, update: ProductTypeUpdate });
const models = crud('Model', 'models', 'model', { item: ModelItem, input: ModelInput, update: ModelUpdate });
const statusLabels = crud('StatusLabel', 'status-labels', 'status label', { item: StatusLabelItem, input: StatusLabelInput, update: StatusLabelUpdate });

export const listManageManufacturers = appRoute(MANAGE_SLUG, {
  id: 'listManageManufacturers',
  method: 'GET',
  path: '/manage/config/manufacturers',
  summary: 'Manufacturers by name, with how many models and assets name each',
  success: json(ManufacturerList),
});
export const createManageManufacturer = manufacturers.create;
export const updateManageManufacturer = manufacturers.update;
export const deleteManageManufacturer = manufacturers.remove;

export const listManageDepreciations = appRoute(MANAGE_SLUG, {
  id: 'listManageDepreciations',
  method: 'GET',
  path: '/manage/config/depreciations',
  summary: 'Depreciation schedules (straight line over months, down to a floor)',
  success: json(DepreciationList),
});
export const createManageDepreciation = depreciations.create;
export const updateManageDepreciation = depreciations.update;
export const deleteManageDepreciation = depreciations.remove;

export const listManageProductTypes = appRoute(MANAGE_SLUG, {
  id: 'listManageProductTypes',
  method: 'GET',
  path: '/manage/config/product-types',
  summary: 'Product types (categories) with their custom fields',
  success: json(ProductTypeList),
});
export const createManageProductType = productTypes.create;
export const updateManageProductType = productTypes.update;
export const deleteManageProductType = productTypes.remove;

export const createManageCustomField = appRoute(MANAGE_CONFIGURE_SLUG, {
  id: 'createManageCustomField',
  method: 'POST',
  path: '/manage/config/product-types/:id/fields',
  summary: 'Add a custom field to a product type (text, number, date or a list of options)',
  request: { ...byId, body: CustomFieldInput },
  success: json(CustomFieldItem, 201),
  problems: [404, 409],
});
export const updateManageCustomField = appRoute(MANAGE_CONFIGURE_SLUG, {
  id: 'updateManageCustomField',
  method: 'PATCH',
  path: '/manage/config/custom-fields/:id',
  summary: "Change a custom field; a new name carries the assets' values with it",
  request: { ...byId, body: UpdateCustomFieldInput },
  success: json(CustomFieldItem),
  problems: [404, 409, 412],
});
export const deleteManageCustomField = appRoute(MANAGE_CONFIGURE_SLUG, {
  id: 'deleteManageCustomField',
  method: 'DELETE',
  path: '/manage/config/custom-fields/:id',
  summary: 'Delete a custom field no asset has a value for; one in use answers 409 with how many',
  request: { ...byId, query: DeleteQuery },
  success: empty,
  problems: [404, 409, 412],
});

export const listManageModels = appRoute(MANAGE_SLUG, {
  id: 'listManageModels',
  method: 'GET',
  path: '/manage/config/models',
  summary: 'Models by name, searched by name, maker or model number',
  request: { query: ModelListQuery },
  success: json(ModelList),
});
export const createManageModel = models.create;
export const updateManageModel = models.update;
export const deleteManageModel = models.remove;
export const uploadManageModelImage = appRoute(MANAGE_CONFIGURE_SLUG, {
  id: 'uploadManageModelImage',
  method: 'POST',
  path: '/manage/config/models/:id/image',
  summary: "Give a model its default image: the image's bytes as the body, its type as Content-Type",
  request: { ...byId, query: PhotoQuery, upload: { contentTypes: ASSET_PHOTO_TYPES } },
  success: json(ModelItem),
  problems: [404, 412],
});
export const removeManageModelImage = appRoute(MANAGE_CONFIGURE_SLUG, {
  id: 'removeManageModelImage',
  method: 'DELETE',
  path: '/manage/config/models/:id/image',
  summary: "Remove a model's default image",
  request: { ...byId, query: PhotoQuery },
  success: json(ModelItem),
  problems: [404, 412],
});
export const getManageModelImage = appRoute(MANAGE_SLUG, {
  id: 'getManageModelImage',
  method: 'GET',
  path: '/manage/config/models/:id/image',
  summary: "A model's default image as uploaded (404 when it has none)",
  request: byId,
  success: file,
  problems: [404],
});

export const listManageStatusLabels = appRoute(MANAGE_SLUG, {
  id: 'listManageStatusLabels',
  method: 'GET',
  path: '/manage/config/status-labels',
  summary: "Status labels with Snipe-IT's types: deployable, pending, undeployable, archived",
  success: json(StatusLabelList),
});
export const createManageStatusLabel = statusLabels.create;
export const updateManageStatusLabel = statusLabels.update;
export const deleteManageStatusLabel = statusLabels.remove;

export const getManageFleetSettings = appRoute(MANAGE_SLUG, {
  id: 'getManageFleetSettings',
  method: 'GET',
  path: '/manage/config/settings',
  summary: 'The fleet settings: the audit interval in months',
  success: json(FleetSettings),
});
export const updateManageFleetSettings = appRoute(MANAGE_CONFIGURE_SLUG, {
  id: 'updateManageFleetSettings',
  method: 'PATCH',
  path: '/manage/config/settings',
  summary: 'Change the fleet settings; a stale version answers 412',
  request: { body: FleetSettingsInput },
  success: json(FleetSettings),
  problems: [412],
});
