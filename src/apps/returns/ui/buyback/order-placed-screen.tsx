import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { QueryView } from '../../../../ui/kit/query-view';
import { BUYBACK_SLUG } from '../../domain/slug';
import { useMyBuybacks } from '../queries/buyback';
import { buybackPaths } from './buyback-channel';

/** /apps/buyback-devices/order-placed, on a page of its own: the newest order placed, by its number. */
export default function OrderPlacedScreen() {
  const { t } = useTranslation('returns-buyback');
  const mine = useMyBuybacks(BUYBACK_SLUG);
  return (
    <main className="buyback-placed" aria-labelledby="buyback-placed-title">
      <CheckCircle2 size={48} aria-hidden="true" className="buyback-placed__icon" />
      <h1 id="buyback-placed-title">{t('placed.title')}</h1>
      <QueryView query={mine}>
        {(data) => {
          const newest = data.items.find((each) => each.order);
          return <p>{newest?.order ? t('placed.lead', { number: newest.order.number, model: newest.asset.model }) : t('placed.none')}</p>;
        }}
      </QueryView>
      <Link className="button button--primary" href={buybackPaths.home(BUYBACK_SLUG)}>
        {t('placed.back')}
      </Link>
    </main>
  );
}
