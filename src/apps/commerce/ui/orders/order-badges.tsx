import { useTranslation } from 'react-i18next';
import { Badge, type Tone } from '../../../../ui/kit/badge';
import type { OrderSummary } from '../../application/ports/orders-gateway';
import type { FulfilmentStatus, OrderStatus, PaymentStatus } from '../../domain/order-status';

const statusTone: Readonly<Record<OrderStatus, Tone>> = {
  'awaiting-approval': 'warning',
  ordered: 'info',
  processing: 'info',
  'partially-shipped': 'info',
  shipped: 'info',
  completed: 'success',
  declined: 'danger',
  cancelled: 'neutral',
};
const paymentTone: Readonly<Record<PaymentStatus, Tone>> = { held: 'warning', paid: 'success', refunded: 'neutral' };
const fulfilmentTone: Readonly<Record<FulfilmentStatus, Tone>> = { unfulfilled: 'neutral', 'partially-shipped': 'warning', shipped: 'success' };

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('commerce-orders');
  return (
    <Badge tone={statusTone[status]} dot>
      {t(`status.${status}`)}
    </Badge>
  );
}

/** The three statuses of an order side by side: where it stands, its money, and what left the warehouse. */
export function OrderBadges({ order }: { order: Pick<OrderSummary, 'status' | 'paymentStatus' | 'fulfilmentStatus'> }) {
  const { t } = useTranslation('commerce-orders');
  return (
    <span className="orders-badges">
      <OrderStatusBadge status={order.status} />
      <Badge tone={paymentTone[order.paymentStatus]}>{t(`payment.${order.paymentStatus}`)}</Badge>
      <Badge tone={fulfilmentTone[order.fulfilmentStatus]}>{t(`fulfilment.${order.fulfilmentStatus}`)}</Badge>
    </span>
  );
}
