import type { z } from 'zod';
import type { AdjustStockRequest, ReceiveStockRequest } from '../../../../contract/apps/commerce/catalogue-schemas';
import { CONFIGURE_SLUGS } from '../../../../contract/apps/commerce/catalogue-routes';
import type { Store } from '../../../../src/apps/commerce/domain/catalogue-terms';
import { holdsStock } from '../../../../src/apps/commerce/domain/location-terms';
import { adjustmentTo } from '../../../../src/apps/commerce/domain/stock-movements';
import { auditBy, decided, notFound, ruleRefused, type StaffPrincipal } from '../../../kernel';
import type { CommerceRepositories } from '../repositories/repositories';
import type { CommerceDeps } from './service-deps';
import { locationStockOf, movementItemOf } from './catalogue-view';
import { linkedStock } from './linked-stock';

/** How many movements the history page shows. */
const HISTORY_LENGTH = 200;

/** Receiving and counting stock per location, and the history of a product's movements. */
export class StockService {
  constructor(private readonly deps: Pick<CommerceDeps, 'store' | 'accessoryStock'>) {}

  async history(principal: StaffPrincipal, store: Store, productId: string, repos: CommerceRepositories = this.deps.store.repos) {
    const { organisationId } = principal;
    const product = await repos.own.catalogue.find(organisationId, productId);
    if (!product || product.store !== store) throw notFound('product');
    const linked = await linkedStock(repos, this.deps.accessoryStock, organisationId);
    const [levels, available, movements] = await Promise.all([
      repos.own.stock.levels(organisationId, [productId]),
      repos.own.stock.availableByProduct(organisationId, [productId], linked.levels),
      repos.own.stock.history(organisationId, productId, HISTORY_LENGTH),
    ]);
    return {
      product: { id: product.id, name: product.name, kind: product.kind },
      stock: levels.map(locationStockOf),
      available: available.get(productId) ?? 0,
      accessory: linked.accessoryOf(productId),
      movements: movements.map(movementItemOf),
    };
  }

  async receive(principal: StaffPrincipal, store: Store, productId: string, body: z.output<typeof ReceiveStockRequest>) {
    return this.deps.store.transaction(async (repos) => {
      await this.checkTarget(repos, principal, store, productId, body.locationId);
      await repos.own.stock.receive(principal.organisationId, productId, body.locationId, body.quantity, body.note, principal.userId);
      await repos.audit.append(this.audit(principal, store, 'stock.received', productId, body));
      return this.history(principal, store, productId, repos);
    });
  }

  /** A count replaces the on-hand figure; never below the units orders have reserved there. */
  async adjust(principal: StaffPrincipal, store: Store, productId: string, body: z.output<typeof AdjustStockRequest>) {
    const { organisationId } = principal;
    return this.deps.store.transaction(async (repos) => {
      await this.checkTarget(repos, principal, store, productId, body.locationId);
      const level = await repos.own.stock.lockedLevel(organisationId, productId, body.locationId);
      const delta = decided(adjustmentTo(level, body.counted), 'counted');
      if (delta !== 0) await repos.own.stock.adjust(organisationId, productId, body.locationId, delta, body.note, principal.userId);
      await repos.audit.append(this.audit(principal, store, 'stock.adjusted', productId, { ...body, delta }));
      return this.history(principal, store, productId, repos);
    });
  }

  /** Stock belongs to products (a kit's is its components', a linked product's its accessory's), kept at offices and warehouses. */
  private async checkTarget(repos: CommerceRepositories, principal: StaffPrincipal, store: Store, productId: string, locationId: string) {
    const product = await repos.own.catalogue.find(principal.organisationId, productId);
    if (!product || product.store !== store) throw notFound('product');
    if (product.kind === 'kit') throw ruleRefused("A kit's stock is its components' stock.", 'kit-has-no-stock');
    if (product.accessoryId) throw ruleRefused("The product sells a Manage accessory's count: receive and count it in Manage.", 'stock-kept-in-manage');
    const location = await repos.own.locations.byId(principal.organisationId, locationId);
    if (!location || !holdsStock(location.kind)) throw ruleRefused('Stock is kept at offices and warehouses.', 'not-a-stock-location', {}, 'locationId');
  }

  private audit(principal: StaffPrincipal, store: Store, action: string, productId: string, after: unknown) {
    return auditBy(principal, { action, entityType: 'product', entityId: productId, appSlug: CONFIGURE_SLUGS[store], after });
  }
}
