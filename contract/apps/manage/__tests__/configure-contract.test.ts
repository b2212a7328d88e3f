import { describe, expect, it } from 'vitest';
import { ProblemTypes } from '../../../problem';
import * as api from '../routes';
import { mockServer, realServer, type Backend } from '../../../../tests/contract/backends';
import { contractSuite } from '../../../../tests/contract/contract-suite';
import { pngOf } from '../../../../tests/fixtures/images/test-images';

/** Manage Configure: every configuration record's list, add, edit and delete, the same on the server and the mocks. */
describe.each([realServer(), mockServer()])('Manage Configure on $name', (backend: Backend) => {
  const { ok, problem, send } = contractSuite(backend);
  const version = (n: number) => ({ version: String(n) });

  it('keeps manufacturers, product types with their custom fields, and depreciation schedules', async () => {
    const maker = await ok(api.createManageManufacturer, { body: { name: 'QA Maker', url: 'https://qa.example' } });
    await problem(api.createManageManufacturer, { body: { name: 'qa maker' } }, 409, ProblemTypes.conflict);
    const renamed = await ok(api.updateManageManufacturer, { params: { id: maker.id }, body: { name: 'QA Makers', version: 1 } });
    expect(renamed).toMatchObject({ name: 'QA Makers', version: 2, modelCount: 0, assetCount: 0 });
    expect((await ok(api.listManageManufacturers)).items.map((item) => item.name)).toContain('QA Makers');
    await problem(api.deleteManageManufacturer, { params: { id: maker.id }, query: version(1) }, 412, ProblemTypes.staleVersion);
    await ok(api.deleteManageManufacturer, { params: { id: maker.id }, query: version(2) });

    const schedule = await ok(api.createManageDepreciation, { body: { name: 'QA 24 months', months: 24, floorCents: 5000 } });
    const longer = await ok(api.updateManageDepreciation, { params: { id: schedule.id }, body: { months: 36, version: 1 } });
    expect(longer).toMatchObject({ months: 36, floorCents: 5000, useCount: 0 });
    expect((await ok(api.listManageDepreciations)).items.some((item) => item.id === schedule.id)).toBe(true);

    const type = await ok(api.createManageProductType, { body: { name: 'QA Docks', kind: 'other', depreciationId: schedule.id } });
    await problem(api.deleteManageDepreciation, { params: { id: schedule.id }, query: version(2) }, 409, ProblemTypes.conflict);
    const field = await ok(api.createManageCustomField, { params: { id: type.id }, body: { name: 'Ports', kind: 'list', options: ['USB-C', 'Thunderbolt'], required: true } });
    expect(field).toMatchObject({ productTypeId: type.id, options: ['USB-C', 'Thunderbolt'], required: true, position: 0 });
    await problem(api.createManageCustomField, { params: { id: type.id }, body: { name: 'Other', kind: 'list', options: ['a', 'A'] } }, 400, ProblemTypes.validation);
    const changed = await ok(api.updateManageCustomField, { params: { id: field.id }, body: { kind: 'number', version: 1 } });
    expect(changed).toMatchObject({ kind: 'number', options: [] });
    const listed = (await ok(api.listManageProductTypes)).items.find((item) => item.id === type.id)!;
    expect(listed.fields.map((item) => item.name)).toEqual(['Ports']);
    await ok(api.deleteManageCustomField, { params: { id: field.id }, query: version(2) });
    const renamedType = await ok(api.updateManageProductType, { params: { id: type.id }, body: { name: 'QA Docking stations', depreciationId: null, version: 1 } });
    expect(renamedType).toMatchObject({ name: 'QA Docking stations', depreciationId: null, fields: [] });
    await ok(api.deleteManageProductType, { params: { id: type.id }, query: version(2) });
    await ok(api.deleteManageDepreciation, { params: { id: schedule.id }, query: version(2) });
  });

  it('keeps models with specs and a default image, and refuses deleting one assets use', async () => {
    const type = (await ok(api.listManageProductTypes)).items.find((item) => item.kind === 'laptop')!;
    const model = await ok(api.createManageModel, { body: { name: 'QA Book 14', productTypeId: type.id, specs: [{ key: 'RAM', value: '16 GB' }], eolMonths: 36 } });
    await problem(api.createManageModel, { body: { name: 'qa book 14', productTypeId: type.id } }, 409, ProblemTypes.conflict);
    const edited = await ok(api.updateManageModel, { params: { id: model.id }, body: { modelNumber: 'QB14', version: 1 } });
    expect(edited).toMatchObject({ modelNumber: 'QB14', specs: [{ key: 'RAM', value: '16 GB' }], productType: { id: type.id }, imageUrl: null });
    expect((await ok(api.listManageModels, { query: { q: 'QB14' } })).items.map((item) => item.id)).toEqual([model.id]);

    const params = { params: { id: model.id } };
    await problem(api.getManageModelImage, params, 404);
    const png = new Uint8Array(pngOf(4, 4));
    const withImage = await ok(api.uploadManageModelImage, { ...params, query: version(2), upload: { contentType: 'image/png', bytes: png } });
    expect(withImage.imageUrl).not.toBeNull();
    const image = await send(api.getManageModelImage, params);
    expect(image.bytes).toEqual(png);
    const without = await ok(api.removeManageModelImage, { ...params, query: version(withImage.version) });
    expect(without.imageUrl).toBeNull();

    const asset = await ok(api.createManageAsset, { body: { assetTag: 'QA-CM1', productType: 'laptop', model: 'QA Book 14', modelId: model.id } });
    expect(asset).toMatchObject({ model: 'QA Book 14', modelId: model.id });
    await problem(api.deleteManageModel, { ...params, query: version(without.version) }, 409, ProblemTypes.conflict);
  });

  it("checks an asset's custom field values by its model's type, on create and on edit", async () => {
    const type = await ok(api.createManageProductType, { body: { name: 'QA Scales', kind: 'other' } });
    await ok(api.createManageCustomField, { params: { id: type.id }, body: { name: 'Capacity kg', kind: 'number', required: true } });
    const model = await ok(api.createManageModel, { body: { name: 'QA Scale', productTypeId: type.id } });
    const body = { assetTag: 'QA-CF1', productType: 'other' as const, model: 'QA Scale', modelId: model.id };
    const missing = await problem(api.createManageAsset, { body }, 400, ProblemTypes.validation);
    expect(missing.errors).toEqual([{ path: 'body.customFields.Capacity kg', message: 'Capacity kg is required', code: 'custom-field-required', params: { field: 'Capacity kg' } }]);
    const made = await ok(api.createManageAsset, { body: { ...body, customFields: { 'capacity kg': '12,5' } } });
    expect(made.customFields).toEqual({ 'Capacity kg': 12.5 });
    const bad = await problem(api.updateManageAsset, { params: { id: made.id }, body: { customFields: { 'Capacity kg': 'heavy' }, version: made.version } }, 400, ProblemTypes.validation);
    expect(bad.errors?.map((error) => [error.path, error.code])).toEqual([['body.customFields.Capacity kg', 'custom-field-number']]);
  });

  it('keeps status labels of the four types and the audit interval', async () => {
    const labels = (await ok(api.listManageStatusLabels)).items;
    expect(new Set(labels.map((label) => label.type))).toEqual(new Set(['deployable', 'pending', 'undeployable', 'archived']));
    const label = await ok(api.createManageStatusLabel, { body: { name: 'QA Awaiting parts', type: 'pending', colour: '#FFAA00' } });
    expect(label).toMatchObject({ colour: '#ffaa00', forStatus: null, assetCount: 0 });
    const edited = await ok(api.updateManageStatusLabel, { params: { id: label.id }, body: { type: 'undeployable', version: 1 } });
    expect(edited.type).toBe('undeployable');
    await problem(api.createManageStatusLabel, { body: { name: 'QA Bad', type: 'pending', colour: 'orange' } }, 400, ProblemTypes.validation);
    await ok(api.deleteManageStatusLabel, { params: { id: label.id }, query: version(2) });
    const own = labels.find((item) => item.forStatus === 'in-stock')!;
    await problem(api.deleteManageStatusLabel, { params: { id: own.id }, query: version(own.version) }, 409, ProblemTypes.conflict);

    const settings = await ok(api.getManageFleetSettings);
    const saved = await ok(api.updateManageFleetSettings, { body: { auditIntervalMonths: 12, version: settings.version } });
    expect(saved).toEqual({ auditIntervalMonths: 12, version: settings.version + 1 });
    await problem(api.updateManageFleetSettings, { body: { auditIntervalMonths: 6, version: settings.version } }, 412, ProblemTypes.staleVersion);
  });
});
