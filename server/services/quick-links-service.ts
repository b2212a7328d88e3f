import type { z } from 'zod';
import type { QuickLinksAnswer, RecordSearchAnswer, SaveQuickLinksRequest } from '../../contract/quick-links';
import type { StaffPrincipal } from '../principal';
import type { RecordSearchPort } from '../ports/record-search-port';
import { staleVersion } from '../problems';
import { appAccessOf } from './access';
import type { ServiceDeps } from './service-deps';

type Answer = z.output<typeof QuickLinksAnswer>;

/** A person's pins, and the records the command palette finds for them. */
export class QuickLinksService {
  constructor(
    private readonly deps: Pick<ServiceDeps, 'store' | 'now'>,
    private readonly search: RecordSearchPort,
  ) {}

  async get(principal: StaffPrincipal): Promise<Answer> {
    return (await this.deps.store.repos.quickLinks.find(principal.organisationId, principal.userId)) ?? { items: [], version: 0 };
  }

  /** The whole list at once, against the version read (0: none yet), so that a reorder on two devices never interleaves. */
  async save(principal: StaffPrincipal, request: z.output<typeof SaveQuickLinksRequest>): Promise<Answer> {
    const { quickLinks } = this.deps.store.repos;
    const saved =
      request.version === 0
        ? await quickLinks.create(principal.organisationId, principal.userId, request.items)
        : await quickLinks.replace(principal.organisationId, principal.userId, request.items, request.version, this.deps.now());
    if (!saved) throw staleVersion();
    return saved;
  }

  /** Only records of the apps the person may open, each app deciding which of its records they may see. */
  async records(principal: StaffPrincipal, query: string): Promise<z.output<typeof RecordSearchAnswer>> {
    const { repos } = this.deps.store;
    const { allowed } = await appAccessOf(repos, principal.organisationId, principal.role);
    const may = new Set(allowed);
    const searcher = { organisationId: principal.organisationId, userId: principal.userId, may: (slug: string) => may.has(slug) };
    return { hits: await this.search.find(repos, searcher, query) };
  }
}
