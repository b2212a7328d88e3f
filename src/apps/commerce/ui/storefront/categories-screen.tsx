import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../../ui/kit/query-view';
import type { ScreenProps } from '../../../../ui/routing/screen-props';
import { useStoreCategories } from '../queries/storefront';
import { CategoryTiles } from './category-tiles';
import { StoreFrame } from './store-frame';
import { storeOf } from './store-paths';

/** categories: every category with products I may see. */
export default function StoreCategoriesScreen({ match }: ScreenProps) {
  const { t } = useTranslation(['commerce-storefront', 'commerce']);
  const store = storeOf(match);
  const categories = useStoreCategories(store);
  return (
    <StoreFrame store={store} title={t('categories.title')} lead={t(`stores.${store}.name`)}>
      <QueryView query={categories} isEmpty={(data) => data.items.length === 0} empty={t('categories.empty')}>
        {(data) => <CategoryTiles store={store} categories={data.items} label={t('categories.title')} />}
      </QueryView>
    </StoreFrame>
  );
}
