import type { AccessoryStockPort, StockAccessory } from '../../../kernel';
import type { CommerceRepositories } from '../repositories/repositories';
import type { LinkedLevels } from '../repositories/stock-availability';

/** The organisation's linked products with their Manage accessories as they are now. */
export interface LinkedStock {
  /** What each linked product can be had in now: its accessory's count. */
  readonly levels: LinkedLevels;
  /** The accessory a product is linked to; none for a product that keeps its own stock. */
  accessoryOf(productId: string): StockAccessory | null;
}

/**
 * The linked products' stock, read from Manage through the port: one number that both apps show. A product linked to
 * an accessory Manage no longer has can be had in none.
 */
export async function linkedStock(repos: CommerceRepositories, accessoryStock: AccessoryStockPort, organisationId: string): Promise<LinkedStock> {
  const links = await repos.own.catalogue.linked(organisationId);
  const found = links.length === 0 ? [] : await accessoryStock.levels(repos, organisationId, links.map((link) => link.accessoryId));
  const accessories = new Map(links.flatMap((link) => {
    const accessory = found.find((each) => each.id === link.accessoryId);
    return accessory ? [[link.productId, accessory] as const] : [];
  }));
  return {
    levels: new Map(links.map((link) => [link.productId, accessories.get(link.productId)?.available ?? 0])),
    accessoryOf: (productId) => accessories.get(productId) ?? null,
  };
}

/** Only what each linked product can be had in: what the storefronts and the cart show. */
export async function linkedLevels(repos: CommerceRepositories, accessoryStock: AccessoryStockPort, organisationId: string): Promise<LinkedLevels> {
  return (await linkedStock(repos, accessoryStock, organisationId)).levels;
}
