import { notFound, type StaffPrincipal } from '../../../kernel';
import type { PersonSummaryAnswer } from '../../../../contract/person-summary';
import type { ManageDeps } from './service-deps';

/** What the other apps know of a person, gathered where Manage shows them. */
export class ManagePersonSummaryService {
  constructor(private readonly deps: Pick<ManageDeps, 'store' | 'personSummary' | 'now'>) {}

  async of(principal: StaffPrincipal, id: string): Promise<PersonSummaryAnswer> {
    const { repos } = this.deps.store;
    if (!(await repos.own.people.find(principal.organisationId, id))) throw notFound('person');
    return { lines: await this.deps.personSummary.of(repos, principal.organisationId, id, this.deps.now()) };
  }
}
