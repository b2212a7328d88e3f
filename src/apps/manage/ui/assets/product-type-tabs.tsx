import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { withQuery } from '../../../../domain/routing/with-query';
import { SectionTabs } from '../../../../ui/kit/section-tabs';
import { PRODUCT_TYPES } from '../../domain/asset-status';
import { ALL_TYPES, managePaths } from '../../domain/paths';

/** The asset list's product types as links; switching keeps the search and filters but starts at page 1. */
export function ProductTypeTabs({ current, status }: { current: string; status: string | undefined }) {
  const { t } = useTranslation(['manage-assets', 'manage']);
  const params = new URLSearchParams(useSearch());
  params.delete('page');
  const query = params.toString();
  return (
    <SectionTabs
      variant="pills"
      label={t('list.productTypes')}
      tabs={[ALL_TYPES, ...PRODUCT_TYPES].map((type) => ({
        key: type,
        href: withQuery(managePaths.assets(type, status), query),
        label: t(`manage:productType.${type}`),
        current: type === current,
      }))}
    />
  );
}
