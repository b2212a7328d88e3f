import { lifeStoryAnswer, notFound, type StaffPrincipal } from '../../../kernel';
import { assetOrNotFound } from './asset-service';
import type { ManageDeps } from './service-deps';

/** More than a page shows: the oldest steps of a long story are left out, and the answer says how many there are. */
const STORY_LIMIT = 200;

/** What every app told of an asset or a person, read where Manage shows them. */
export class ManageLifeStoryService {
  constructor(private readonly deps: Pick<ManageDeps, 'store'>) {}

  async ofAsset(principal: StaffPrincipal, id: string) {
    const { repos } = this.deps.store;
    await assetOrNotFound(repos, principal.organisationId, id);
    return lifeStoryAnswer(await repos.lifeEvents.ofAsset(principal.organisationId, id, STORY_LIMIT));
  }

  async ofPerson(principal: StaffPrincipal, id: string) {
    const { repos } = this.deps.store;
    if (!(await repos.own.people.find(principal.organisationId, id))) throw notFound('person');
    return lifeStoryAnswer(await repos.lifeEvents.ofPerson(principal.organisationId, id, STORY_LIMIT));
  }
}
