import type { PersonSummaryLine } from '../../../../contract/person-summary';
import type { MockState } from '../../../../tests/mocks/mock-state';
import { campaignsDataOf } from '../../campaigns/mocks/campaigns-mock-state';
import { campaignPaths } from '../../campaigns/domain/campaign-paths';
import { ordersDataOf } from '../../commerce/mocks/orders-mock-state';
import { moneyDataOf } from '../../commerce/mocks/money-mock-state';
import { orderPaths } from '../../commerce/domain/order-paths';
import { isOpenOrder } from '../../commerce/domain/order-status';
import { MANAGE_ORDERS_SLUG, WALLET_SLUG } from '../../commerce/domain/slug';
import { walletPaths } from '../../commerce/domain/wallet-paths';
import { adminDataOf } from '../../service-desk/mocks/admin-mock-state';
import { deskDataOf } from '../../service-desk/mocks/desk-mock-state';
import { deskQueuePath } from '../../service-desk/domain/ticket-paths';
import { isClosedCategory } from '../../service-desk/domain/ticket-status';
import { RESOLVE_IT_SLUG } from '../../service-desk/domain/slug';

const newestFirst = <T>(items: readonly T[], at: (item: T) => string) => [...items].sort((a, b) => at(b).localeCompare(at(a)));
const counted = { amountMinor: null, currency: null } as const;

/**
 * A person's lines across the apps, read from the other apps' mock states as the server's apps count them through the
 * person summary port: tickets, orders, wallet, credits, campaigns, in that order; a line they have nothing of is left out.
 */
export function mockPersonSummary(state: MockState, organisationId: string, personId: string): PersonSummaryLine[] {
  const merged = (id: string) => Boolean(adminDataOf(state).agentFields.get(id)?.mergedIntoId);
  const tickets = newestFirst(
    deskDataOf(state).tickets.filter((ticket) => ticket.organisationId === organisationId && ticket.requester.userId === personId && !merged(ticket.id)),
    (ticket) => ticket.createdAt,
  );
  const orders = newestFirst(
    ordersDataOf(state).orders.filter((order) => order.organisationId === organisationId && order.personId === personId),
    (order) => order.placedAt,
  );
  const money = moneyDataOf(state);
  const hasWallet = money.entries.some((entry) => entry.organisationId === organisationId && entry.person.id === personId);
  const budget = money.currentBudget(personId);
  const memberships = newestFirst(
    campaignsDataOf(state)
      .people.filter((person) => person.organisationId === organisationId && person.userId === personId)
      .map((person) => campaignsDataOf(state).campaigns.find((campaign) => campaign.id === person.campaignId)!),
    (campaign) => campaign.createdAt,
  );
  const balance = { count: null, open: null, appSlug: WALLET_SLUG, href: walletPaths.home(personId) };
  const lines: PersonSummaryLine[] = [];
  if (tickets[0]) {
    const open = tickets.filter((ticket) => !isClosedCategory(ticket.status.category)).length;
    lines.push({ key: 'tickets', appSlug: RESOLVE_IT_SLUG, count: tickets.length, open, ...counted, href: deskQueuePath(tickets[0].serviceType, tickets[0].requester.email) });
  }
  if (orders[0]) {
    const open = orders.filter((order) => isOpenOrder(order.status)).length;
    lines.push({ key: 'orders', appSlug: MANAGE_ORDERS_SLUG, count: orders.length, open, ...counted, href: orderPaths.tab(orders[0].kind, orders[0].personEmail) });
  }
  if (hasWallet) lines.push({ key: 'wallet', ...balance, amountMinor: money.balanceOf(personId), currency: 'EUR' });
  if (budget) lines.push({ key: 'credits', ...balance, amountMinor: budget.amountMinor - money.spentOf(budget), currency: budget.currency });
  if (memberships[0]) {
    const open = memberships.filter((campaign) => campaign.status === 'active').length;
    lines.push({ key: 'campaigns', appSlug: memberships[0].kind, count: memberships.length, open, ...counted, href: campaignPaths(memberships[0].kind).details(memberships[0].id) });
  }
  return lines;
}
