import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { LicenceDetails } from '../../application/ports/software-gateway';
import { managePaths } from '../../domain/paths';
import { QueryView } from '../../../../ui/kit/query-view';
import { useLicence } from '../queries/use-software';
import type { ScreenProps } from '../../../../ui/routing/screen-props';
import { formatDay, formatMoney } from '../../../../ui/kit/format';
import { ManageFrame } from '../shared/app-frame';
import { AssignSeatForm } from './assign-seat-form';
import { ExpiryDate } from './expiry-date';
import { LicenceKey } from './licence-key';
import { SeatAssignments } from './seat-assignments';
import { SeatMeter } from './seat-meter';

function LicenceFacts({ licence }: { licence: LicenceDetails }) {
  const { t, i18n } = useTranslation('manage-software');
  const none = '—';
  return (
    <section className="panel" aria-labelledby="licence-facts">
      <h2 id="licence-facts">{t('licence.facts')}</h2>
      <dl className="facts">
        <dt>{t('licence.software')}</dt>
        <dd>
          <Link href={managePaths.softwareDetails(licence.software.id)}>{licence.software.name}</Link>
        </dd>
        <dt>{t('licence.key')}</dt>
        <dd>
          <LicenceKey licence={licence} />
        </dd>
        <dt>{t('seats.title')}</dt>
        <dd>
          <SeatMeter used={licence.seatsUsed} seats={licence.seats} /> <span>{t('seats.usedOf', { used: licence.seatsUsed, seats: licence.seats })}</span>
        </dd>
        <dt>{t('licence.expiresOn')}</dt>
        <dd>
          <ExpiryDate expiresOn={licence.expiresOn} />
        </dd>
        <dt>{t('licence.renewalOn')}</dt>
        <dd>{formatDay(licence.renewalOn, i18n.language) || none}</dd>
        <dt>{t('licence.cost')}</dt>
        <dd>{formatMoney(licence.costCents, i18n.language) || none}</dd>
        <dt>{t('licence.supplier')}</dt>
        <dd>{licence.supplier ?? none}</dd>
        <dt>{t('licence.notes')}</dt>
        <dd className="software__notes">{licence.notes ?? none}</dd>
      </dl>
    </section>
  );
}

function LicenceSeats({ licence }: { licence: LicenceDetails }) {
  const { t } = useTranslation('manage-software');
  return (
    <section className="panel" aria-labelledby="licence-seats">
      <h2 id="licence-seats">{t('seats.assignments')}</h2>
      <SeatAssignments licence={licence} />
      <h3>{t('seats.assignTitle')}</h3>
      <AssignSeatForm licence={licence} />
    </section>
  );
}

/** One licence: its facts, its key behind an audited reveal, and who holds its seats. */
export default function LicenceDetailsScreen({ match }: ScreenProps) {
  const { t } = useTranslation(['manage-software', 'manage']);
  const id = match.params.ID ?? '';
  const licence = useLicence(id);
  return (
    <ManageFrame
      title={licence.data?.name ?? t('licence.detailsTitle')}
      actions={
        <Link href={managePaths.updateLicence(id)} className="button">
          {t('manage:actions.edit')}
        </Link>
      }
    >
      <QueryView query={licence}>
        {(data) => (
          <>
            <LicenceFacts licence={data} />
            <LicenceSeats licence={data} />
          </>
        )}
      </QueryView>
    </ManageFrame>
  );
}
