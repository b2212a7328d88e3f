import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Leaving, ManagedPersonDetails } from '../../application/ports/people-gateway';
import { managePaths } from '../../domain/paths';
import { QueryView } from '../../../../ui/kit/query-view';
import { usePerson, usePersonStory } from '../queries/use-people';
import { LifeStoryTimeline } from '../shared/life-story';
import type { ScreenProps } from '../../../../ui/routing/screen-props';
import { formatDay, formatTimestamp } from '../../../../ui/kit/format';
import { ManageFrame } from '../shared/app-frame';
import { OffboardPerson, PendingReturn } from './offboard-person';
import { LeavingProgress } from './leaving-progress';
import { PersonHoldings } from './person-holdings';
import { PersonStatus } from './person-status';
import { PersonSummary } from './person-summary';

function PersonFacts({ person }: { person: ManagedPersonDetails }) {
  const { t, i18n } = useTranslation(['manage-people', 'shell']);
  return (
    <section className="panel" aria-labelledby="person-facts">
      <h2 id="person-facts">{t('detail.facts')}</h2>
      <dl className="facts">
        <dt>{t('fields.email')}</dt>
        <dd>{person.email}</dd>
        <dt>{t('fields.role')}</dt>
        <dd>{t(`shell:roles.${person.role}`)}</dd>
        <dt>{t('fields.joined')}</dt>
        <dd>{formatDay(person.createdAt.slice(0, 10), i18n.language)}</dd>
        <dt>{t('fields.status')}</dt>
        <dd>
          <PersonStatus offboardedAt={person.offboardedAt} />
        </dd>
      </dl>
    </section>
  );
}

function PersonStory({ id }: { id: string }) {
  return <LifeStoryTimeline story={usePersonStory(id)} here={managePaths.user(id)} />;
}

/** A person with what they hold; offboarding them settles it: devices due back, seats freed, sessions ended. */
function PersonScreen({ id }: { id: string }) {
  const { t, i18n } = useTranslation(['manage-people', 'manage']);
  const person = usePerson(id);
  const [leaving, setLeaving] = useState<Leaving | null>(null);
  const data = person.data;
  return (
    <ManageFrame
      title={data?.name ?? t('detail.title')}
      actions={
        data && (
          <>
            <Link href={managePaths.editUser(data.id)} className="button">
              {t('manage:actions.edit')}
            </Link>
            {data.offboardedAt === null && <OffboardPerson person={data} onOffboarded={setLeaving} />}
          </>
        )
      }
    >
      <QueryView query={person}>
        {(shown) => (
          <>
            {shown.offboardedAt !== null && (
              <p className="people-banner" role="note">
                {t('detail.offboardedBanner', { name: shown.name, at: formatTimestamp(shown.offboardedAt, i18n.language) })}
              </p>
            )}
            {leaving && <PendingReturn person={shown} leaving={leaving} />}
            {shown.leaving && <LeavingProgress leaving={shown.leaving} />}
            <PersonFacts person={shown} />
            <PersonHoldings person={shown} />
            <PersonSummary id={shown.id} />
            <section className="panel" aria-labelledby="person-story">
              <h2 id="person-story">{t('manage:story.title')}</h2>
              <PersonStory id={shown.id} />
            </section>
          </>
        )}
      </QueryView>
    </ManageFrame>
  );
}

/** Keyed by the person, so what one offboarding showed never carries over to another person's page. */
export default function UserDetailScreen({ match }: ScreenProps) {
  const id = match.params.userId ?? '';
  return <PersonScreen key={id} id={id} />;
}
