import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ASSET_STATUSES, PRODUCT_TYPES } from '../../domain/asset-status';
import { ALL_TYPES, managePaths } from '../../domain/paths';
import { useAssetCounts } from '../queries/use-manage-overview';
import { Widget } from './widget';

function CountBars({ rows }: { rows: readonly { label: string; href: string; total: number }[] }) {
  const { t } = useTranslation('manage-accessories');
  const most = Math.max(1, ...rows.map((row) => row.total));
  return (
    <ul className="bar-list">
      {rows.map((row) => (
        <li key={row.href}>
          <Link href={row.href}>{row.label}</Link>
          <meter min={0} max={most} value={row.total} aria-label={t('dashboard.countOf', { label: row.label, count: row.total })} />
          <span>{row.total}</span>
        </li>
      ))}
    </ul>
  );
}

export function AssetsByStatus() {
  const { t } = useTranslation(['manage-accessories', 'manage']);
  const counts = useAssetCounts('status', ASSET_STATUSES);
  return (
    <Widget title={t('dashboard.assetsByStatus')} query={counts}>
      {(rows) => (
        <CountBars rows={rows.map(({ value, total }) => ({ label: t(`manage:status.${value}`), href: managePaths.assets(ALL_TYPES, value), total }))} />
      )}
    </Widget>
  );
}

export function AssetsByProductType() {
  const { t } = useTranslation(['manage-accessories', 'manage']);
  const counts = useAssetCounts('productType', PRODUCT_TYPES);
  return (
    <Widget title={t('dashboard.assetsByType')} query={counts}>
      {(rows) => <CountBars rows={rows.map(({ value, total }) => ({ label: t(`manage:productType.${value}`), href: managePaths.assets(value), total }))} />}
    </Widget>
  );
}
