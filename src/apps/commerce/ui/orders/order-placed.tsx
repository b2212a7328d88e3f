import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { CheckoutSummary } from '../../application/ports/checkout-gateway';
import type { OrderSummary } from '../../application/ports/orders-gateway';
import type { PaymentMethod } from '../../domain/order-status';
import { OrderStatusBadge } from './order-badges';
import { OrderLines } from './order-lines';

/** What was paid, kept from the pay page: the answer names the orders, the page knew their lines and the address. */
export interface PlacedOrders {
  readonly orders: readonly OrderSummary[];
  readonly summary: CheckoutSummary;
  readonly locationId: string;
  readonly method: PaymentMethod;
}

/** The thank-you after paying: each order's number, status and lines, where it goes, how it was paid, and what next. */
export function OrderPlaced({ placed, historyHref, storeHref }: { placed: PlacedOrders; historyHref: string; storeHref: string }) {
  const { t } = useTranslation('commerce-orders');
  const { orders, summary, locationId, method } = placed;
  const address = summary.addresses.find((each) => each.id === locationId);
  return (
    <div className="orders-pay" role="status">
      {orders.map((order) => {
        const group = summary.groups.find((each) => each.store === order.kind);
        return (
          <section key={order.id} className="surface orders-pay__group" aria-labelledby={`placed-${order.id}`}>
            <h2 id={`placed-${order.id}`}>
              {t('order', { number: order.number })} <OrderStatusBadge status={order.status} />
            </h2>
            <OrderLines lines={group?.lines ?? []} totalMinor={order.totalMinor} currency={order.currency} />
          </section>
        );
      })}
      <dl className="orders-placed__facts">
        {address && (
          <div>
            <dt>{t('pay.thanks.deliverTo')}</dt>
            <dd>
              <strong>{address.name}</strong>, {address.line1}, {address.postcode} {address.city}, {address.country}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('pay.thanks.paidWith')}</dt>
          <dd>{t(`method.${method}`)}</dd>
        </div>
      </dl>
      {orders.some((order) => order.approvalState === 'pending') && <p className="muted">{t('pay.thanks.awaitsApproval')}</p>}
      <div className="form-actions">
        <Link className="button" href={storeHref}>
          {t('pay.thanks.backToStore')}
        </Link>
        <Link className="button button--primary" href={historyHref}>
          {t('pay.toHistory')}
        </Link>
      </div>
    </div>
  );
}
