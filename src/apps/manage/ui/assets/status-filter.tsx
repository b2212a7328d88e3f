import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { ASSET_STATUSES, type AssetStatus } from '../../domain/asset-status';
import { managePaths } from '../../domain/paths';
import { withQuery } from '../../../../domain/routing/with-query';

/**
 * The status filter. A status in the address (a link from elsewhere) is where the list starts; a choice made
 * here moves into the query string, so saved views keep it.
 */
export function StatusFilter({ productType, status }: { productType: string; status: AssetStatus | undefined }) {
  const { t } = useTranslation(['manage-assets', 'manage']);
  const search = useSearch();
  const [, navigate] = useLocation();
  const choose = (value: string) => {
    const params = new URLSearchParams(search);
    params.delete('page');
    if (value) params.set('status', value);
    else params.delete('status');
    const query = params.toString();
    navigate(withQuery(managePaths.assets(productType), query), { replace: true });
  };
  return (
    <label className="field list-filter">
      <span>{t('field.status')}</span>
      <select className="input" value={status ?? ''} onChange={(event) => choose(event.target.value)}>
        <option value="">{t('kit:list.any')}</option>
        {ASSET_STATUSES.map((value) => (
          <option key={value} value={value}>
            {t(`manage:status.${value}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
