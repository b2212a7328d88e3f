import type * as z from 'zod';
import type { CheckoutSummary, PayRequest } from '../../../../contract/apps/commerce/checkout-schemas';
import { isAdminRole } from '../../../../contract/common';
import { approversOf } from '../../../domain/approvals/approval-threshold';
import { checkPriceCurrency } from '../domain/organisation-currency';
import { addressMissing } from '../domain/location-terms';
import type { MockState, MockUser } from '../../../../tests/mocks/mock-state';
import { catalogueDataOf, type MockAdminProduct } from './catalogue-mock-state';
import { decided, refused } from './mock-refusals';
import { moneyDataOf } from './money-mock-state';
import { planReservation, reserveForOrder, type MockReservationPlan } from './order-stock-mock';
import { ordersDataOf, type MockOrder } from './orders-mock-state';
import { storefrontDataOf } from './storefront-mock-state';
import { checkoutGroups, type CheckoutGroup } from '../domain/checkout-groups';

type Pay = z.output<typeof PayRequest>;
type Location = ReturnType<typeof catalogueDataOf>['locations'][number];

/** Offices and warehouses, and the person's own home: the places an order of theirs may go. */
const deliverableTo = (person: MockUser) => (location: Location) => location.organisationId === person.organisationId && (location.kind !== 'home' || location.personId === person.id);

type Addressed = Location & { readonly line1: string; readonly city: string; readonly postcode: string; readonly country: string };
/** A site named without an address (a Manage asset's place) is no delivery destination until it is completed. */
const addressed = (location: Location): location is Addressed => !addressMissing(location);

/**
 * The pay page in memory, as the server's checkout: the cart priced as it is now, one order per store, and paying
 * it all or nothing: stock reserved, money taken and (unless an approver decides first) invoiced, the lines out of
 * the cart; a retried key answers the orders it placed. Each refusal leaves everything as it was.
 */
