import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { LicenceDetails, SeatAssignment } from '../../application/ports/software-gateway';
import { managePaths } from '../../domain/paths';
import { useReleaseSeat } from '../queries/use-software';
import { ConfirmAction } from '../../../../ui/kit/confirm-action';
import { formatTimestamp } from '../../../../ui/kit/format';
import { RecordTable } from '../../../../ui/kit/record-table';

function holderName(seat: SeatAssignment): string {
  return seat.person?.name ?? seat.asset?.assetTag ?? '';
}

function Holder({ seat }: { seat: SeatAssignment }) {
  const { t } = useTranslation('manage-software');
  if (seat.person) return <Link href={managePaths.user(seat.person.id)}>{seat.person.name}</Link>;
  if (seat.asset) return <Link href={managePaths.asset(seat.asset.id)}>{seat.asset.assetTag}</Link>;
  return <span className="muted">{t('seats.unknownHolder')}</span>;
}

/** Who holds the licence's seats, since when, each with a release. */
export function SeatAssignments({ licence }: { licence: LicenceDetails }) {
  const { t, i18n } = useTranslation('manage-software');
  const release = useReleaseSeat(licence.id);
  if (licence.assignments.length === 0) return <p className="empty-state">{t('seats.none')}</p>;
  return (
    <RecordTable
      label={t('seats.assignments')}
      rows={licence.assignments}
      rowKey={(seat) => seat.id}
      columns={[
        { header: t('seats.holder'), cell: (seat) => <Holder seat={seat} /> },
        { header: t('seats.kind'), cell: (seat) => (seat.person ? t('seats.person') : t('seats.device')) },
        { header: t('seats.since'), cell: (seat) => formatTimestamp(seat.at, i18n.language) },
        {
          header: t('seats.actions'),
          cell: (seat) => (
            <ConfirmAction
              label={t('seats.release', { holder: holderName(seat) })}
              title={t('seats.releaseTitle')}
              confirmLabel={t('seats.releaseConfirm')}
              onConfirm={() => release.mutateAsync(seat.id)}
            >
              {t('seats.releaseBody', { holder: holderName(seat), licence: licence.name })}
            </ConfirmAction>
          ),
        },
      ]}
    />
  );
}
