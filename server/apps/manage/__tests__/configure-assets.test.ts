import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AssetItem, AssetList } from '../../../../contract/apps/manage/asset-schemas';
import {
  CustomFieldItem,
  DepreciationItem,
  FleetSettings,
  ProductTypeItem,
  ProductTypeList,
  StatusLabelItem,
  StatusLabelList,
} from '../../../../contract/apps/manage/configure-schemas';
import { Problem } from '../../../../contract/problem';
import { DEMO } from '../../../seed/demo-seed';
import { startTestServer, type TestServer } from '../../../../tests/server/harness';
import { manageClient } from './helpers';
import { providedPorts } from '../../../apps';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

async function client() {
  const base = await manageClient(server);
  const types = async () => ProductTypeList.parse((await base.call('GET', '/config/product-types')).body).items;
  const labels = async () => StatusLabelList.parse((await base.call('GET', '/config/status-labels')).body).items;
  /** A product type of its own, so demo data never shares its fields. */
  const ownType = async (name: string) => ProductTypeItem.parse((await base.call('POST', '/config/product-types', { name, kind: 'other' })).body);
  return { ...base, types, labels, ownType };
}

describe('custom fields', () => {
  it('checks an asset’s values by its type’s fields on the server: required, number, date and list', async () => {
    const { call, ownType } = await client();
    const type = await ownType('Lab scales');
    const field = async (body: object) => CustomFieldItem.parse((await call('POST', `/config/product-types/${type.id}/fields`, body)).body);
    await field({ name: 'Capacity kg', kind: 'number', required: true });
    await field({ name: 'Calibrated', kind: 'date' });
    await field({ name: 'Class', kind: 'list', options: ['I', 'II', 'III'] });
    expect((await call('POST', `/config/product-types/${type.id}/fields`, { name: 'Grade', kind: 'list', options: [] })).status).toBe(400);
    const scaleModel = (await call('POST', '/config/models', { name: 'Scale 3000', productTypeId: type.id })).body as { id: string };

    const missing = await call('POST', '/assets', { assetTag: 'CF-1', productType: 'other', model: 'Scale 3000', modelId: scaleModel.id });
    expect(missing.status).toBe(400);
    expect(Problem.parse(missing.body).errors).toEqual([
      { path: 'body.customFields.Capacity kg', message: 'Capacity kg is required', code: 'custom-field-required', params: { field: 'Capacity kg' } },
    ]);
    const wrong = await call('POST', '/assets', {
      assetTag: 'CF-1', productType: 'other', model: 'Scale 3000', modelId: scaleModel.id,
      customFields: { 'Capacity kg': 'heavy', Calibrated: '2026-02-30', Class: 'IV' },
    });
    expect(Problem.parse(wrong.body).errors?.map((error) => error.code)).toEqual(['custom-field-number', 'custom-field-date', 'custom-field-option']);
    // Nothing of a refused asset is kept.
    expect(AssetList.parse((await call('GET', '/assets?q=CF-1')).body).total).toBe(0);

    const made = await call('POST', '/assets', {
      assetTag: 'CF-1', productType: 'other', model: 'Scale 3000', modelId: scaleModel.id,
      customFields: { 'capacity KG': '12,5', Calibrated: '2026-02-28', Class: 'ii', 'From import': 'kept' },
    });
    expect(made.status).toBe(201);
    expect(AssetItem.parse(made.body).customFields).toEqual({ 'Capacity kg': 12.5, Calibrated: '2026-02-28', Class: 'II', 'From import': 'kept' });
  });

  it('checks the values again when an edit changes them or the model, and leaves an edit of other fields alone', async () => {
    const { call, ownType } = await client();
    const type = await ownType('Lab meters');
    await call('POST', `/config/product-types/${type.id}/fields`, { name: 'Range V', kind: 'number', required: true });
    const meter = (await call('POST', '/config/models', { name: 'Meter 9', productTypeId: type.id })).body as { id: string };
    const plain = (await call('POST', '/config/models', { name: 'Meter 1', productTypeId: (await ownType('Plain meters')).id })).body as { id: string };
    const made = AssetItem.parse((await call('POST', '/assets', { assetTag: 'MTR-1', productType: 'other', model: 'Meter 1', modelId: plain.id })).body);

    const moved = await call('PATCH', `/assets/${made.id}`, { model: 'Meter 9', modelId: meter.id, version: made.version });
    expect(moved.status).toBe(400);
    expect(Problem.parse(moved.body).errors).toEqual([
      { path: 'body.customFields.Range V', message: 'Range V is required', code: 'custom-field-required', params: { field: 'Range V' } },
    ]);
    const bad = await call('PATCH', `/assets/${made.id}`, { modelId: meter.id, customFields: { 'Range V': 'high' }, version: made.version });
    expect(Problem.parse(bad.body).errors?.map((error) => [error.path, error.code])).toEqual([['body.customFields.Range V', 'custom-field-number']]);
    // A refused edit keeps the asset as it was.
    expect(AssetItem.parse((await call('GET', `/assets/${made.id}`)).body)).toMatchObject({ modelId: plain.id, model: 'Meter 1', customFields: {}, version: made.version });

    const good = AssetItem.parse((await call('PATCH', `/assets/${made.id}`, { modelId: meter.id, customFields: { 'range v': '600' }, version: made.version })).body);
    expect(good).toMatchObject({ modelId: meter.id, customFields: { 'Range V': 600 } });

    // A field the type requires from now on does not block an edit of the asset's other fields.
    await call('POST', `/config/product-types/${type.id}/fields`, { name: 'Probe', kind: 'text', required: true });
    expect((await call('PATCH', `/assets/${made.id}`, { notes: 'On the bench', version: good.version })).status).toBe(200);
    const cleared = await call('PATCH', `/assets/${made.id}`, { customFields: { 'Range V': 600 }, version: good.version + 1 });
    expect(Problem.parse(cleared.body).errors?.map((error) => error.message)).toEqual(['Probe is required']);
  });

  it('moves the values of a renamed field and refuses to delete a field assets have values for', async () => {
    const { call, ownType } = await client();
    const type = await ownType('Cameras');
    const field = CustomFieldItem.parse((await call('POST', `/config/product-types/${type.id}/fields`, { name: 'Lens', kind: 'text' })).body);
    const model = (await call('POST', '/config/models', { name: 'Cam 1', productTypeId: type.id })).body as { id: string };
    const asset = AssetItem.parse((await call('POST', '/assets', { assetTag: 'CAM-1', productType: 'other', model: 'Cam 1', modelId: model.id, customFields: { Lens: '35mm' } })).body);
    const renamed = CustomFieldItem.parse((await call('PATCH', `/config/custom-fields/${field.id}`, { name: 'Lens mount', version: 1 })).body);
    expect(AssetItem.parse((await call('GET', `/assets/${asset.id}`)).body).customFields).toEqual({ 'Lens mount': '35mm' });
    const refused = await call('DELETE', `/config/custom-fields/${field.id}?version=${renamed.version}`);
    expect(refused.status).toBe(409);
    expect(Problem.parse(refused.body).detail).toBe('1 asset uses this custom field; move them to another before deleting it.');
  });
});

