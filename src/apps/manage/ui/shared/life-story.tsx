import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { LifeEvent, LifeStory } from '../../../../domain/life-story';
import { formatDay, formatNumber } from '../../../../ui/kit/format';
import { TimeText } from '../../../../ui/kit/display';
import { QueryView } from '../../../../ui/kit/query-view';
import { managePaths } from '../../domain/paths';

/** Facts whose value is a code the reader knows by a word (an outcome, a disposition, a pickup slot). */
const CODED = new Set(['outcome', 'disposition', 'slot']);

function DetailValue({ name, value }: { name: string; value: string | number }) {
  const { t, i18n } = useTranslation('manage');
  if (name === 'day' && typeof value === 'string') return <>{formatDay(value, i18n.language)}</>;
  if (name === 'avoidedG' && typeof value === 'number') return <>{t('story.kg', { value: formatNumber(value / 1000, i18n.language, { exactly: 1 }) })}</>;
  if (name === 'grade') return <>{String(value).toUpperCase()}</>;
  if (CODED.has(name)) return <>{t(`story.value.${String(value)}`, { defaultValue: String(value) })}</>;
  return <>{String(value)}</>;
}

/** What the step was about, linked to its page. */
function Subject({ event }: { event: LifeEvent }) {
  return event.href ? <Link href={event.href}>{event.subject}</Link> : <>{event.subject}</>;
}

function Step({ event, here }: { event: LifeEvent; here: string }) {
  const { t } = useTranslation(['manage', 'shell']);
  const personHref = event.person && managePaths.user(event.person.id);
  const details = Object.entries(event.detail);
  return (
    <li className={`life-story__step life-story__step--${event.kind}`}>
      <p className="life-story__line">
        <strong>{t(`story.kind.${event.kind}`)}</strong>
        {[
          // The page the reader is on is not named again.
          event.href !== here && <Subject key="subject" event={event} />,
          event.person && personHref !== here && (
            <Link key="person" href={personHref!}>
              {event.person.name}
            </Link>
          ),
        ]
          .filter(Boolean)
          .map((part, index) => (
            <span key={index}>
              {index === 0 ? ' ' : ' · '}
              {part}
            </span>
          ))}
      </p>
      <p className="life-story__meta">
        <TimeText at={event.at} /> · {t(`shell:apps.${event.appSlug}`, { defaultValue: event.appSlug })}
        {event.actor && ` · ${t('story.by', { name: event.actor.name })}`}
      </p>
      {details.length > 0 && (
        <dl className="life-story__detail">
          {details.map(([name, value]) => (
            <div key={name}>
              <dt>{t(`story.detail.${name}`, { defaultValue: name })}</dt>
              <dd>
                <DetailValue name={name} value={value} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}

/**
 * A life story as every app told it, oldest step first: each step named and linked (the order, the ticket, the
 * campaign, the person), never an id. `here` is the page it is shown on, which it does not link to again.
 */
export function LifeStoryTimeline({ story, here }: { story: UseQueryResult<LifeStory>; here: string }) {
  const { t } = useTranslation('manage');
  return (
    <QueryView query={story} isEmpty={(data) => data.total === 0} empty={t('story.empty')}>
      {(data) => (
        <>
          {data.total > data.events.length && <p className="muted">{t('story.newest', { shown: data.events.length, total: data.total })}</p>}
          <ol className="life-story">
            {data.events.map((event) => (
              <Step key={event.id} event={event} here={here} />
            ))}
          </ol>
        </>
      )}
    </QueryView>
  );
}
