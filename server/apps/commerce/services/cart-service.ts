import type { z } from 'zod';
import type { Cart } from '../../../../contract/apps/commerce/cart-schemas';
import { CART_CHANGED_EVENT, checkCartTotals, MAX_LINE_QUANTITY, type CartChangedPayload } from '../../../../src/apps/commerce/domain/cart-rules';
import { ProblemTypes } from '../../../../contract/problem';
import type { Role } from '../../../../contract/common';
import { STORES } from '../../../../src/apps/commerce/domain/catalogue-terms';
import { ApiProblem, decided, FileLinks, notFound, type StaffPrincipal } from '../../../kernel';
import type { CommerceRepositories } from '../repositories/repositories';
import type { CommerceDeps } from './service-deps';
import { linkedLevels } from './linked-stock';
import { productCardOf, type Links } from './storefront-view';

type CartAnswer = z.input<typeof Cart>;

/** Who the cart belongs to: a person of an organisation, whose role decides which products they may see. */
interface CartOwner {
  readonly organisationId: string;
  readonly userId: string;
  readonly role: Role;
}

const lineLimit = (max: number) =>
  new ApiProblem(409, ProblemTypes.conflict, `A cart line holds at most ${max} units`, undefined, undefined, {}, {
    code: 'cart-line-limit',
    params: { max },
  });

/**
 * The one cart of each person across Shop and Device Hub, kept on the server. Every change tells the person's
 * browsers the new count (`commerce.cart.changed`), which the sidebar's badge shows.
 */
export class CartService {
  private readonly links: Links;

  constructor(private readonly deps: Pick<CommerceDeps, 'store' | 'now' | 'config' | 'keys' | 'realtime' | 'accessoryStock'>) {
    this.links = new FileLinks(deps);
  }

  /**
   * The lines grouped by store (Shop first), each with the product as the person may see it now: a product since
   * withdrawn or hidden from their role leaves the answer (and the count), though its line waits in case it returns.
   */
  private async viewOf(repos: CommerceRepositories, owner: CartOwner): Promise<CartAnswer> {
    const lines = await repos.own.cart.linesOf(owner.organisationId, owner.userId);
    const cards = new Map(
      (
        await repos.own.storefront.cardsByIds(
          owner,
          lines.map((line) => line.productId),
          await linkedLevels(repos, this.deps.accessoryStock, owner.organisationId),
        )
      ).map((row) => [row.id, productCardOf(row, this.links)]),
    );
    const shown = lines.flatMap((line) => {
      const card = cards.get(line.productId);
      return card ? [{ line, card }] : [];
    });
    const groups = STORES.flatMap((store) => {
      const inStore = shown.filter(({ card }) => card.store === store);
      if (inStore.length === 0) return [];
      const currency = inStore[0]!.card.price.currency;
      const lineViews = inStore.map(({ line, card }) => ({
        productId: card.id,
        name: card.name,
        kind: card.kind,
        imageUrl: card.imageUrl,
        unitPrice: card.price,
        quantity: line.quantity,
        lineTotal: { amountMinor: card.price.amountMinor * line.quantity, currency: card.price.currency },
        available: card.available,
      }));
      const subtotal = lineViews.reduce((sum, line) => sum + line.lineTotal.amountMinor, 0);
      return [{ store, lines: lineViews, subtotal: { amountMinor: subtotal, currency } }];
    });
    return { groups, count: shown.reduce((sum, { line }) => sum + line.quantity, 0) };
  }

  /** The cart after a change, which is undone (the transaction rolls back) when a store's part outgrows one order. */
  private async checkedView(repos: CommerceRepositories, owner: CartOwner): Promise<CartAnswer> {
    const cart = await this.viewOf(repos, owner);
    decided(checkCartTotals(cart.groups), 'quantity');
    return cart;
  }

  private tell(owner: CartOwner, cart: CartAnswer): CartAnswer {
    this.deps.realtime.toPerson(owner.userId, CART_CHANGED_EVENT, { count: cart.count } satisfies CartChangedPayload);
    return cart;
  }

  view(principal: StaffPrincipal): Promise<CartAnswer> {
    return this.viewOf(this.deps.store.repos, principal);
  }

  /** Only a product the person may see, in a store open to them; a line never holds more than the limit. */
  async add(principal: StaffPrincipal, request: { productId: string; quantity: number }): Promise<CartAnswer> {
    const cart = await this.deps.store.transaction(async (repos) => {
      const { organisationId, userId, role } = principal;
      // Only whether the person may see it: the cart's view tells its availability.
      const [product] = await repos.own.storefront.cardsByIds(principal, [request.productId], new Map());
      if (!product || !(await repos.apps.opensTo(organisationId, role, product.store))) throw notFound('product');
      const held = await repos.own.cart.quantityOf(organisationId, userId, product.id);
      if (held + request.quantity > MAX_LINE_QUANTITY) throw lineLimit(MAX_LINE_QUANTITY);
      await repos.own.cart.add(organisationId, userId, { productId: product.id, quantity: request.quantity, store: product.store }, this.deps.now());
      return this.checkedView(repos, principal);
    });
    return this.tell(principal, cart);
  }

  async setQuantity(principal: StaffPrincipal, productId: string, quantity: number): Promise<CartAnswer> {
    const cart = await this.deps.store.transaction(async (repos) => {
      if (!(await repos.own.cart.setQuantity(principal.organisationId, principal.userId, productId, quantity, this.deps.now()))) {
        throw notFound('cart line');
      }
      return this.checkedView(repos, principal);
    });
    return this.tell(principal, cart);
  }

  async remove(principal: StaffPrincipal, productId: string): Promise<CartAnswer> {
    const cart = await this.deps.store.transaction(async (repos) => {
      if (!(await repos.own.cart.removeProducts(principal.organisationId, principal.userId, [productId]))) throw notFound('cart line');
      return this.viewOf(repos, principal);
    });
    return this.tell(principal, cart);
  }

  /** For changes made elsewhere (an order took the lines it paid): tells the person's browsers the new count. */
  async notifyChanged(organisationId: string, personId: string): Promise<void> {
    const person = await this.deps.store.repos.users.find(organisationId, personId);
    if (!person) return;
    const owner = { organisationId, userId: personId, role: person.role };
    this.tell(owner, await this.viewOf(this.deps.store.repos, owner));
  }
}
