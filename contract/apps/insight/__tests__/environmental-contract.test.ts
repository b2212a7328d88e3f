import { describe, expect, it } from 'vitest';
import * as api from '../routes';
import * as manage from '../../manage/routes';
import { mockServer, realServer, type Backend } from '../../../../tests/contract/backends';
import { contractSuite } from '../../../../tests/contract/contract-suite';
import { MOCK_DEMO } from '../../../../tests/mocks/handlers';

/** Environmental Reporting, on the server and the mocks alike. */
describe.each([realServer(), mockServer()])('Environmental Reporting on $name', (backend: Backend) => {
  const { ok, problem, tokenOf } = contractSuite(backend);

  it("weighs a known model by its footprint, an unknown one at its category's average, flagged, and filters", async () => {
    const known = await ok(manage.createManageAsset, { body: { assetTag: 'QA-ENV-1', productType: 'laptop', manufacturer: 'Dell', model: 'Latitude 7430', purchaseDate: '2019-05-01' } });
    const unknown = await ok(manage.createManageAsset, { body: { assetTag: 'QA-ENV-2', productType: 'laptop', manufacturer: 'Acme', model: 'Brick 9000', purchaseDate: '2018-02-01' } });
    const report = await ok(api.getFootprintReport, { query: { fromYear: '2018', toYear: '2019' } });
    expect(report.items.map((item) => [item.assetId, item.basis])).toEqual(expect.arrayContaining([[known.id, 'model'], [unknown.id, 'category-average']]));
    expect(report.items.find((item) => item.assetId === known.id)!.matchedName).toBe('Dell Latitude 7430');
    expect(report.scope3ByYear.map((year) => year.key)).toEqual(expect.arrayContaining(['2018', '2019']));
    expect(report.attribution).toBe('Boavizta environmental footprint data, ODbL 1.0');
    expect((await ok(api.getFootprintReport, { query: { fromYear: '2019', toYear: '2019', productType: 'laptop' } })).items.map((item) => item.assetId)).toContain(known.id);
    expect((await ok(api.getFootprintReport, { query: { fromYear: '2019', toYear: '2019', productType: 'monitor' } })).items.map((item) => item.assetId)).not.toContain(known.id);
    const pdf = await ok(api.getFootprintPdf, { query: { fromYear: '2018' } });
    expect(pdf.filename).toMatch(/\.pdf$/);
    expect(atob(pdf.contentBase64).startsWith('%PDF-')).toBe(true);
  });

  it('refuses a period that ends before it starts, and an employee', async () => {
    await problem(api.getFootprintReport, { query: { fromYear: '2025', toYear: '2020' } }, 400);
    await problem(api.getFootprintReport, { token: await tokenOf(MOCK_DEMO.employee.email), query: {} }, 403);
  });
});
