import { useTranslation } from 'react-i18next';
import type { Accessory } from '../../../../application/ports/manage/accessories-gateway';

/** Units on the shelf out of all units, marked when the shelf is at or under the accessory's threshold. */
export function StockCell({ accessory }: { accessory: Accessory }) {
  const { t } = useTranslation('manage-accessories');
  return (
    <span className="stock-cell">
      {t('stock.availableOfShort', { available: accessory.available, total: accessory.total })}
      {accessory.lowStock && <span className="badge badge--low-stock">{t('stock.low')}</span>}
    </span>
  );
}
