import { Laptop, Package } from 'lucide-react';
import type { ProductKind } from '../../domain/catalogue-terms';

/** A product's picture, or a drawn stand-in of its kind when it has none; the name beside it says what it is. */
export function ProductImage({ url, kind, size = 'tile' }: { url: string | null; kind: ProductKind; size?: 'tile' | 'thumb' | 'large' }) {
  if (url) return <img className={`product-image product-image--${size}`} src={url} alt="" loading="lazy" />;
  const Icon = kind === 'kit' ? Package : Laptop;
  return (
    <span className={`product-image product-image--${size} product-image--none`} aria-hidden="true">
      <Icon size={size === 'thumb' ? 20 : 40} strokeWidth={1.5} />
    </span>
  );
}
