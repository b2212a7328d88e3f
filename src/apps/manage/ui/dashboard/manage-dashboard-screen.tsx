import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PRODUCT_TYPES } from '../../domain/asset-status';
import { managePaths } from '../../domain/paths';
import { ManageFrame } from '../shared/app-frame';
import { AssetsByProductType, AssetsByStatus } from './asset-count-widgets';
import { ExpiringLicences, LowStock, OpenExceptions, PendingImports } from './attention-widgets';

function QuickActions() {
  const { t } = useTranslation('manage-accessories');
  return (
    <nav className="quick-actions" aria-label={t('dashboard.quickActions')}>
      <Link href={managePaths.addAsset(PRODUCT_TYPES[0])} className="button button--primary">
        {t('dashboard.addAsset')}
      </Link>
      <Link href={managePaths.importedAssets()} className="button">
        {t('dashboard.importCsv')}
      </Link>
      <Link href={managePaths.labels()} className="button">
        {t('dashboard.printLabels')}
      </Link>
    </nav>
  );
}

/** Manage's overview: how the fleet stands and what needs a hand, each figure a way into its list. */
export default function ManageDashboardScreen() {
  const { t } = useTranslation('manage-accessories');
  return (
    <ManageFrame title={t('dashboard.title')} lead={t('dashboard.lead')} actions={<QuickActions />}>
      <div className="stat-grid">
        <OpenExceptions />
        <PendingImports />
      </div>
      <div className="widgets">
        <AssetsByStatus />
        <AssetsByProductType />
        <LowStock />
        <ExpiringLicences />
      </div>
    </ManageFrame>
  );
}
