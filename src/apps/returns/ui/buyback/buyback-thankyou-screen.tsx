import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PageHeader } from '../../../../ui/kit/page-header';
import { QueryView } from '../../../../ui/kit/query-view';
import { EmptyState } from '../../../../ui/kit/states';
import type { ScreenProps } from '../../../../ui/routing/screen-props';
import { useMyBuybacks } from '../queries/buyback';
import { BuybackCard } from './buyback-card';
import { buybackPaths, channelOf } from './buyback-channel';

/** thankyou/:orderID: the order is placed; the page names its number and what comes next (the label, the inspection). */
export default function BuybackThankYouScreen({ match }: ScreenProps) {
  const channel = channelOf({ match });
  const { t } = useTranslation('returns-buyback');
  const orderId = match.params.orderID ?? '';
  const mine = useMyBuybacks(channel);
  const buyback = mine.data?.items.find((each) => each.order?.id === orderId);
  return (
    <section className="screen buyback" aria-labelledby="buyback-thanks-title">
      <PageHeader title={buyback?.order ? t('thanks.title', { number: buyback.order.number }) : t('thanks.titlePlain')} titleId="buyback-thanks-title" />
      <QueryView query={mine}>
        {() =>
          buyback ? (
            <div className="buyback-thanks">
              <p>{t('thanks.lead')}</p>
              <ol className="buyback-splash__steps">
                <li>{t('thanks.step1')}</li>
                <li>{t('thanks.step2')}</li>
                <li>{t('thanks.step3')}</li>
              </ol>
              <BuybackCard buyback={buyback} />
              <Link className="button" href={buybackPaths.home(channel)}>
                {t('thanks.back')}
              </Link>
            </div>
          ) : (
            <EmptyState title={t('thanks.unknown')} action={<Link href={buybackPaths.home(channel)}>{t('thanks.back')}</Link>} />
          )
        }
      </QueryView>
    </section>
  );
}
