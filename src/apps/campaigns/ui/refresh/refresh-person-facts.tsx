import { useTranslation } from 'react-i18next';
import { Money } from '../../../../ui/kit/display';
import type { PersonSlotProps } from '../kinds/campaign-kind-ui';
import { useRefreshDiagnostics } from '../queries/refresh';

/** Refresh Buy's columns on the details page: per device the grade, the price and the person's decision. */
export function RefreshPersonFacts({ campaign, person }: PersonSlotProps) {
  const { t } = useTranslation('campaigns-refresh');
  const diagnostics = useRefreshDiagnostics(campaign.id);
  const rows = diagnostics.data?.items.filter((row) => row.personId === person.id) ?? [];
  if (diagnostics.isPending) return <span className="muted">…</span>;
  if (rows.length === 0) return <span className="muted">{t('facts.notAnswered')}</span>;
  return (
    <ul className="refresh-facts">
      {rows.map((row) => (
        <li key={row.deviceId}>
          <span>{t('facts.grade', { grade: row.grade ?? '–' })}</span> · {row.price === null ? <span className="muted">{t('offer.noRule')}</span> : <Money cents={row.price} />} ·{' '}
          <span className={`badge refresh-state refresh-state--${row.state}`}>{t(`states.${row.state}`)}</span>
        </li>
      ))}
    </ul>
  );
}
