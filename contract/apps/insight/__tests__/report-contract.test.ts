import { describe, expect, it } from 'vitest';
import * as api from '../routes';
import * as manage from '../../manage/routes';
import { mockServer, realServer, type Backend } from '../../../../tests/contract/backends';
import { contractSuite } from '../../../../tests/contract/contract-suite';
import { MOCK_DEMO } from '../../../../tests/mocks/handlers';

const text = (base64: string) => new TextDecoder().decode(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));

/** Insights Center's reports and their files, on the server and the mocks alike. */
describe.each([realServer(), mockServer()])('Insights Center on $name', (backend: Backend) => {
  const { ok, problem, tokenOf } = contractSuite(backend);

  it('counts the fleet with its filters, every SLA group, spend and campaign columns, and the options the filters offer', async () => {
    await ok(manage.createManageAsset, { body: { assetTag: 'QA-INS-1', productType: 'laptop', manufacturer: 'Dell', model: 'Latitude 7430', purchaseDate: '2011-03-01' } });
    await ok(manage.createManageAsset, { body: { assetTag: 'QA-INS-2', productType: 'monitor', manufacturer: 'Dell', model: 'P2422H Monitor', purchaseDate: '2011-06-01' } });
    const status = await ok(api.runReport, { query: { kind: 'fleet-status', from: '2011-01-01', to: '2011-12-31' } });
    expect(status.translatedKeys).toBe(true);
    expect(status.table.rows.find((row) => row.key === 'in-stock')?.values[0]).toBe(2);
    expect(status.table.totals[0]).toBe(2);
    expect(status.options.productTypes).toEqual(expect.arrayContaining(['laptop', 'monitor']));
    const laptops = await ok(api.runReport, { query: { kind: 'fleet-book-value', from: '2011-01-01', to: '2011-12-31', productType: 'laptop' } });
    expect(laptops.table.rows.map((row) => row.key)).toEqual(['laptop']);
    expect(laptops.table.currency).toMatch(/^[A-Z]{3}$/);
    expect((await ok(api.runReport, { query: { kind: 'tickets-sla' } })).table.rows.map((row) => row.key)).toEqual(['met', 'breached', 'at-risk', 'on-track', 'none']);
    expect((await ok(api.runReport, { query: { kind: 'spend-month' } })).table.columns.map((column) => column.id)).toEqual(['orderTotal', 'orders', 'invoiceTotal', 'invoices']);
    expect((await ok(api.runReport, { query: { kind: 'campaign-progress' } })).translatedKeys).toBe(false);
    expect((await ok(api.runReport, { query: { kind: 'emissions-year', from: '2011-01-01', to: '2011-12-31' } })).table.rows.map((row) => row.key)).toEqual(['2011']);
  });

  it('writes the report as CSV and as a PDF', async () => {
    await ok(manage.createManageAsset, { body: { assetTag: 'QA-INS-3', productType: 'laptop', model: 'Latitude 7430', purchaseDate: '2012-02-01' } });
    const csv = await ok(api.getReportCsv, { query: { kind: 'fleet-status', from: '2012-01-01', to: '2012-12-31' } });
    expect(csv.filename).toMatch(/^fleet-status-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(text(csv.contentBase64)).toContain('Group,Devices,Book value (');
    expect(text(csv.contentBase64)).toMatch(/In stock,1,.*\r\nTotal,1,/);
    const pdf = await ok(api.getReportPdf, { query: { kind: 'fleet-age' } });
    expect(pdf.filename).toMatch(/^fleet-age-.*\.pdf$/);
    expect(atob(pdf.contentBase64).startsWith('%PDF-')).toBe(true);
  });

  it('refuses an unknown report, a period that ends before it starts, and an employee', async () => {
    await problem(api.runReport, { query: { kind: 'fleet-colour' } }, 400);
    await problem(api.runReport, { query: { kind: 'fleet-status', from: '2025-02-01', to: '2025-01-01' } }, 400);
    await problem(api.getReportCsv, { token: await tokenOf(MOCK_DEMO.employee.email), query: { kind: 'fleet-status' } }, 403);
    await problem(api.getReportPdf, { token: await tokenOf(MOCK_DEMO.employee.email), query: { kind: 'fleet-status' } }, 403);
  });
});
