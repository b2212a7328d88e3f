import type { z } from 'zod';
import type {
  CustomFieldItem,
  DepreciationItem,
  ManufacturerItem,
  ModelItem,
  ProductTypeItem,
  StatusLabelItem,
} from '../../../../contract/apps/manage/configure-schemas';
import type { StatusLabelRef } from '../../../../contract/apps/manage/asset-schemas';
import { newId, type MockState } from '../../../../tests/mocks/mock-state';
import { isHeld, PRODUCT_TYPES, type AssetStatus, type ProductType } from '../domain/asset-status';
import { checkCustomFields, customFieldErrors, type CustomFieldValue, type CustomFieldValues } from '../domain/custom-field-values';
import { ProblemTypes } from '../../../../contract/problem';
import { MockProblem, mockNotFound } from '../../../../tests/mocks/mock-route';
import { applyLabel } from '../domain/status-label-rules';
import { refused } from './mock-problems';
import { DEFAULT_PRODUCT_TYPE_NAMES, DEFAULT_STATUS_LABELS } from '../domain/fleet-config';

type Stored<T> = Omit<T, 'assetCount' | 'modelCount' | 'useCount' | 'fields' | 'manufacturer' | 'productType' | 'imageUrl'>;
export type MockManufacturer = Stored<ManufacturerItem>;
export type MockDepreciation = Stored<DepreciationItem>;
export type MockProductType = Stored<ProductTypeItem>;
export type MockModel = Stored<ModelItem> & { manufacturerId: string | null; productTypeId: string; imageUrl: string | null };
export type MockLabel = Stored<StatusLabelItem>;

/** One organisation's fleet configuration in the mocks, made as the migration makes the server's. */
export class MockFleetConfig {
  readonly manufacturers: MockManufacturer[] = [];
  readonly depreciations: MockDepreciation[] = [];
  readonly productTypes: MockProductType[] = [];
  readonly fields: CustomFieldItem[] = [];
  readonly models: MockModel[] = [];
  readonly labels: MockLabel[] = [];
  settings = { auditIntervalMonths: null as number | null, version: 0 };

  constructor() {
    for (const label of DEFAULT_STATUS_LABELS) this.labels.push({ id: newId(), ...label, notes: null, version: 1 });
    for (const kind of PRODUCT_TYPES) this.productTypes.push({ id: newId(), name: DEFAULT_PRODUCT_TYPE_NAMES[kind], kind, depreciationId: null, version: 1 });
    const threeYears = { id: newId(), name: 'Laptops, 3 years', months: 36, floorCents: null, version: 1 };
    this.depreciations.push(threeYears);
    const lenovo = { id: newId(), name: 'Lenovo', url: 'https://www.lenovo.com', supportUrl: null, supportEmail: null, supportPhone: null, notes: null, version: 1 };
    this.manufacturers.push(lenovo);
    this.models.push({
      id: newId(),
      name: 'ThinkPad X1 Carbon',
      manufacturerId: lenovo.id,
      productTypeId: this.typeOfKind('laptop').id,
      modelNumber: '21KC',
      specs: [{ key: 'RAM', value: '32 GB' }],
      imageUrl: null,
      eolMonths: 48,
      depreciationId: threeYears.id,
      requestable: true,
      minQuantity: null,
      notes: null,
      version: 1,
    });
  }

  typeOfKind(kind: ProductType): MockProductType {
    return this.productTypes.find((type) => type.kind === kind)!;
  }

  labelOfStatus(status: AssetStatus, archived: boolean): MockLabel | undefined {
    return archived ? this.labels.find((label) => label.type === 'archived') : this.labels.find((label) => label.forStatus === status);
  }

  /** The custom fields an asset of the model carries: its type's, in their order. */
  fieldsOfModel(modelId: string | null): CustomFieldItem[] {
    const model = this.models.find((candidate) => candidate.id === modelId);
    return this.fields.filter((field) => field.productTypeId === model?.productTypeId).sort((a, b) => a.position - b.position || a.name.localeCompare(b.name));
  }

  /** The model's own depreciation schedule, else its type's. */
  scheduleOfModel(modelId: string | null): MockDepreciation | undefined {
    const model = this.models.find((candidate) => candidate.id === modelId);
    const type = this.productTypes.find((candidate) => candidate.id === model?.productTypeId);
    const id = model?.depreciationId ?? type?.depreciationId;
    return this.depreciations.find((schedule) => schedule.id === id);
  }

  labelRef(label: MockLabel | undefined): z.infer<typeof StatusLabelRef> | null {
    return label ? { id: label.id, name: label.name, type: label.type, colour: label.colour } : null;
  }
}

const configs = new WeakMap<MockState, Map<string, MockFleetConfig>>();

export function mockFleetConfig(state: MockState, organisationId: string): MockFleetConfig {
  let byOrganisation = configs.get(state);
  if (!byOrganisation) configs.set(state, (byOrganisation = new Map()));
  let config = byOrganisation.get(organisationId);
  if (!config) byOrganisation.set(organisationId, (config = new MockFleetConfig()));
  return config;
}

/** An asset's custom field values checked by its model's type, as the server checks them: the values as read, or 400 at each field. */
export function mockCheckedCustomFields(config: MockFleetConfig, modelId: string | null, values: CustomFieldValues): Record<string, CustomFieldValue> {
  const checked = checkCustomFields(config.fieldsOfModel(modelId), values);
  if (checked.ok) return checked.values;
  throw new MockProblem(400, ProblemTypes.validation, 'The request is not valid', customFieldErrors(checked.problems));
}

/** The label asked for, if the organisation has it and the asset may take it; one of the archived type archives the asset. */
export function mockLabelChange(config: MockFleetConfig, asset: { readonly status: AssetStatus; readonly archived: boolean }, statusLabelId: string) {
  const label = config.labels.find((candidate) => candidate.id === statusLabelId);
  if (!label) throw mockNotFound('status label');
  const decision = applyLabel({ held: isHeld(asset.status), archived: asset.archived }, label.type, label.name);
  if (!decision.ok) throw refused(decision.reason, decision.code, decision.params, 'statusLabelId');
  return { statusLabelId, archived: decision.value.archived };
}

/** A model named by id must be the organisation's own. */
export function mockCheckModel(config: MockFleetConfig, modelId: string | undefined): void {
  if (modelId !== undefined && !config.models.some((model) => model.id === modelId)) throw mockNotFound('model');
}