export function checkoutOf(state: MockState) {
  const catalogue = catalogueDataOf(state);
  const money = moneyDataOf(state);
  const orders = ordersDataOf(state);
  const settingsOf = (person: MockUser) => catalogue.settingsOf(person.organisationId);

  /** The cart's lines with their products as they are now; one gone, inactive, hidden or in another currency is refused. */
  function pricedCart(person: MockUser) {
    const { currency } = settingsOf(person);
    return storefrontDataOf(state)
      .cartOf(person)
      .map((line) => {
        const product = catalogue.products.find((each) => each.id === line.productId && each.organisationId === person.organisationId);
        if (!product || !product.active || (product.visibleToRoles.length > 0 && !product.visibleToRoles.includes(person.role))) {
          throw refused('unavailable-product', 'A product in the cart can no longer be ordered; remove it and pay again.', { name: product?.name ?? '' });
        }
        decided(checkPriceCurrency(product.currency, currency));
        return { product, quantity: line.quantity };
      });
  }

  function groupsOf(lines: readonly { product: MockAdminProduct; quantity: number }[], thresholdMinor: number): CheckoutGroup[] {
    return decided(checkoutGroups(lines, thresholdMinor));
  }

  function summary(person: MockUser): z.input<typeof CheckoutSummary> {
    const settings = settingsOf(person);
    const groups = groupsOf(pricedCart(person), settings.approvalThresholdMinor);
    const budget = money.currentBudget(person.id);
    return {
      currency: settings.currency,
      approvalThresholdMinor: settings.approvalThresholdMinor,
      groups,
      totalMinor: groups.reduce((sum, group) => sum + group.totalMinor, 0),
      addresses: catalogue.locations
        .filter(deliverableTo(person))
        .filter(addressed)
        .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
        .map(({ id, kind, name, line1, line2, postcode, city, country, isDefaultShipping }) => ({ id, kind, name, line1, line2, postcode, city, country, isDefault: isDefaultShipping })),
      walletBalanceMinor: money.balanceOf(person.id),
      creditsBalanceMinor: budget ? budget.amountMinor - money.spentOf(budget) : 0,
    };
  }

  /**
   * Whether each order can be served and paid, in the server's order (its stock, then its money, store by store),
   * before anything is kept: the first refusal is the server's, and nothing was written.
   */
  function plan(person: MockUser, groups: ReturnType<typeof groupsOf>, paymentMethod: Pay['paymentMethod']): MockReservationPlan[] {
    const taken = new Map<string, number>();
    let walletMinor = money.balanceOf(person.id);
    const budget = money.currentBudget(person.id);
    let creditsMinor = budget ? budget.amountMinor - money.spentOf(budget) : 0;
    return groups.map((group) => {
      const reservation = planReservation(catalogue, person.organisationId, group.lines, taken);
      if ('short' in reservation) {
        const names = reservation.short.map((id) => catalogue.products.find((product) => product.id === id)!.name).join(', ');
        throw refused('out-of-stock', `Out of stock: ${names}.`, { products: names });
      }
      if (group.totalMinor > 0 && paymentMethod !== 'company') {
        const balanceMinor = paymentMethod === 'wallet' ? walletMinor : creditsMinor;
        if (balanceMinor < group.totalMinor) {
          const what = paymentMethod === 'wallet' ? 'wallet balance' : 'credits';
          throw refused('insufficient-funds', `The ${what} cannot cover ${group.totalMinor}.`, { method: paymentMethod, balanceMinor, totalMinor: group.totalMinor });
        }
        if (paymentMethod === 'wallet') walletMinor -= group.totalMinor;
        else creditsMinor -= group.totalMinor;
      }
      return reservation;
    });
  }

  function pay(person: MockUser, body: Pay): MockOrder[] {
    orders.keysSeen.push(body.idempotencyKey);
    const key = `${person.id}:${body.idempotencyKey}`;
    const again = orders.payments.get(key);
    if (again) return again;
    const lines = pricedCart(person);
    if (lines.length === 0) throw refused('cart-empty', 'The cart is empty.');
    const location = catalogue.locations.find((each) => each.id === body.locationId);
    if (!location || !deliverableTo(person)(location)) throw refused('unknown-address', 'Choose one of the offered addresses.');
    if (!addressed(location)) throw refused('address-missing', `${location.name} has no whole address yet: complete it in Locations first.`, {}, 'locationId');
    const settings = settingsOf(person);
    const groups = groupsOf(lines, settings.approvalThresholdMinor);
    const reservations = plan(person, groups, body.paymentMethod);
    const administrators = state.users.filter((user) => user.organisationId === person.organisationId && isAdminRole(user.role)).map((user) => user.id);
    const deliveryAddress = {
      source: location.kind === 'home' ? ('home' as const) : ('location' as const),
      locationId: location.id,
      name: location.recipient ? `${location.recipient}, ${location.name}` : location.name,
      ...{ line1: location.line1, line2: location.line2, postcode: location.postcode, city: location.city, country: location.country },
    };
    const placed = groups.map((group, index) => {
      const order = orders.add({
        organisationId: person.organisationId,
        personId: person.id,
        kind: group.store,
        paymentMethod: body.paymentMethod,
        deliveryAddress,
        approverIds: group.needsApproval ? approversOf(administrators, person.id) : [],
        lines: group.lines.map(({ productId, kind, name, quantity, unitPriceMinor }) => ({ productId, productKind: kind, name, quantity, unitPriceMinor })),
      });
      reserveForOrder(state, reservations[index]!, order.id, person, group.store);
      orders.charge(order, person);
      if (group.needsApproval) return order;
      const invoice = orders.invoice(order);
      return orders.touch(order, { invoice: { id: invoice.id, number: invoice.number } });
    });
    const cart = storefrontDataOf(state).cartOf(person);
    cart.splice(0, cart.length, ...cart.filter((line) => !lines.some((paid) => paid.product.id === line.productId)));
    orders.payments.set(key, placed);
    return placed;
  }

  return { summary, pay };
}
