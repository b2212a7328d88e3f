import { ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { Badge } from '../../../../ui/kit/badge';
import { Money } from '../../../../ui/kit/display';
import { useProblemText } from '../../../../ui/kit/problem-text';
import type { ProductCard } from '../../application/ports/storefront-gateway';
import { useAddToCart } from '../queries/cart';
import { ProductImage } from './product-image';
import { storePaths } from './store-paths';
import { StockNote } from './stock-note';
import { productPictureOf } from '../../domain/product-picture';

/** A product as a tile: its picture and name lead to its page; the price and a one-press add to the cart below. */
function ProductTile({ product }: { product: ProductCard }) {
  const { t } = useTranslation('commerce-storefront');
  const { problemText } = useProblemText();
  const add = useAddToCart(product.store);
  const href = storePaths(product.store).product(product.id);
  return (
    <article className="product-tile" aria-label={product.name}>
      <Link href={href} className="product-tile__link">
        <span className="product-tile__media">
          <ProductImage url={product.imageUrl} picture={productPictureOf(product.kind, product.name, product.category?.name)} />
          {product.kind === 'kit' && <span className="product-tile__flag">{t('kit')}</span>}
        </span>
        <span className="product-tile__name">{product.name}</span>
      </Link>
      <div className="product-tile__facts">
        {product.category && <span className="muted">{product.category.name}</span>}
        {product.condition && <Badge tone={product.condition === 'new' ? 'info' : 'neutral'}>{t(`condition.${product.condition}`)}</Badge>}
        <StockNote available={product.available} />
      </div>
      <div className="product-tile__buy">
        <span className="product-tile__price">
          <Money cents={product.price.amountMinor} currency={product.price.currency} />
        </span>
        <RippleButton
          className="button button--primary product-tile__add"
          aria-label={t('addNamed', { name: product.name })}
          isDisabled={product.available === 0 || add.isPending}
          onPress={() => add.mutate({ productId: product.id, quantity: 1 })}
        >
          <ShoppingCart size={16} aria-hidden="true" />
          <span className="product-tile__add-label">{t('add')}</span>
        </RippleButton>
      </div>
      <div className="product-tile__status" role="status">
        {add.isSuccess && t('added')}
        {add.isError && problemText(add.error)}
      </div>
    </article>
  );
}

/** Tiles in a responsive grid, as a list a screen reader can count. */
export function ProductGrid({ products, label }: { products: readonly ProductCard[]; label: string }) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductTile product={product} />
        </li>
      ))}
    </ul>
  );
}
