import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { PRODUCT_TYPES } from '../../../../domain/manage/asset-status';
import { ALL_TYPES, managePaths, withQuery } from '../../../../domain/routing/manage-paths';

/** The asset list's product types as links; switching keeps the search and filters but starts at page 1. */
export function ProductTypeTabs({ current, status }: { current: string; status: string | undefined }) {
  const { t } = useTranslation(['manage-assets', 'manage']);
  const params = new URLSearchParams(useSearch());
  params.delete('page');
  const query = params.toString();
  return (
    <nav className="asset-types" aria-label={t('list.productTypes')}>
      <ul>
        {[ALL_TYPES, ...PRODUCT_TYPES].map((type) => (
          <li key={type}>
            <Link
              href={withQuery(managePaths.assets(type, status), query)}
              className="asset-types__link"
              aria-current={type === current ? 'page' : undefined}
            >
              {t(`manage:productType.${type}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
