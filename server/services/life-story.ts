import type { LifeStoryAnswer } from '../../contract/life-story';
import type { LifeStory } from '../repositories/life-event-repository';

/** A life story as the API answers it: every step named, with its page. */
export function lifeStoryAnswer(story: LifeStory): LifeStoryAnswer {
  return {
    total: story.total,
    events: story.events.map((event) => ({
      id: event.id,
      at: event.at.toISOString(),
      appSlug: event.appSlug,
      kind: event.kind,
      subject: event.subject,
      href: event.href,
      person: event.person,
      actor: event.actor,
      detail: event.detail,
    })),
  };
}
