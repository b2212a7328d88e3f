import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FootprintReport } from '../../../../contract/apps/insight/environmental-schemas';
import { ReportAnswer, ReportFile } from '../../../../contract/apps/insight/report-schemas';
import { DEMO } from '../../../seed/demo-seed';
import { startTestServer, type TestServer } from '../../../../tests/server/harness';
import { otherOrganisation, signedIn } from '../../../../tests/server/callers';
import { pdfText } from '../../../../tests/server/pdf-text';
import { manageClient } from '../../manage/__tests__/helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { demoCompany: false });
}, 240_000);
afterAll(() => server.close());
beforeEach(() => server.reset());

const report = async (query: string) => {
  const ada = await signedIn(server, DEMO.admin.email);
  const answer = await ada.call('GET', `/insights/report?${query}`);
  expect(answer.status, answer.text).toBe(200);
  return ReportAnswer.parse(answer.body);
};

const rowOf = (answer: { table: { rows: { key: string | null; values: number[] }[] } }, key: string | null) => answer.table.rows.find((row) => row.key === key);

async function fleet() {
  const manage = await manageClient(server);
  const office = await manage.placeId('Report Office');
  await manage.createAsset({ assetTag: 'REP-1', manufacturer: 'Dell', model: 'Latitude 7430', productType: 'laptop', purchaseDate: '2019-04-02', locationId: office });
  await manage.createAsset({ assetTag: 'REP-2', model: 'Brick 9000', productType: 'laptop', purchaseDate: new Date().toISOString().slice(0, 10), locationId: office });
  await manage.createAsset({ assetTag: 'REP-3', manufacturer: 'Dell', model: 'P2422H Monitor', productType: 'monitor' });
  return { office };
}

describe("Insights Center's reports", () => {
  it('counts the fleet by status, age and place as Manage keeps it, with the filters', async () => {
    const { office } = await fleet();
    // The demo's fleet is there too: the new office's devices are counted apart.
    const byStatus = await report(`kind=fleet-status&locationId=${office}`);
    expect(rowOf(byStatus, 'in-stock')?.values[0]).toBe(2);
    expect(byStatus.table.totals[0]).toBe(2);
    expect(byStatus.translatedKeys).toBe(true);
    expect(byStatus.options.locations.map((place) => place.name)).toContain('Report Office');

    const byAge = await report(`kind=fleet-age&locationId=${office}`);
    expect(byAge.table.rows).toEqual([expect.objectContaining({ key: 'under-1' }), expect.objectContaining({ key: '4-plus' })]);

    const byPlace = await report(`kind=fleet-location&locationId=${office}`);
    expect(byPlace.table.rows).toEqual([{ key: 'Report Office', values: [2, 0, 2] }]);
    const laptops = await report('kind=fleet-book-value&productType=laptop');
    expect(laptops.table.rows.map((row) => row.key)).toEqual(['laptop']);
    expect(laptops.table.currency).toMatch(/^[A-Z]{3}$/);
  });

  it("shows Environmental Reporting's own totals by year: one number in both apps", async () => {
    await fleet();
    const ada = await signedIn(server, DEMO.admin.email);
    const environmental = FootprintReport.parse((await ada.call('GET', '/environmental/report')).body);
    const emissions = await report('kind=emissions-year');
    expect(emissions.table.rows).toEqual(environmental.scope3ByYear.map((year) => ({ key: year.key, values: [year.embeddedKg, year.devices, year.yearlyKg] })));
  });

  it('answers spend, tickets and campaigns from their apps, every SLA group shown', async () => {
    const spend = await report('kind=spend-month&from=2024-01-01&to=2024-12-31');
    expect(spend.table.columns.map((column) => column.id)).toEqual(['orderTotal', 'orders', 'invoiceTotal', 'invoices']);
    const sla = await report('kind=tickets-sla');
    expect(sla.table.rows.map((row) => row.key)).toEqual(['met', 'breached', 'at-risk', 'on-track', 'none']);
    expect((await report('kind=tickets-team')).table.kind).toBe('tickets-team');
    expect((await report('kind=campaign-progress')).table.columns.map((column) => column.id)).toEqual(['invited', 'responded', 'done']);
  });

  it('exports CSV and PDF in the reader language, and refuses bad filters', async () => {
    const { office } = await fleet();
    const ada = await signedIn(server, DEMO.admin.email);
    const csv = ReportFile.parse((await ada.call('GET', `/insights/report/csv?kind=fleet-status&locationId=${office}`)).body);
    const text = Buffer.from(csv.contentBase64, 'base64').toString('utf8');
    expect(text).toContain('Group,Devices,Book value');
    expect(text).toContain('In stock,2,');
    expect(csv.filename).toMatch(/^fleet-status-\d{4}-\d{2}-\d{2}\.csv$/);
    const pdf = ReportFile.parse((await ada.call('GET', '/insights/report/pdf?kind=fleet-status')).body);
    const printed = await pdfText(new Uint8Array(Buffer.from(pdf.contentBase64, 'base64')));
    expect(printed).toContain('Fleet by status');
    expect(printed).toContain('In stock');

    const { organisationId, id } = (await server.store.repos.users.findByEmail(DEMO.admin.email))!;
    const { settings } = server.store.repos;
    const own = await settings.find(organisationId, id);
    if (own) await settings.update(organisationId, id, { language: 'de' }, own.version, new Date());
    else await settings.create(organisationId, id, { language: 'de', theme: 'system' });
    const german = ReportFile.parse((await ada.call('GET', `/insights/report/csv?kind=fleet-status&locationId=${office}`)).body);
    expect(Buffer.from(german.contentBase64, 'base64').toString('utf8')).toContain('Auf Lager,2,');

    expect((await ada.call('GET', '/insights/report?kind=nothing')).status).toBe(400);
    expect((await ada.call('GET', '/insights/report?kind=fleet-age&from=2025-01-01&to=2024-01-01')).status).toBe(400);
    expect((await ada.call('GET', '/insights/report?kind=fleet-age&extra=1')).status).toBe(400);
  });

  it("counts only the caller's organisation", async () => {
    await fleet();
    const globex = await otherOrganisation(server);
    const boss = await signedIn(server, globex.email);
    const answer = ReportAnswer.parse((await boss.call('GET', '/insights/report?kind=fleet-location')).body);
    expect(answer.table.rows.map((row) => row.key)).not.toContain('Report Office');
  });
});
