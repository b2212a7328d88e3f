import { InsufficientFundsError, WalletCurrencyError } from '../repositories/wallet-repository';
import { invoiceEvent } from './order-story';
import type { CommerceRepositories } from '../repositories/repositories';
import type { OrderLineRow, OrderRow } from '../repositories/orders-repository';
import { ruleRefused } from '../../../kernel';

/**
 * Money moves of an order, keyed by the order's id: a charge and its refund each happen at most once, whatever is
 * retried. The company account moves nothing here; its invoice is what bills it.
 */
export async function chargeOrder(repos: CommerceRepositories, order: OrderRow, actorId: string): Promise<void> {
  if (order.totalMinor === 0 || order.paymentMethod === 'company' || !order.personId) return;
  const { organisationId, personId, totalMinor, currency } = order;
  try {
    if (order.paymentMethod === 'wallet') {
      await repos.own.wallet.append(organisationId, {
        personId,
        amountMinor: -totalMinor,
        currency,
        reason: `Order #${order.number}`,
        orderId: order.id,
        idempotencyKey: `order:${order.id}:charge`,
        actorId,
      });
    } else {
      await repos.own.credits.spend(organisationId, { personId, amountMinor: totalMinor, orderId: order.id, idempotencyKey: `order:${order.id}:charge` });
    }
  } catch (error) {
    if (error instanceof InsufficientFundsError) {
      throw ruleRefused(`The ${order.paymentMethod === 'wallet' ? 'wallet balance' : 'credits'} cannot cover ${totalMinor}.`, 'insufficient-funds', {
        method: order.paymentMethod,
        balanceMinor: error.balanceMinor,
        totalMinor,
      });
    }
    if (error instanceof WalletCurrencyError) throw ruleRefused(`The wallet is kept in ${error.walletCurrency}.`, 'wallet-currency', { currency: error.walletCurrency });
    throw error;
  }
}

/** Gives back what the order was charged, to the wallet or to the credit budget it was spent from. */
export async function refundOrder(repos: CommerceRepositories, order: OrderRow, actorId: string): Promise<void> {
  if (order.totalMinor === 0 || order.paymentMethod === 'company' || !order.personId) return;
  const { organisationId, personId, totalMinor, currency } = order;
  if (order.paymentMethod === 'wallet') {
    await repos.own.wallet.append(organisationId, {
      personId,
      amountMinor: totalMinor,
      currency,
      reason: `Refund of order #${order.number}`,
      orderId: order.id,
      idempotencyKey: `order:${order.id}:refund`,
      actorId,
    });
  } else {
    await repos.own.credits.refund(organisationId, { personId, amountMinor: totalMinor, orderId: order.id, idempotencyKey: `order:${order.id}:refund` });
  }
}

/** The paid order's invoice (MONEY numbers it without gaps in this transaction); the order keeps its id and number. */
export async function invoiceOrder(repos: CommerceRepositories, order: OrderRow, lines: readonly OrderLineRow[], issuedAt: Date): Promise<{ invoiceId: string; invoiceNumber: string }> {
  const invoice = await repos.own.invoices.issueFor(order.organisationId, {
    kind: 'order',
    orderId: order.id,
    personId: order.personId ?? '',
    totalMinor: order.totalMinor,
    currency: order.currency,
    lines: lines.map((line) => ({ description: line.name, quantity: line.quantity, unitPriceMinor: line.unitPriceMinor })),
    issuedAt,
    buyer: { name: order.personName, email: order.personEmail },
  });
  await repos.lifeEvents.add([invoiceEvent(order, 'invoiced', invoice.number, issuedAt)]);
  return { invoiceId: invoice.id, invoiceNumber: invoice.number };
}

/** A cancelled order's invoice taken back by a credit note; nothing when the order was never invoiced (it awaited approval). */
export async function creditOrder(repos: CommerceRepositories, order: OrderRow, issuedAt: Date): Promise<void> {
  const creditNote = order.invoiceId ? await repos.own.invoices.creditNoteFor(order.organisationId, order.id, issuedAt) : null;
  if (creditNote) await repos.lifeEvents.add([invoiceEvent(order, 'credited', creditNote.number, issuedAt)]);
}
