import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { pathOfRoute } from '../../../../domain/routing/route-named';
import type { OrderDetail } from '../../application/ports/orders-gateway';

/** The fleet's assets an order's shipped devices became, each by its tag, leading to its page in Manage. */
export function OrderAssets({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('commerce-orders');
  if (order.assets.length === 0) return null;
  const lineName = (lineId: string) => order.lines.find((line) => line.id === lineId)?.name ?? '';
  return (
    <section aria-labelledby={`order-${order.id}-assets`}>
      <h2 id={`order-${order.id}-assets`}>{t('detail.assets')}</h2>
      <ul className="orders-parcels">
        {order.assets.map((asset) => (
          <li key={asset.id}>
            <Link className="link" href={pathOfRoute('manage-beta-details', { ID: asset.id }) ?? '#'}>
              {asset.assetTag}
            </Link>
            <span className="muted"> · {asset.serial ? t('detail.assetOf', { name: lineName(asset.lineId), serial: asset.serial }) : lineName(asset.lineId)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
