import { sql, type SQL } from 'drizzle-orm';
import { commerceKitComponents, commerceProducts } from '../schema/catalogue';
import { commerceStock } from '../schema/stock';

const p = commerceProducts;

/**
 * What one product has on its shelves over every location: on hand less reserved, never below zero per location,
 * as the domain's `availableOf` counts it.
 */
const availableOfProduct = (productId: SQL | typeof p.id) =>
  sql`coalesce((select sum(greatest(${commerceStock.onHand} - ${commerceStock.reserved}, 0)) from ${commerceStock} where ${commerceStock.productId} = ${productId}), 0)`;

/**
 * The one SQL for availability, of the product row in the query: the units an order may take now; for a kit, as
 * many whole kits as its scarcest component allows (none when it has no components), as `kitsAvailable` counts them.
 * The storefronts show it and filter on it; the catalogue administration reads it through the stock repository.
 */
export const availableUnits = sql<number>`(case when ${p.kind} = 'kit' then coalesce((select min(${availableOfProduct(
  sql`kc.product_id`,
)} / kc.quantity) from ${commerceKitComponents} kc where kc.kit_id = ${p.id}), 0) else ${availableOfProduct(p.id)} end)::int`;
