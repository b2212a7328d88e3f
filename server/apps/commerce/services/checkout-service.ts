import type { z } from 'zod';
import type { CheckoutSummary, PayAnswer, PayRequest } from '../../../../contract/apps/commerce/checkout-schemas';
import type { OrderStore } from '../../../../contract/apps/commerce/orders-routes';
import { ORDER_CHANGED_EVENT, type OrderChangedPayload } from '../../../../src/apps/commerce/domain/order-status';
import { approversOf } from '../../../../src/domain/approvals/approval-threshold';
import { checkPriceCurrency } from '../../../../src/apps/commerce/domain/organisation-currency';
import { decided, ruleRefused, type StaffPrincipal } from '../../../kernel';
import type { CommerceRepositories } from '../repositories/repositories';
import type { CommerceDeps } from './service-deps';
import { tellWalletChanged } from './wallet-events';
import type { ProductSummary } from '../repositories/catalogue-repository';
import type { OrderRow } from '../repositories/orders-repository';
import type { DeliveryAddress } from '../schema/orders';
import type { CartService } from './cart-service';
import { addressed, addressedOrRefused, addressOf, deliverableTo } from './delivery-address';
import { placeOrder } from './order-placement';
import { orderSummaryOf } from './orders-view';
import { checkoutGroups, type CheckoutGroup } from '../../../../src/apps/commerce/domain/checkout-groups';

type Pay = z.output<typeof PayRequest>;

interface PricedCartLine {
  readonly product: ProductSummary;
  readonly quantity: number;
}

/**
 * Paying the cart: one order per store in it, placed in one transaction with its stock reserved, its money taken
 * and (unless an approver must decide first) its invoice issued, and its lines taken out of the cart. The idempotency
 * key is claimed first, so a retried request waits for the first and answers the orders it placed.
 */
export class CheckoutService {
  constructor(
    private readonly deps: CommerceDeps,
    private readonly cart: CartService,
  ) {}

  /**
   * The cart's lines with their products as they are now; a product gone, inactive or hidden from the person is
   * refused, and so is one priced in another currency than the organisation's, which its total would mistake.
   */
  private async pricedCart(repos: CommerceRepositories, principal: StaffPrincipal): Promise<PricedCartLine[]> {
    const { organisationId, userId, role } = principal;
    const { currency } = await repos.own.settings.of(organisationId);
    const cart = await repos.own.cart.linesOf(organisationId, userId);
    const products = new Map((await repos.own.catalogue.productsByIds(organisationId, cart.map((line) => line.productId))).map((p) => [p.id, p]));
    return cart.map((line) => {
      const product = products.get(line.productId);
      if (!product || !product.active || (product.visibleToRoles.length > 0 && !product.visibleToRoles.includes(role))) {
        throw ruleRefused('A product in the cart can no longer be ordered; remove it and pay again.', 'unavailable-product', { name: product?.name ?? '' });
      }
      decided(checkPriceCurrency(product.currency, currency));
      return { product, quantity: line.quantity };
    });
  }

  private groupsOf(lines: readonly PricedCartLine[], thresholdMinor: number): CheckoutGroup[] {
    return decided(checkoutGroups(lines, thresholdMinor));
  }

  async summary(principal: StaffPrincipal): Promise<z.input<typeof CheckoutSummary>> {
    const { repos } = this.deps.store;
    const { organisationId, userId } = principal;
    const settings = await repos.own.settings.of(organisationId);
    const groups = this.groupsOf(await this.pricedCart(repos, principal), settings.approvalThresholdMinor);
    const locations = (await repos.own.locations.list(organisationId)).filter(deliverableTo(userId)).filter(addressed);
    const wallet = await repos.own.wallet.balanceOf(organisationId, userId);
    const credits = await repos.own.credits.balanceOf(organisationId, userId, this.deps.now());
    return {
      currency: settings.currency,
      approvalThresholdMinor: settings.approvalThresholdMinor,
      groups,
      totalMinor: groups.reduce((sum, group) => sum + group.totalMinor, 0),
      addresses: locations.map((location) => ({
        id: location.id,
        kind: location.kind,
        name: location.name,
        line1: location.line1,
        line2: location.line2,
        postcode: location.postcode,
        city: location.city,
        country: location.country,
        isDefault: location.isDefaultShipping,
      })),
      walletBalanceMinor: wallet.balanceMinor,
      creditsBalanceMinor: credits?.remainingMinor ?? 0,
    };
  }

  async pay(principal: StaffPrincipal, via: OrderStore, body: Pay): Promise<z.input<typeof PayAnswer>> {
    const { organisationId, userId } = principal;
    const placed = await this.deps.store.transaction(async (repos) => {
      const checkout = await repos.own.orders.claimCheckout(organisationId, userId, body.idempotencyKey);
      if (!checkout.claimed) return { orders: await repos.own.orders.ofCheckout(organisationId, checkout.id), replayed: true };
      const lines = await this.pricedCart(repos, principal);
      if (lines.length === 0) throw ruleRefused('The cart is empty.', 'cart-empty');
      const location = await repos.own.locations.byId(organisationId, body.locationId);
      if (!location || !deliverableTo(userId)(location)) throw ruleRefused('Choose one of the offered addresses.', 'unknown-address');
      const address = addressOf(addressedOrRefused(location));
      const settings = await repos.own.settings.of(organisationId);
      const administrators = (await repos.users.admins(organisationId)).map((user) => user.id);
      const orders: OrderRow[] = [];
      for (const group of this.groupsOf(lines, settings.approvalThresholdMinor)) {
        orders.push(await this.place(repos, principal, via, { ...group, checkoutId: checkout.id, address, currency: settings.currency, administrators, paymentMethod: body.paymentMethod }));
      }
      await repos.own.cart.removeProducts(organisationId, userId, lines.map((line) => line.product.id));
      return { orders, replayed: false };
    });
    const lines = await this.deps.store.repos.own.orders.lines(organisationId, placed.orders.map((order) => order.id));
    if (!placed.replayed) {
      for (const order of placed.orders) this.deps.realtime.toPerson(userId, ORDER_CHANGED_EVENT, { orderId: order.id } satisfies OrderChangedPayload);
      // The company account moves nothing of theirs; the wallet or the credits did.
      if (body.paymentMethod !== 'company') tellWalletChanged(this.deps.realtime, organisationId, userId);
      await this.cart.notifyChanged(organisationId, userId);
    }
    return { orders: placed.orders.map((order) => orderSummaryOf(order, lines)) };
  }

  private place(
    repos: CommerceRepositories,
    principal: StaffPrincipal,
    via: OrderStore,
    group: ReturnType<CheckoutService['groupsOf']>[number] & {
      checkoutId: string;
      address: DeliveryAddress;
      currency: string;
      administrators: readonly string[];
      paymentMethod: Pay['paymentMethod'];
    },
  ): Promise<OrderRow> {
    const { userId, name, email } = principal;
    return placeOrder(
      repos,
      this.deps,
      {
        kind: group.store,
        checkoutId: group.checkoutId,
        person: { id: userId, name, email },
        paymentMethod: group.paymentMethod,
        currency: group.currency,
        address: group.address,
        lines: group.lines,
        totalMinor: group.totalMinor,
        approverIds: group.needsApproval ? approversOf(group.administrators, userId) : null,
        placedBy: principal,
        appSlug: via,
      },
      this.deps.now(),
    );
  }
}
