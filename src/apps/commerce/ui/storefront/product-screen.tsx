import { ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { Badge } from '../../../../ui/kit/badge';
import { Money } from '../../../../ui/kit/display';
import { useProblemText } from '../../../../ui/kit/problem-text';
import { QueryView } from '../../../../ui/kit/query-view';
import type { ScreenProps } from '../../../../ui/routing/screen-props';
import type { ProductDetail } from '../../application/ports/storefront-gateway';
import type { Store } from '../../domain/catalogue-terms';
import { QuantityField } from '../cart/quantity-field';
import { useAddToCart } from '../queries/cart';
import { useProduct, useRecordView } from '../queries/storefront';
import { ProductImage } from './product-image';
import { StockNote } from './stock-note';
import { StoreFrame } from './store-frame';
import { storeOf, storePaths } from './store-paths';
import { productPictureOf } from '../../domain/product-picture';

/** The pictures: a large one, and the others as thumbnails that bring theirs forward. */
function Gallery({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('commerce-storefront');
  const [shown, setShown] = useState(0);
  const urls = product.imageUrls;
  return (
    <div className="product-gallery">
      <div className="product-gallery__main">
        {urls.length > 0 ? (
          <img className="product-image product-image--large" src={urls[shown]} alt={t('product.imageAlt', { name: product.name, number: shown + 1 })} />
        ) : (
          <ProductImage url={null} picture={productPictureOf(product.kind, product.name, product.category?.name)} size="large" />
        )}
      </div>
      {urls.length > 1 && (
        <ul className="product-gallery__thumbs" aria-label={t('product.images')}>
          {urls.map((url, index) => (
            <li key={url}>
              <button
                type="button"
                className="product-gallery__thumb"
                aria-pressed={index === shown}
                aria-label={t('product.showImage', { number: index + 1 })}
                onClick={() => setShown(index)}
              >
                <img src={url} alt="" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The price, what can be had, and the quantity to put in the cart. */
function BuyBox({ store, product }: { store: Store; product: ProductDetail }) {
  const { t } = useTranslation('commerce-storefront');
  const { problemText } = useProblemText();
  const add = useAddToCart(store);
  const [quantity, setQuantity] = useState(1);
  const soldOut = product.available === 0;
  return (
    <div className="buy-box">
      <p className="buy-box__price">
        <Money cents={product.price.amountMinor} currency={product.price.currency} />
      </p>
      <StockNote available={product.available} />
      <div className="buy-box__row">
        <QuantityField label={t('product.quantity')} value={quantity} onChange={setQuantity} isDisabled={soldOut} />
        <RippleButton
          className="button button--primary buy-box__add"
          isDisabled={soldOut || add.isPending}
          onPress={() => add.mutate({ productId: product.id, quantity })}
        >
          <ShoppingCart size={18} aria-hidden="true" />
          {t('product.addToCart')}
        </RippleButton>
      </div>
      <div role="status" className="buy-box__status">
        {add.isSuccess && (
          <>
            {t('product.added', { count: quantity })} <Link href={storePaths(store).cart}>{t('product.viewCart')}</Link>
          </>
        )}
        {add.isError && <span className="form-error">{problemText(add.error)}</span>}
      </div>
    </div>
  );
}

/** product/:id: pictures, price, stock, specs and a kit's contents, with the quantity to add to the cart. */
export default function StoreProductScreen({ match }: ScreenProps) {
  const { t } = useTranslation(['commerce-storefront', 'commerce']);
  const store = storeOf(match);
  const id = match.params.id ?? '';
  const product = useProduct(store, id);
  useRecordView(store, id, product.isSuccess);
  const shown = product.data;
  return (
    <StoreFrame store={store} title={shown?.name ?? t('commerce:routes.product')} lead={shown?.category?.name}>
      <QueryView query={product}>
        {(detail) => (
          <div className="product-page">
            <Gallery product={detail} />
            <div className="product-page__info">
              <div className="product-page__badges">
                {detail.kind === 'kit' && <Badge tone="info">{t('kit')}</Badge>}
                {detail.condition && <Badge tone={detail.condition === 'new' ? 'info' : 'neutral'}>{t(`condition.${detail.condition}`)}</Badge>}
                {detail.category && <Link href={storePaths(store).category(detail.category.slug)}>{detail.category.name}</Link>}
              </div>
              <BuyBox store={store} product={detail} />
              {detail.description && <p className="product-page__description">{detail.description}</p>}
              {detail.components.length > 0 && (
                <section aria-labelledby="product-contents">
                  <h2 id="product-contents">{t('product.contents')}</h2>
                  <ul className="kit-contents">
                    {detail.components.map((component) => (
                      <li key={component.id}>
                        <ProductImage url={component.imageUrl} picture={productPictureOf('product', component.name)} size="thumb" />
                        <span>{t('product.component', { count: component.quantity, name: component.name })}</span>
                      </li>
                    ))}
                  </ul>
                </section>
              )}
              {detail.specs.length > 0 && (
                <section aria-labelledby="product-specs">
                  <h2 id="product-specs">{t('product.specs')}</h2>
                  <dl className="product-specs">
                    {detail.specs.map((spec) => (
                      <div key={spec.name}>
                        <dt>{spec.name}</dt>
                        <dd>{spec.value}</dd>
                      </div>
                    ))}
                  </dl>
                </section>
              )}
            </div>
          </div>
        )}
      </QueryView>
    </StoreFrame>
  );
}
