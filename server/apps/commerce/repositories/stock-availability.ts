import { sql, type SQL } from 'drizzle-orm';
import { commerceKitComponents, commerceProducts } from '../schema/catalogue';
import { commerceStock } from '../schema/stock';

const p = commerceProducts;

/** What each linked product can be had in now, by product id: its Manage accessory's count, read through the port. */
export type LinkedLevels = ReadonlyMap<string, number>;

/** The linked product's count, or null for a product that keeps its own stock. */
const linkedOf = (linked: LinkedLevels, productId: SQL | typeof p.id) =>
  linked.size === 0
    ? sql`null::int`
    : sql`(select v.n from (values ${sql.join(
        [...linked].map(([id, n]) => sql`(${id}::uuid, ${n}::int)`),
        sql`, `,
      )}) as v(id, n) where v.id = ${productId})`;

/**
 * What one product has on its shelves over every location: on hand less reserved, never below zero per location,
 * as the domain's `availableOf` counts it; a linked product has its accessory's count instead.
 */
const availableOfProduct = (linked: LinkedLevels, productId: SQL | typeof p.id) =>
  sql`coalesce(${linkedOf(linked, productId)}, (select sum(greatest(${commerceStock.onHand} - ${commerceStock.reserved}, 0)) from ${commerceStock} where ${commerceStock.productId} = ${productId}), 0)`;

/**
 * The one SQL for availability, of the product row in the query: the units an order may take now; for a kit, as
 * many whole kits as its scarcest component allows (none when it has no components), as `kitsAvailable` counts them.
 * The storefronts show it and filter on it; the catalogue administration reads it through the stock repository.
 */
export const availableUnits = (linked: LinkedLevels) =>
  sql<number>`(case when ${p.kind} = 'kit' then coalesce((select min(${availableOfProduct(
    linked,
    sql`kc.product_id`,
  )} / kc.quantity) from ${commerceKitComponents} kc where kc.kit_id = ${p.id}), 0) else ${availableOfProduct(linked, p.id)} end)::int`;
