import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FootprintPdf, FootprintReport } from '../../../../contract/apps/insight/environmental-schemas';
import { CURRENT_FACTOR_TABLE } from '../../../../src/domain/environment/emission-factors';
import { DEMO } from '../../../seed/demo-seed';
import { providedPorts } from '../../../apps';
import { startTestServer, type TestServer } from '../../../../tests/server/harness';
import { addPerson, otherOrganisation, signedIn } from '../../../../tests/server/callers';
import { pdfText } from '../../../../tests/server/pdf-text';
import { manageClient } from '../../manage/__tests__/helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { demoCompany: false });
}, 240_000);
afterAll(() => server.close());
beforeEach(() => server.reset());

const report = async (query = '') => {
  const ada = await signedIn(server, DEMO.admin.email);
  const answer = await ada.call('GET', `/environmental/report${query}`);
  expect(answer.status, answer.text).toBe(200);
  return FootprintReport.parse(answer.body);
};

/** Three devices in a new office, one held by a Sales person, one refurbished through Loop. */
async function fleet() {
  const manage = await manageClient(server);
  const office = await manage.placeId('Footprint Office');
  const latitude = await manage.createAsset({ assetTag: 'ENV-1', manufacturer: 'Dell', model: 'Latitude 7430', productType: 'laptop', purchaseDate: '2023-04-02', locationId: office });
  const brick = await manage.createAsset({ assetTag: 'ENV-2', manufacturer: 'Acme', model: 'Brick 9000', productType: 'laptop', purchaseDate: '2024-09-09', locationId: office });
  const monitor = await manage.createAsset({ assetTag: 'ENV-3', manufacturer: 'Dell', model: 'P2422H Monitor', productType: 'monitor', purchaseDate: '2024-01-15', locationId: office });
  const organisationId = (await server.store.repos.users.findByEmail(DEMO.admin.email))!.organisationId;
  const tom = await addPerson(server, 'tom@acme.test', 'employee');
  const { repos } = server.store;
  await providedPorts().peopleDirectory.place(repos, organisationId, tom, { team: 'Sales' });
  await providedPorts().assetLifecycle.lend(repos, organisationId, latitude.id, { holderId: tom, actorId: null, appSlug: 'manage-beta', at: new Date() });
  await repos.lifeEvents.add([
    { organisationId, at: new Date(), appSlug: 'loop', kind: 'refurbished', assetId: monitor.id, personId: null, actorId: null, subject: 'Loop', href: null },
  ]);
  return { office, latitude, brick, monitor };
}

describe('the environmental report', () => {
  it('finds a known model in the footprint data, and counts an unknown one at its category average, flagged', async () => {
    const { office, latitude, brick } = await fleet();
    const answer = await report(`?locationId=${office}`);
    expect(answer.devices).toBe(3);
    const known = answer.items.find((item) => item.assetId === latitude.id)!;
    expect(known).toMatchObject({ basis: 'model', matchedName: 'Dell Latitude 7430', location: 'Footprint Office', team: 'Sales' });
    // boavizta-data-us.csv: 286 kg CO2e, 11.9 % of it in use.
    expect(known.embeddedKg).toBeCloseTo(286 * (1 - 0.119), 3);
    expect(known.yearlyKg).toBeCloseTo(known.embeddedKg / 4, 3);
    const unknown = answer.items.find((item) => item.assetId === brick.id)!;
    expect(unknown).toMatchObject({ basis: 'category-average', matchedName: null });
    expect(unknown.embeddedKg).toBeGreaterThan(100);
    expect(answer.matched).toBe(2);
    expect(answer.categoryAverage).toBe(1);
    expect(answer.yearLongerSavingKg).toBeCloseTo(answer.yearlyKg / 5, 3);
    expect(answer.attribution).toBe('Boavizta environmental footprint data, ODbL 1.0');
    expect(answer.options.teams).toContain('Sales');
    expect(answer.options.locations.map((place) => place.name)).toContain('Footprint Office');
  });

  it('counts what reuse avoided at the factor table Loop uses', async () => {
    const { office, monitor } = await fleet();
    const answer = await report(`?locationId=${office}`);
    const factor = CURRENT_FACTOR_TABLE.factors.monitor!;
    expect(answer.items.find((item) => item.assetId === monitor.id)!.reuse).toBe('refurbished');
    expect(answer.reuse).toMatchObject({ devices: 1, uncounted: 0, factorTable: { version: CURRENT_FACTOR_TABLE.version } });
    expect(answer.reuse.avoidedKg).toBeCloseTo((factor.manufacturingG + factor.distributionG) / 1000, 3);
  });

  it('filters by period, category and team, and puts purchases under their year (Scope 3 category 2)', async () => {
    const { office, latitude } = await fleet();
    const all = await report(`?locationId=${office}`);
    expect(all.scope3ByYear.map((year) => [year.key, year.devices])).toEqual([
      ['2023', 1],
      ['2024', 2],
    ]);
    expect((await report(`?locationId=${office}&fromYear=2024&toYear=2024`)).devices).toBe(2);
    expect((await report(`?locationId=${office}&productType=monitor`)).devices).toBe(1);
    const sales = await report('?team=Sales');
    expect(sales.items.map((item) => item.assetId)).toEqual([latitude.id]);
    const longer = await report(`?locationId=${office}&lifetimeYears=5`);
    expect(longer.yearlyKg).toBeCloseTo(all.embeddedKg / 5, 3);
  });

  it('refuses a period that ends before it starts, and a lifetime out of range', async () => {
    const ada = await signedIn(server, DEMO.admin.email);
    expect((await ada.call('GET', '/environmental/report?fromYear=2025&toYear=2024')).status).toBe(400);
    expect((await ada.call('GET', '/environmental/report?lifetimeYears=0')).status).toBe(400);
  });

  it("answers a PDF of the report, and shows nothing of another organisation's fleet", async () => {
    const { office } = await fleet();
    const ada = await signedIn(server, DEMO.admin.email);
    const pdf = FootprintPdf.parse((await ada.call('GET', `/environmental/report/pdf?locationId=${office}`)).body);
    expect(pdf.filename).toMatch(/^environmental-report-\d{4}-\d{2}-\d{2}\.pdf$/);
    const text = await pdfText(new Uint8Array(Buffer.from(pdf.contentBase64, 'base64')));
    expect(text).toContain('ENVIRONMENTAL REPORT');
    expect(text).toContain('Devices: location Footprint Office');
    expect(text).toContain('Purchases by year: GHG Protocol Scope 3, category 2 (capital goods)');
    expect(text).toContain('Footprint by model / category average / none');
    expect(text).toContain('Footprint data: Boavizta environmental footprint data, ODbL 1.0.');
    const globex = await otherOrganisation(server);
    const boss = await signedIn(server, globex.email);
    const theirs = FootprintReport.parse((await boss.call('GET', '/environmental/report')).body);
    expect(theirs.devices).toBe(0);
    expect(theirs.options.locations).toEqual([]);
  });

  it('is for managers: an employee is refused', async () => {
    const eve = await signedIn(server, DEMO.employee.email);
    expect((await eve.call('GET', '/environmental/report')).status).toBe(403);
  });
});
