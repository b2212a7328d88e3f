import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { StorefrontCategory } from '../../application/ports/storefront-gateway';
import type { Store } from '../../domain/catalogue-terms';
import { storePaths } from './store-paths';
import { productPictureOf } from '../../domain/product-picture';
import { ProductImage } from './product-image';

/** Each category as a picture tile with its name and how many products it holds. */
export function CategoryTiles({ store, categories, label }: { store: Store; categories: readonly StorefrontCategory[]; label: string }) {
  const { t } = useTranslation('commerce-storefront');
  return (
    <ul className="category-tiles" aria-label={label}>
      {categories.map((category) => (
        <li key={category.slug}>
          <Link href={storePaths(store).category(category.slug)} className="category-tile">
            {category.imageUrl ? (
              <img className="category-tile__image" src={category.imageUrl} alt="" loading="lazy" />
            ) : (
              <ProductImage url={null} picture={productPictureOf('product', category.name, category.slug)} />
            )}
            <span className="category-tile__name">{category.name}</span>
            <span className="category-tile__count">{t('productCount', { count: category.productCount })}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
