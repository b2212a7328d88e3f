import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../ui/kit/badge';
import { formatNumber } from '../../../../ui/kit/format';

/** What is left, marked in words (not colour alone) when it is at or below the minimum. */
export function LowStockMark({ left, low, minimum }: { left: number; low: boolean; minimum: number }) {
  const { t, i18n } = useTranslation('manage-consumables');
  return (
    <span className="stock-cell">
      {formatNumber(left, i18n.language)}
      {low && <Badge tone="warning">{left === 0 ? t('noneLeft') : t('lowStock', { minimum })}</Badge>}
    </span>
  );
}
