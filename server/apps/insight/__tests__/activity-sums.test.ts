import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ReportAnswer } from '../../../../contract/apps/insight/report-schemas';
import { DEMO } from '../../../seed/demo-seed';
import { startTestServer, type TestServer } from '../../../../tests/server/harness';
import { signedIn } from '../../../../tests/server/callers';
import { addProduct, addWarehouse, demoOrganisation } from '../../commerce/__tests__/catalogue-helpers';
import { reportProblem } from '../../service-desk/__tests__/helpers';
import { commerceServer } from '../../commerce';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 240_000);
afterAll(() => server.close());
beforeEach(() => server.reset());

const today = () => new Date().toISOString().slice(0, 10);

async function report(kind: string, query = '') {
  const ada = await signedIn(server, DEMO.admin.email);
  const answer = await ada.call('GET', `/insights/report?kind=${kind}${query}`);
  expect(answer.status, answer.text).toBe(200);
  return ReportAnswer.parse(answer.body).table;
}

/** A column's figure summed over every row: what the report counts in all. */
const total = (table: { columns: { id: string }[]; rows: { values: number[] }[] }, column: string) => {
  const at = table.columns.findIndex((candidate) => candidate.id === column);
  return table.rows.reduce((sum, row) => sum + (row.values[at] ?? 0), 0);
};

/**
 * The demo company as it stands, then one more order and one more ticket made through the apps themselves: each report
 * moves by exactly what was made, so its figures are the apps' own.
 */
describe("Insights Center's sums", () => {
  it("adds an order placed today to this month's spend, to the cent, counting months where the company is", async () => {
    const { organisationId, adminId } = await demoOrganisation(server);
    const commerce = server.storeOf(commerceServer).repos.own;
    const warehouse = await addWarehouse(commerce, organisationId, 'SUM warehouse', true);
    const laptop = await addProduct(commerce, organisationId, 'SUM laptop');
    await commerce.stock.receive(organisationId, laptop, warehouse, 5, null, adminId);
    const eve = await signedIn(server, DEMO.employee.email);
    await commerce.wallet.append(organisationId, { personId: eve.userId, amountMinor: 100_000, currency: 'EUR', reason: 'SUM top-up', idempotencyKey: randomUUID() });
    const period = `&from=${today()}&to=${today()}`;
    const before = await report('spend-month', period);

    expect((await eve.call('POST', '/devicehub/cart/lines', { productId: laptop, quantity: 2 })).status).toBe(200);
    const paid = await eve.call<{ orders: { id: string; totalMinor: number }[] }>('POST', '/devicehub/checkout', { idempotencyKey: randomUUID(), paymentMethod: 'wallet', locationId: warehouse });
    expect(paid.status, paid.text).toBe(201);
    const [order] = paid.body.orders;

    const after = await report('spend-month', period);
    expect(order!.totalMinor).toBeGreaterThan(0);
    expect(total(after, 'orderTotal') - total(before, 'orderTotal')).toBe(order!.totalMinor);
    expect(total(after, 'orders') - total(before, 'orders')).toBe(1);

    // Placed at half past eleven on New Year's Eve (UTC): already New Year's Day in Berlin, the company's zone.
    await server.database.db.execute(sql`update commerce_orders set placed_at = '2030-12-31T23:30:00Z' where id = ${order!.id}`);
    const newYear = await report('spend-month', '&from=2031-01-01&to=2031-01-01');
    expect(newYear.rows).toEqual([{ key: '2031-01', values: [order!.totalMinor, 1, 0, 0] }]);
    expect((await report('spend-month', '&from=2030-12-31&to=2030-12-31')).rows).toEqual([]);
  });

  it('counts a problem an employee reports in the SLA report and in its team’s row, open', async () => {
    const slaBefore = await report('tickets-sla');
    const teamsBefore = await report('tickets-team');
    await reportProblem(await signedIn(server, DEMO.employee.email));
    const slaAfter = await report('tickets-sla');
    const teamsAfter = await report('tickets-team');
    expect(total(slaAfter, 'tickets') - total(slaBefore, 'tickets')).toBe(1);
    expect(total(teamsAfter, 'tickets') - total(teamsBefore, 'tickets')).toBe(1);
    expect(total(teamsAfter, 'open') - total(teamsBefore, 'open')).toBe(1);
    // Every ticket has one SLA group: the two reports count the same tickets.
    expect(total(slaAfter, 'tickets')).toBe(total(teamsAfter, 'tickets'));
  });
});
