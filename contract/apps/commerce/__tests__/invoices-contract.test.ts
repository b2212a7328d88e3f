import { describe, expect, it } from 'vitest';
import { ProblemTypes } from '../../../problem';
import { invoiceRoutes as api } from '../invoices-routes';
import { storeOrderRoutesBySlug } from '../orders-routes';
import { formatMinor } from '../../../../src/domain/money/money-format';
import { pdfText } from '../../../../tests/server/pdf-text';
import { MOCK_DEMO } from '../../../../tests/mocks/handlers';
import { mockServer, realServer, type Backend } from '../../../../tests/contract/backends';
import { contractSuite } from '../../../../tests/contract/contract-suite';
import { commerceArrange, invoiceNumber, UNKNOWN_ID } from './commerce-arrange';

const euros = (minor: number) => formatMinor(minor, 'EUR', 'en-GB');

/**
 * Invoices on the server and the mocks alike: the demo's settlement, an order's invoice and the credit note that
 * takes it back, in one gapless series; an employee's own, an admin's every one; each with its lines and its PDF,
 * whose numbers are the invoice's.
 */
describe.each([realServer(), mockServer()])('invoices on $name', (backend: Backend) => {
  const calls = contractSuite(backend, MOCK_DEMO.employee.email);
  const { ok, problem, tokenOf } = calls;

  /** Eve pays two cables and a mouse with her wallet, then cancels the order: an invoice and its credit note. */
  async function invoicedAndCancelled() {
    const ada = await tokenOf(MOCK_DEMO.admin.email);
    const asAda = commerceArrange({ ok: (route, request = {}) => ok(route, { token: ada, ...request }) });
    const cable = await asAda.stocked('shop', 'Contract cable', 1_250, 5);
    const mouse = await asAda.stocked('shop', 'Contract mouse', 3_499, 5);
    const eve = await tokenOf(MOCK_DEMO.employee.email);
    await asAda.fill('shop', eve, [
      { productId: cable.id, quantity: 2 },
      { productId: mouse.id, quantity: 1 },
    ]);
    const office = await asAda.office('shop', eve);
    const shop = storeOrderRoutesBySlug.shop;
    const [order] = (await ok(shop.pay, { body: { idempotencyKey: 'contract-invoice', paymentMethod: 'wallet', locationId: office.id } })).orders;
    const cancelled = await ok(shop.cancelOrder, { params: { id: order!.id }, body: { version: order!.version, reason: 'Not needed' } });
    // The series goes on from the demo's own invoices (on the server, a year of the company's orders): numbers are
    // compared from the order's invoice on.
    const base = Number(cancelled.invoice!.number.split('-').at(-1)) - 1;
    return { ada, order: cancelled, base };
  }

  it('bills an order and takes it back with a credit note in the same series, each with its lines', async () => {
    const { order, base } = await invoicedAndCancelled();
    const invoices = await ok(api.list, { query: { sort: 'number' } });
    expect(invoices.items.map(({ number, kind, totalMinor, credits }) => ({ number, kind, totalMinor, credits: credits?.number ?? null }))).toEqual([
      { number: expect.stringMatching(/^\d{4}-\d{6}$/), kind: 'settlement', totalMinor: 18_500, credits: null },
      { number: invoiceNumber(base + 1), kind: 'order', totalMinor: 5_999, credits: null },
      { number: invoiceNumber(base + 2), kind: 'credit-note', totalMinor: -5_999, credits: invoiceNumber(base + 1) },
    ]);
    expect(order).toMatchObject({ invoice: { number: invoiceNumber(base + 1) }, creditNote: { number: invoiceNumber(base + 2) } });

    const invoice = await ok(api.get, { params: { id: order.invoice!.id } });
    expect(invoice).toMatchObject({
      number: invoiceNumber(base + 1),
      kind: 'order',
      orderId: order.id,
      buyer: { name: MOCK_DEMO.employee.name, email: MOCK_DEMO.employee.email },
      totalMinor: order.totalMinor,
      currency: 'EUR',
      credits: null,
      organisationName: MOCK_DEMO.organisation,
      lines: [
        { description: 'Contract cable', quantity: 2, unitPriceMinor: 1_250, totalMinor: 2_500 },
        { description: 'Contract mouse', quantity: 1, unitPriceMinor: 3_499, totalMinor: 3_499 },
      ],
    });
    const note = await ok(api.get, { params: { id: order.creditNote!.id } });
    expect(note).toMatchObject({ kind: 'credit-note', orderId: order.id, totalMinor: -5_999, credits: { id: invoice.id, number: invoice.number } });
    expect(note.lines.map((line) => line.totalMinor)).toEqual([-2_500, -3_499]);

    const query = (extra: Record<string, string>) => ok(api.list, { query: extra }).then((page) => page.items.map((each) => each.number));
    expect(await query({ kind: 'credit-note' })).toEqual([invoiceNumber(base + 2)]);
    expect(await query({ q: 'contract mouse', sort: 'number' })).toEqual([invoiceNumber(base + 1), invoiceNumber(base + 2)]);
    const settlement = (await query({ kind: 'settlement' }))[0]!;
    expect(await query({ q: settlement })).toEqual([settlement]);
    expect(await query({ sort: '-totalMinor' })).toEqual([settlement, invoiceNumber(base + 1), invoiceNumber(base + 2)]);
    expect(await query({ to: '2000-01-01' })).toEqual([]);
    await problem(api.get, { params: { id: UNKNOWN_ID } }, 404, ProblemTypes.notFound);
  });

  it('answers the PDF of an invoice, whose numbers are the invoice’s', async () => {
    const { order, base } = await invoicedAndCancelled();
    const documents = [
      { id: order.invoice!.id, kind: 'invoice', total: 5_999, takesBack: null },
      { id: order.creditNote!.id, kind: 'credit-note', total: -5_999, takesBack: `Takes back invoice ${invoiceNumber(base + 1)}` },
    ];
    for (const { id, kind, total, takesBack } of documents) {
      const invoice = await ok(api.get, { params: { id } });
      const pdf = await ok(api.pdf, { params: { id } });
      expect(pdf.filename).toBe(`${kind}-${invoice.number}.pdf`);
      const bytes = Uint8Array.from(atob(pdf.contentBase64), (character) => character.charCodeAt(0));
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
      // Words as a reader finds them, however the renderer spaced them.
      const text = (await pdfText(bytes)).replace(/\s+/g, ' ');
      expect(text).toContain(invoice.number);
      expect(text).toContain(MOCK_DEMO.employee.name);
      expect(text).toContain(`Total ${euros(total)}`);
      for (const line of invoice.lines) expect(text).toContain(`${line.description} ${line.quantity} ${euros(line.unitPriceMinor)} ${euros(line.totalMinor)}`);
      if (takesBack) expect(text).toContain(takesBack);
    }
  });

  it('shows an employee only their own invoices, and an admin every one of the organisation', async () => {
    const { ada, base } = await invoicedAndCancelled();
    // Ada buys for herself: her invoice is hers and the admins’.
    const asAda = commerceArrange({ ok: (route, request = {}) => ok(route, { token: ada, ...request }) });
    const stand = await asAda.stocked('shop', 'Contract stand', 4_000, 1);
    await asAda.fill('shop', ada, [{ productId: stand.id, quantity: 1 }]);
    const office = await asAda.office('shop', ada);
    const [order] = (await ok(storeOrderRoutesBySlug.shop.pay, { token: ada, body: { idempotencyKey: 'contract-ada', paymentMethod: 'company', locationId: office.id } })).orders;
    const adas = (await ok(storeOrderRoutesBySlug.shop.getOrder, { token: ada, params: { id: order!.id } })).invoice!;
    expect(adas.number).toBe(invoiceNumber(base + 3));

    expect((await ok(api.list)).total).toBe(3);
    expect((await ok(api.list, { token: ada })).items.map((each) => each.number)).toContain(invoiceNumber(base + 3));
    await problem(api.get, { params: { id: adas.id } }, 404, ProblemTypes.notFound);
    await problem(api.pdf, { params: { id: adas.id } }, 404, ProblemTypes.notFound);
    expect(await ok(api.get, { token: ada, params: { id: adas.id } })).toMatchObject({ buyer: { name: MOCK_DEMO.admin.name }, totalMinor: 4_000 });
  });
});