describe('status labels', () => {
  it('lets only an asset with a deployable label be checked out; an archived label takes it off the working list', async () => {
    const { call, createAsset, labels, personId } = await client();
    const eve = await personId(DEMO.employee.email);
    const broken = StatusLabelItem.parse((await call('POST', '/config/status-labels', { name: 'Broken screen', type: 'undeployable', colour: '#AA0000' })).body);
    expect(broken.colour).toBe('#aa0000');
    const asset = await createAsset({ assetTag: 'SL-1' });
    expect(asset.statusLabel).toMatchObject({ name: 'Ready to deploy', type: 'deployable' });
    const labelled = AssetItem.parse((await call('PATCH', `/assets/${asset.id}`, { statusLabelId: broken.id, version: 1 })).body);
    expect(labelled.statusLabel).toMatchObject({ id: broken.id, type: 'undeployable' });
    const refused = await call('POST', `/assets/${asset.id}/check-out`, { assigneeId: eve, version: labelled.version });
    expect(refused.status).toBe(409);
    expect(Problem.parse(refused.body).detail).toMatch(/"Broken screen" is undeployable; only an asset with a deployable label/);

    const ready = (await labels()).find((label) => label.forStatus === 'in-stock')!;
    const fixed = AssetItem.parse((await call('PATCH', `/assets/${asset.id}`, { statusLabelId: ready.id, version: labelled.version })).body);
    const out = AssetItem.parse((await call('POST', `/assets/${asset.id}/check-out`, { assigneeId: eve, version: fixed.version })).body);
    expect(out).toMatchObject({ status: 'deployed', statusLabel: { name: 'Deployed' } });
    // Someone holds it: an undeployable label waits for the check-in.
    expect((await call('PATCH', `/assets/${asset.id}`, { statusLabelId: broken.id, version: out.version })).status).toBe(409);

    const other = await createAsset({ assetTag: 'SL-2' });
    const archivedLabel = (await labels()).find((label) => label.type === 'archived')!;
    const archived = AssetItem.parse((await call('PATCH', `/assets/${other.id}`, { statusLabelId: archivedLabel.id, version: 1 })).body);
    expect(archived).toMatchObject({ archived: true, statusLabel: { type: 'archived' } });
    expect(AssetList.parse((await call('GET', '/assets?q=SL-2')).body).total).toBe(0);
  });

  it('keeps a status’s own label, refuses a type that contradicts it, and refuses deleting a label assets carry', async () => {
    const { call, createAsset, labels } = await client();
    const ready = (await labels()).find((label) => label.forStatus === 'in-stock')!;
    expect(Problem.parse((await call('DELETE', `/config/status-labels/${ready.id}?version=${ready.version}`)).body).detail).toMatch(/label of in-stock assets/);
    expect((await call('PATCH', `/config/status-labels/${ready.id}`, { type: 'undeployable', version: ready.version })).status).toBe(409);
    const renamed = StatusLabelItem.parse((await call('PATCH', `/config/status-labels/${ready.id}`, { name: 'On the shelf', version: ready.version })).body);
    expect(renamed.name).toBe('On the shelf');
    const loan = StatusLabelItem.parse((await call('POST', '/config/status-labels', { name: 'Loaner', type: 'deployable', colour: '#00aa00' })).body);
    const asset = await createAsset({ assetTag: 'SL-3' });
    await call('PATCH', `/assets/${asset.id}`, { statusLabelId: loan.id, version: 1 });
    const refused = await call('DELETE', `/config/status-labels/${loan.id}?version=${loan.version}`);
    expect(Problem.parse(refused.body).detail).toBe('1 asset uses this status label; move them to another before deleting it.');
  });
});

