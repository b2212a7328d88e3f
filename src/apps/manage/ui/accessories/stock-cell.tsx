import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../ui/kit/badge';
import type { Accessory } from '../../application/ports/accessories-gateway';

/** Units on the shelf out of all units, marked when the shelf is at or under the accessory's threshold. */
export function StockCell({ accessory }: { accessory: Accessory }) {
  const { t } = useTranslation('manage-accessories');
  return (
    <span className="stock-cell">
      {t('stock.availableOfShort', { available: accessory.available, total: accessory.total })}
      {accessory.lowStock && <Badge tone="warning">{t('stock.low')}</Badge>}
    </span>
  );
}
