import { useTranslation } from 'react-i18next';
import { Money, TimeText } from '../../../../ui/kit/display';
import type { OrderDetail } from '../../application/ports/orders-gateway';

/**
 * An order's lines with what shipped of each, its address, its parcels with tracking numbers, its invoice, and the
 * credit note that took the invoice back if it was cancelled.
 */
export function OrderFacts({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('commerce-orders');
  const address = order.deliveryAddress;
  const lineName = (lineId: string) => order.lines.find((line) => line.id === lineId)?.name ?? '';
  return (
    <div className="orders-facts">
      <section aria-labelledby={`order-${order.id}-lines`}>
        <h2 id={`order-${order.id}-lines`}>{t('detail.lines')}</h2>
        <div className="orders-table-scroll">
          <table className="orders-lines">
            <thead>
              <tr>
                <th scope="col">{t('columns.item')}</th>
                <th scope="col" className="numeric">{t('columns.quantity')}</th>
                <th scope="col" className="numeric">{t('columns.shipped')}</th>
                <th scope="col" className="numeric">{t('columns.unitPrice')}</th>
                <th scope="col" className="numeric">{t('columns.lineTotal')}</th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line) => (
                <tr key={line.id}>
                  <th scope="row">{line.productKind === 'kit' ? t('detail.kit', { name: line.name }) : line.name}</th>
                  <td className="numeric">{line.quantity}</td>
                  <td className="numeric">{line.shippedQuantity}</td>
                  <td className="numeric">
                    <Money cents={line.unitPriceMinor} currency={order.currency} />
                  </td>
                  <td className="numeric">
                    <Money cents={line.lineTotalMinor} currency={order.currency} />
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={4}>
                  {t('detail.total')}
                </th>
                <td className="numeric">
                  <Money cents={order.totalMinor} currency={order.currency} />
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      </section>
      <dl className="orders-facts__list">
        <dt>{t('detail.placed')}</dt>
        <dd>
          <TimeText at={order.placedAt} />
        </dd>
        <dt>{t('detail.placedBy')}</dt>
        <dd>{order.personName}</dd>
        <dt>{t('detail.paidWith')}</dt>
        <dd>{t(`method.${order.paymentMethod}`)}</dd>
        <dt>{t('detail.deliverTo')}</dt>
        <dd>
          <address>
            {address.name}
            <br />
            {address.line1}
            {address.line2 && (
              <>
                <br />
                {address.line2}
              </>
            )}
            <br />
            {address.postcode} {address.city}, {address.country}
          </address>
        </dd>
        <dt>{t('detail.invoice')}</dt>
        <dd>{order.invoice ? order.invoice.number : t('detail.noInvoice')}</dd>
        {order.creditNote && (
          <>
            <dt>{t('detail.creditNote')}</dt>
            <dd>{order.creditNote.number}</dd>
          </>
        )}
        {order.decisionReason && (
          <>
            <dt>{t('detail.reason')}</dt>
            <dd>{order.decisionReason}</dd>
          </>
        )}
      </dl>
      <section aria-labelledby={`order-${order.id}-parcels`}>
        <h2 id={`order-${order.id}-parcels`}>{t('detail.parcels')}</h2>
        {order.shipments.length === 0 ? (
          <p className="muted">{t('detail.noParcels')}</p>
        ) : (
          <ul className="orders-parcels">
            {order.shipments.map((parcel) => (
              <li key={parcel.id}>
                <strong>{parcel.trackingNumber}</strong>
                {parcel.carrier && ` · ${parcel.carrier}`} · <TimeText at={parcel.shippedAt} />
                <span className="muted">
                  {' '}
                  ({parcel.lines.map((line) => `${line.quantity} × ${lineName(line.lineId)}`).join(', ')})
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
