import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../../ui/kit/format';

/** Whether a person still works here, or the day they were offboarded. */
export function PersonStatus({ offboardedAt }: { offboardedAt: string | null }) {
  const { t, i18n } = useTranslation('manage-people');
  if (offboardedAt === null) return <span className="badge person-status person-status--active">{t('status.active')}</span>;
  return (
    <span className="badge person-status person-status--offboarded">
      {t('status.offboarded', { date: formatDay(offboardedAt.slice(0, 10), i18n.language) })}
    </span>
  );
}
