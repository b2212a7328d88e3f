import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../../seed/demo-seed';
import { startTestServer, type TestServer } from '../../../../tests/server/harness';
import { signedIn, otherOrganisation } from '../../../../tests/server/callers';
import { demoOrganisation } from './catalogue-helpers';
import { pdfText } from '../../../../tests/server/pdf-text';
import { commerceServer } from '../index';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const commerceStore = () => server.storeOf(commerceServer);

interface Summary {
  id: string;
  number: string;
  kind: string;
  totalMinor: number;
  buyer: { id: string | null; name: string };
}
interface Page<T> {
  items: T[];
  total: number;
}

const LATER = new Date('2031-05-04T10:00:00Z');

function invoiceFor(personId: string, issuedAt = LATER) {
  return {
    kind: 'order' as const,
    orderId: randomUUID(),
    personId,
    totalMinor: 12_345,
    currency: 'EUR',
    lines: [
      { description: 'USB-C dock', quantity: 1, unitPriceMinor: 9_995 },
      { description: 'HDMI cable', quantity: 2, unitPriceMinor: 1_175 },
    ],
    issuedAt,
  };
}

describe('issuing invoices', () => {
  it('numbers them without gaps or repeats per organisation and year, even when issued at once or rolled back', async () => {
    const { organisationId, adminId } = await demoOrganisation(server);
    const issue = () => commerceStore().transaction((repos) => repos.own.invoices.issueFor(organisationId, invoiceFor(adminId)));
    const numbers = (await Promise.all(Array.from({ length: 10 }, issue))).map((invoice) => invoice.number).sort();
    expect(numbers).toEqual(Array.from({ length: 10 }, (_, index) => `2031-${String(index + 1).padStart(6, '0')}`));

    // An order whose transaction fails gives its number back.
    await expect(
      commerceStore().transaction(async (repos) => {
        await repos.own.invoices.issueFor(organisationId, invoiceFor(adminId));
        throw new Error('payment failed');
      }),
    ).rejects.toThrow('payment failed');
    expect((await issue()).number).toBe('2031-000011');

    // Another year starts again at 1; another organisation has its own count.
    const nextYear = await commerceStore().transaction((repos) => repos.own.invoices.issueFor(organisationId, invoiceFor(adminId, new Date('2032-01-01T00:00:00Z'))));
    expect(nextYear.number).toBe('2032-000001');
    const other = await otherOrganisation(server);
    const boss = (await server.store.repos.users.findByEmail(other.email))!;
    const theirs = await commerceStore().transaction((repos) => repos.own.invoices.issueFor(other.organisationId, invoiceFor(boss.id)));
    expect(theirs.number).toBe('2031-000001');
  });

  it('answers the same invoice when an order is invoiced again', async () => {
    const { organisationId, adminId } = await demoOrganisation(server);
    const invoice = invoiceFor(adminId);
    const first = await commerceStore().transaction((repos) => repos.own.invoices.issueFor(organisationId, invoice));
    const again = await commerceStore().transaction((repos) => repos.own.invoices.issueFor(organisationId, invoice));
    expect(again).toEqual(first);
  });
});

describe('the invoices screen’s routes', () => {
  it('shows employees their own invoices and admins all, searched and filtered by period', async () => {
    const { organisationId } = await demoOrganisation(server);
    const eve = await signedIn(server, DEMO.employee.email);
    const ada = await signedIn(server, DEMO.admin.email);
    const before = (await ada.call<Page<Summary>>('GET', '/invoices')).body.total;
    await commerceStore().transaction((repos) => repos.own.invoices.issueFor(organisationId, invoiceFor(ada.userId)));

    const own = await eve.call<Page<Summary>>('GET', '/invoices');
    expect(own.body.items.map((each) => each.kind)).toEqual(['settlement']);
    const all = await ada.call<Page<Summary>>('GET', '/invoices?pageSize=200');
    expect(all.body.total).toBe(before + 1);
    expect((await ada.call<Page<Summary>>('GET', '/invoices?q=dock')).body.items.map((each) => each.buyer.name)).toEqual([DEMO.admin.name]);
    expect((await ada.call<Page<Summary>>('GET', '/invoices?q=2031-0000')).body.total).toBe(1);
    expect((await ada.call<Page<Summary>>('GET', '/invoices?from=2031-05-04&to=2031-05-04')).body.total).toBe(1);
    expect((await ada.call<Page<Summary>>('GET', '/invoices?from=2031-05-05')).body.total).toBe(0);

    // Half past midnight in Berlin, the demo company's zone, is still the evening before in UTC: the day is Berlin's.
    await commerceStore().transaction((repos) => repos.own.invoices.issueFor(organisationId, invoiceFor(ada.userId, new Date('2031-06-30T22:30:00Z'))));
    expect((await ada.call<Page<Summary>>('GET', '/invoices?from=2031-07-01&to=2031-07-01')).body.total).toBe(1);
    expect((await ada.call<Page<Summary>>('GET', '/invoices?from=2031-06-30&to=2031-06-30')).body.total).toBe(0);

    const adaInvoice = all.body.items.find((each) => each.buyer.id === ada.userId)!;
    expect((await eve.call('GET', `/invoices/${adaInvoice.id}`)).status).toBe(404);
    expect((await eve.call('GET', `/invoices/${adaInvoice.id}/pdf`)).status).toBe(404);
    const detail = await ada.call<{ lines: { totalMinor: number }[]; organisationName: string }>('GET', `/invoices/${adaInvoice.id}`);
    expect(detail.body.lines.map((line) => line.totalMinor)).toEqual([9_995, 2_350]);
    expect(detail.body.organisationName).toBe(DEMO.organisation);
  });

  it('draws the PDF with the organisation, the buyer, the number and the total', async () => {
    const eve = await signedIn(server, DEMO.employee.email);
    const [invoice] = (await eve.call<Page<Summary>>('GET', '/invoices')).body.items;
    const answer = await eve.call<{ filename: string; contentBase64: string }>('GET', `/invoices/${invoice!.id}/pdf`);
    expect(answer.body.filename).toBe(`invoice-${invoice!.number}.pdf`);
    const text = await pdfText(Buffer.from(answer.body.contentBase64, 'base64'));
    expect(text).toContain(`Invoice number: ${invoice!.number}`);
    expect(text).toContain('€185.00');
    expect(text).toContain(DEMO.employee.name);
    expect(text).toContain(DEMO.organisation);
  });

  it('keeps organisations apart', async () => {
    const eve = await signedIn(server, DEMO.employee.email);
    const [invoice] = (await eve.call<Page<Summary>>('GET', '/invoices')).body.items;
    const other = await otherOrganisation(server);
    const boss = await signedIn(server, other.email);
    expect((await boss.call<Page<Summary>>('GET', '/invoices')).body.total).toBe(0);
    expect((await boss.call('GET', `/invoices/${invoice!.id}`)).status).toBe(404);
    expect((await boss.call('GET', `/invoices/${invoice!.id}/pdf`)).status).toBe(404);
  });
});
