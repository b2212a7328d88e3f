import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../../ui/routing/screen-props';
import { ProductBrowser } from './product-browser';
import { StoreFrame } from './store-frame';
import { storeOf } from './store-paths';

/** kits: Device Hub's defined kits, each a bundle at one price. */
export default function StoreKitsScreen({ match }: ScreenProps) {
  const { t } = useTranslation(['commerce-storefront', 'commerce']);
  const store = storeOf(match);
  return (
    <StoreFrame store={store} title={t('kits.title')} lead={t('kits.lead')}>
      <ProductBrowser store={store} fixed={{ kind: 'kit' }} label={t('kits.title')} />
    </StoreFrame>
  );
}
