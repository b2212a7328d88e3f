import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Money, TimeText } from '../../../../ui/kit/display';
import { QueryView } from '../../../../ui/kit/query-view';
import type { Buyback } from '../../application/ports/buyback-gateway';
import type { BuybackChannel } from '../../domain/slug';
import { StatusBadge } from './buyback-card';
import { buybackPaths } from './buyback-channel';

/** The desk's list: every buyback of the organisation, each opened on its page with the desk's actions. */
export function BuybackDesk({ list }: { channel: BuybackChannel; list: UseQueryResult<{ items: readonly Buyback[] }> }) {
  const { t } = useTranslation('returns-buyback');
  return (
    <QueryView query={list} isEmpty={(data) => data.items.length === 0} empty={t('desk.empty')}>
      {(data) => (
        <div className="table-scroll">
          <table className="table buyback-desk">
            <caption className="visually-hidden">{t('desk.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('desk.device')}</th>
                <th scope="col">{t('desk.person')}</th>
                <th scope="col">{t('desk.status')}</th>
                <th scope="col">{t('desk.amount')}</th>
                <th scope="col">{t('desk.due')}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((buyback) => (
                <tr key={buyback.id}>
                  <td>
                    <Link className="link" href={buybackPaths.edit(buyback.channel, buyback.id)}>
                      {buyback.asset.model} · {buyback.asset.tag}
                    </Link>
                    {buyback.order && <div className="muted">{t('orderNumber', { number: buyback.order.number })}</div>}
                  </td>
                  <td>{buyback.person.name}</td>
                  <td>
                    <StatusBadge buyback={buyback} />
                  </td>
                  <td>
                    <Money cents={buyback.agreedAmount ?? buyback.counter?.amount ?? buyback.quotedAmount} currency={buyback.currency} />
                  </td>
                  <td>{buyback.status === 'received' && buyback.inspectionDueAt ? <TimeText at={buyback.inspectionDueAt} relative /> : buyback.status === 'returning' && buyback.returnDueAt ? <TimeText at={buyback.returnDueAt} relative /> : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </QueryView>
  );
}
