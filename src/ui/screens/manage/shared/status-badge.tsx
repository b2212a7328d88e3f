import { useTranslation } from 'react-i18next';
import type { AssetStatus } from '../../../../domain/manage/asset-status';

/** An asset's status in words, coloured by what it means for the person holding it. */
export function StatusBadge({ status }: { status: AssetStatus }) {
  const { t } = useTranslation('manage');
  return <span className={`badge badge--status badge--${status}`}>{t(`status.${status}`)}</span>;
}
