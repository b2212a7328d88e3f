import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../../ui/routing/screen-props';
import { ProductBrowser } from './product-browser';
import { StoreFrame } from './store-frame';
import { storeOf } from './store-paths';

/** search: results as I type (on the server, once typing settles), the words kept in the address. */
export default function StoreSearchScreen({ match }: ScreenProps) {
  const { t } = useTranslation(['commerce-storefront', 'commerce']);
  const store = storeOf(match);
  return (
    <StoreFrame store={store} title={t('search.title')} lead={t(`stores.${store}.name`)}>
      <ProductBrowser store={store} fixed={{}} label={t('search.results')} search />
    </StoreFrame>
  );
}
