import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { DataException } from '../../application/ports/review-gateway';
import { managePaths } from '../../domain/paths';
import { useAsset } from '../queries/use-assets';

function FixLabel({ exception }: { exception: DataException }) {
  const { t } = useTranslation('manage-people');
  return <>{t(`exceptions.fix.${exception.kind}`, { defaultValue: exception.fix.label })}</>;
}

/** The serial is corrected in the asset's edit form, whose address needs the asset's product type. */
function EditAssetLink({ exception }: { exception: DataException }) {
  const asset = useAsset(exception.entityId);
  const href = asset.data ? managePaths.updateAsset(asset.data.productType, exception.entityId) : managePaths.asset(exception.entityId);
  return (
    <Link href={href}>
      <FixLabel exception={exception} />
    </Link>
  );
}

/** Where the person fixes a finding: the asset's details (check in, retire, warranty), its edit form, the licence, or the person (offboard). */
export function ExceptionFixLink({ exception }: { exception: DataException }) {
  if (exception.kind === 'duplicate-serial') return <EditAssetLink exception={exception} />;
  const href =
    exception.entityType === 'licence'
      ? managePaths.licence(exception.entityId)
      : exception.entityType === 'person'
        ? managePaths.user(exception.entityId)
        : managePaths.asset(exception.entityId);
  return (
    <Link href={href}>
      <FixLabel exception={exception} />
    </Link>
  );
}
