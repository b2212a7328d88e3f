import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Asset } from '../../application/ports/assets-gateway';
import { managePaths } from '../../domain/paths';
import { pathOfRoute } from '../../../../domain/routing/route-named';
import { formatDay, formatMoney } from '../../../../ui/kit/format';
import { StatusBadge } from '../shared/asset-status-badge';

/** Everything recorded about an asset; an empty field says so rather than vanishing. */
export function AssetFacts({ asset }: { asset: Asset }) {
  const { t, i18n } = useTranslation(['manage-assets', 'manage']);
  const day = (value: string | null) => formatDay(value, i18n.language);
  const facts: [string, ReactNode][] = [
    ['assetTag', asset.assetTag],
    ['serial', asset.serial],
    ['productType', t(`manage:productTypeOne.${asset.productType}`)],
    ['manufacturer', asset.manufacturer],
    ['model', asset.model],
    ['specs', asset.specs],
    ['status', <StatusBadge key="status" status={asset.status} />],
    ['statusLabel', asset.statusLabel?.name],
    ['condition', asset.condition && t(`manage:condition.${asset.condition}`)],
    ['assignee', asset.assignee && <Link href={managePaths.user(asset.assignee.id)}>{asset.assignee.name}</Link>],
    ['location', asset.location && <Link href={pathOfRoute('shipmaster-update-address', { addressID: asset.location.id }) ?? '#'}>{asset.location.name}</Link>],
    ['purchaseDate', day(asset.purchaseDate)],
    ['cost', formatMoney(asset.costCents, i18n.language)],
    ['bookValue', formatMoney(asset.bookValueCents, i18n.language)],
    ['supplier', asset.supplier],
    ['invoiceNumber', asset.invoiceNumber],
    ['warrantyEnd', day(asset.warrantyEnd)],
    ['endOfLife', day(asset.endOfLife)],
    ['notes', asset.notes],
  ];
  const custom = Object.entries(asset.customFields);
  return (
    <dl className="facts">
      {facts.map(([field, value]) => (
        <Fact key={field} label={t(`field.${field}`)} value={value} />
      ))}
      {custom.map(([key, value]) => (
        <Fact key={`custom-${key}`} label={key} value={String(value)} />
      ))}
    </dl>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  const { t } = useTranslation('manage-assets');
  const missing = value === null || value === undefined || value === '';
  return (
    <>
      <dt>{label}</dt>
      <dd className={missing ? 'muted' : undefined}>{missing ? t('details.none') : value}</dd>
    </>
  );
}
