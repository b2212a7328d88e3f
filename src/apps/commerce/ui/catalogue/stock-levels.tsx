import { useTranslation } from 'react-i18next';
import type { LocationStock } from '../../application/ports/catalogue-gateway';

/** Stock per location: what orders may still take, of what is on the shelf. */
export function StockLevels({ stock }: { stock: readonly LocationStock[] }) {
  const { t } = useTranslation('commerce-catalogue');
  if (stock.length === 0) return <span className="muted">{t('stock.none')}</span>;
  return (
    <ul className="catalogue-levels">
      {stock.map((level) => (
        <li key={level.locationId}>
          {t('stock.level', { location: level.locationName, available: level.available, onHand: level.onHand })}
        </li>
      ))}
    </ul>
  );
}
