import { orderPaths } from '../../../../src/apps/commerce/domain/order-paths';
import { MANAGE_ORDERS_SLUG, WALLET_SLUG } from '../../../../src/apps/commerce/domain/slug';
import { walletPaths } from '../../../../src/apps/commerce/domain/wallet-paths';
import type { PersonSummaryLine } from '../../../kernel';
import type { CommerceRepositories } from '../repositories/repositories';

/**
 * What commerce keeps of a person: the orders they placed (linked to Manage Orders' tab of the newest, searched for
 * their address), their wallet's balance and what is left of their credits today (linked to their wallet). A line
 * is left out when they have no order, no wallet, or no budget covering the day.
 */
export async function commercePersonSummary(repos: CommerceRepositories, organisationId: string, personId: string, at: Date): Promise<PersonSummaryLine[]> {
  const orders = await repos.own.orders.placedBy(organisationId, personId);
  const wallet = await repos.own.wallet.balanceOf(organisationId, personId);
  const credits = await repos.own.credits.balanceOf(organisationId, personId, at);
  const balance = { count: null, open: null, appSlug: WALLET_SLUG, href: walletPaths.home(personId) };
  return [
    ...(orders.newest
      ? [{ key: 'orders', appSlug: MANAGE_ORDERS_SLUG, count: orders.total, open: orders.open, amountMinor: null, currency: null, href: orderPaths.tab(orders.newest.kind, orders.newest.personEmail) } as const]
      : []),
    ...(wallet.currency ? [{ key: 'wallet', ...balance, amountMinor: wallet.balanceMinor, currency: wallet.currency } as const] : []),
    ...(credits ? [{ key: 'credits', ...balance, amountMinor: credits.remainingMinor, currency: credits.currency } as const] : []),
  ];
}
