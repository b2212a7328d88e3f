import { HITS_PER_APP, type AppRepositories, type RecordHit, type RecordSearcher } from '../../../kernel';
import { MANAGE_SLUG } from '../../../../src/apps/manage/domain/slug';
import type { ManageOwnRepositories } from '../repositories/repositories';

/** Assets by tag, serial, model or holder, and people by name or address, for whoever may open Manage: the palette opens their pages. */
export async function manageRecordSearch(repos: AppRepositories<ManageOwnRepositories>, searcher: RecordSearcher, query: string): Promise<RecordHit[]> {
  if (!searcher.may(MANAGE_SLUG)) return [];
  const { rows } = await repos.own.assets.list(searcher.organisationId, { q: query, page: 1, pageSize: HITS_PER_APP });
  const people = await repos.own.people.list(searcher.organisationId, { q: query, page: 1, pageSize: HITS_PER_APP });
  const assets = rows.map((asset): RecordHit => ({
    kind: 'asset',
    id: asset.id,
    title: `${asset.assetTag} · ${asset.model}`,
    detail: [asset.serial, asset.assignee?.name].filter(Boolean).join(' · ') || null,
    path: `/apps/${MANAGE_SLUG}/details/${asset.id}`,
    appSlug: MANAGE_SLUG,
  }));
  const persons = people.rows.map(({ user }): RecordHit => ({
    kind: 'person',
    id: user.id,
    title: user.name,
    detail: user.email,
    path: `/apps/${MANAGE_SLUG}/user-detail/${user.id}`,
    appSlug: MANAGE_SLUG,
  }));
  return [...assets, ...persons];
}
