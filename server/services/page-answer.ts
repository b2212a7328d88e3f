import type { ListAnswer } from '../../contract/list';
import type { PageRequest } from '../repositories/query-helpers';

/** One page of a list as the contract answers it: what was found, and the page the client asked for. */
export function pageAnswer<Item>(items: Item[], total: number, { page, pageSize }: PageRequest): ListAnswer<Item> {
  return { items, total, page, pageSize };
}