describe('depreciation and the audit interval', () => {
  it("shows each asset's book value by its model's schedule, or its type's, down to the floor", async () => {
    const { call, ownType } = await client();
    const schedule = DepreciationItem.parse((await call('POST', '/config/depreciations', { name: 'Three years', months: 36, floorCents: 10000 })).body);
    const type = await ownType('Depreciating things');
    await call('PATCH', `/config/product-types/${type.id}`, { depreciationId: schedule.id, version: type.version });
    const model = (await call('POST', '/config/models', { name: 'Thing 1', productTypeId: type.id })).body as { id: string };
    const today = new Date();
    const monthsAgo = (months: number) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - months, 1)).toISOString().slice(0, 10);
    const asset = async (tag: string, purchaseDate: string) =>
      AssetItem.parse((await call('POST', '/assets', { assetTag: tag, productType: 'other', model: 'Thing 1', modelId: model.id, costCents: 136000, purchaseDate })).body);
    // 12 of 36 months: a third of (1,360.00 - 100.00) gone.
    expect((await asset('BV-1', monthsAgo(12))).bookValueCents).toBe(94000);
    expect((await asset('BV-2', monthsAgo(48))).bookValueCents).toBe(10000);
    const listed = AssetList.parse((await call('GET', '/assets?q=BV-1')).body).items[0]!;
    expect(listed.bookValueCents).toBe(94000);
    const refused = await call('DELETE', `/config/depreciations/${schedule.id}?version=${schedule.version}`);
    expect(Problem.parse(refused.body).detail).toBe('2 assets use this depreciation schedule; move them to another before deleting it.');
    const plain = AssetItem.parse((await call('POST', '/assets', { assetTag: 'BV-3', productType: 'monitor', model: 'No schedule', costCents: 100 })).body);
    expect(plain.bookValueCents).toBeNull();
  });

  it('keeps the audit interval, version-checked', async () => {
    const { call } = await client();
    // The demo company audits yearly.
    expect(FleetSettings.parse((await call('GET', '/config/settings')).body)).toEqual({ auditIntervalMonths: 12, version: 1 });
    const saved = FleetSettings.parse((await call('PATCH', '/config/settings', { auditIntervalMonths: 6, version: 1 })).body);
    expect(saved).toEqual({ auditIntervalMonths: 6, version: 2 });
    expect((await call('PATCH', '/config/settings', { auditIntervalMonths: 3, version: 1 })).status).toBe(412);
    const { organisationId } = (await server.store.repos.users.findByEmail(DEMO.admin.email))!;
    // The Audit Manager reads it through the port.
    expect(await providedPorts().auditPolicy.intervalMonths(server.store.repos, organisationId)).toBe(6);
  });
});
