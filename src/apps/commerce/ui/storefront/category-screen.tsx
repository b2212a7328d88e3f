import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../../ui/routing/screen-props';
import { useStoreCategories } from '../queries/storefront';
import { ProductBrowser } from './product-browser';
import { StoreFrame } from './store-frame';
import { storeOf } from './store-paths';

/** category/:slug: the category's products, filtered and sorted as the address says. */
export default function StoreCategoryScreen({ match }: ScreenProps) {
  const { t } = useTranslation(['commerce-storefront', 'commerce']);
  const store = storeOf(match);
  const slug = match.params.slug ?? '';
  const category = useStoreCategories(store).data?.items.find((each) => each.slug === slug);
  const title = category?.name ?? t('commerce:routes.category');
  return (
    <StoreFrame store={store} title={title} lead={category && t('productCount', { count: category.productCount })}>
      <ProductBrowser store={store} fixed={{ category: slug }} label={title} />
    </StoreFrame>
  );
}
