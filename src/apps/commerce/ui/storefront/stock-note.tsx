import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../ui/kit/badge';

/** How many can be had now, in words with a tone: plenty, few left, or none. */
export function StockNote({ available }: { available: number }) {
  const { t } = useTranslation('commerce-storefront');
  if (available === 0) return <Badge tone="danger">{t('stock.out')}</Badge>;
  if (available <= 3) return <Badge tone="warning">{t('stock.few', { count: available })}</Badge>;
  return <Badge tone="success">{t('stock.in', { count: available })}</Badge>;
}
