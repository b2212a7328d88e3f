import { HITS_PER_APP, type RecordHit, type RecordSearcher } from '../../../kernel';
import { MANAGE_ORDERS_SLUG } from '../../../../src/apps/commerce/domain/slug';
import type { CommerceRepositories } from '../repositories/repositories';

/** Orders by number (`#1042`) or by who placed them, for whoever works Manage Orders: opened on its tab of their kind. */
export async function orderRecordSearch(repos: CommerceRepositories, searcher: RecordSearcher, query: string): Promise<RecordHit[]> {
  if (!searcher.may(MANAGE_ORDERS_SLUG)) return [];
  const { rows } = await repos.own.orders.list(searcher.organisationId, { q: query, page: 1, pageSize: HITS_PER_APP, sort: '-placedAt' });
  return rows.map((order) => ({
    kind: 'order',
    id: order.id,
    title: `#${order.number} · ${order.personName}`,
    detail: order.status,
    path: `/apps/${MANAGE_ORDERS_SLUG}/${order.kind}/${order.id}`,
    appSlug: MANAGE_ORDERS_SLUG,
  }));
}
