import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { pathOfRoute } from '../../../../domain/routing/route-named';
import type { OrderDetail } from '../../application/ports/orders-gateway';

/** The fleet's assets an order's shipped devices became, each by its tag, leading to its page in Manage. */
export function OrderAssets({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('commerce-orders');
  if (order.assets.length === 0) return null;
  /** What the asset is: its line's device of that number (a kit's laptop, not the kit). */
  const deviceName = ({ lineId, unit }: { lineId: string; unit: number }) => {
    const line = order.lines.find((each) => each.id === lineId);
    return line?.devices[unit % line.devices.length]?.name ?? line?.name ?? '';
  };
  return (
    <section aria-labelledby={`order-${order.id}-assets`}>
      <h2 id={`order-${order.id}-assets`}>{t('detail.assets')}</h2>
      <ul className="orders-parcels">
        {order.assets.map((asset) => (
          <li key={asset.id}>
            <Link className="link" href={pathOfRoute('manage-beta-details', { ID: asset.id }) ?? '#'}>
              {asset.assetTag}
            </Link>
            <span className="muted"> · {asset.serial ? t('detail.assetOf', { name: deviceName(asset), serial: asset.serial }) : deviceName(asset)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
