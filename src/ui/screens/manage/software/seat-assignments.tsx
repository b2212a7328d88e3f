import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { LicenceDetails, SeatAssignment } from '../../../../application/ports/manage/software-gateway';
import { managePaths } from '../../../../domain/routing/manage-paths';
import { useReleaseSeat } from '../../../queries/manage/use-software';
import { ConfirmAction } from '../shared/confirm-action';
import { formatTimestamp } from '../shared/format';

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
  const columns = [t('seats.holder'), t('seats.kind'), t('seats.since'), t('seats.actions')];
  return (
    <div className="table-scroll">
      <table className="table" aria-label={t('seats.assignments')}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {licence.assignments.map((seat) => (
            <tr key={seat.id}>
              <td data-label={columns[0]}>
                <Holder seat={seat} />
              </td>
              <td data-label={columns[1]}>{seat.person ? t('seats.person') : t('seats.device')}</td>
              <td data-label={columns[2]}>{formatTimestamp(seat.at, i18n.language)}</td>
              <td data-label={columns[3]}>
                <ConfirmAction
                  label={t('seats.release', { holder: holderName(seat) })}
                  title={t('seats.releaseTitle')}
                  confirmLabel={t('seats.releaseConfirm')}
                  onConfirm={() => release.mutateAsync(seat.id)}
                >
                  {t('seats.releaseBody', { holder: holderName(seat), licence: licence.name })}
                </ConfirmAction>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
