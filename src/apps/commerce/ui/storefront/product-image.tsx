import { Box, Cable, Headphones, Keyboard, Laptop, Monitor, Mouse, Package, Printer, Smartphone, Tablet, type LucideIcon } from 'lucide-react';
import type { ProductPicture } from '../../domain/product-picture';

const DRAWINGS: Readonly<Record<ProductPicture, LucideIcon>> = {
  kit: Package,
  laptop: Laptop,
  phone: Smartphone,
  tablet: Tablet,
  monitor: Monitor,
  keyboard: Keyboard,
  mouse: Mouse,
  headset: Headphones,
  dock: Cable,
  printer: Printer,
  other: Box,
};

/**
 * A product's photo, or a drawing of its kind of device when it has none (productPictureOf says which), each kind
 * on its own tint so a page of products reads at a glance; the name beside it says what it is.
 */
export function ProductImage({ url, picture, size = 'tile' }: { url: string | null; picture: ProductPicture; size?: 'tile' | 'thumb' | 'large' }) {
  if (url) return <img className={`product-image product-image--${size}`} src={url} alt="" loading="lazy" />;
  const Drawing = DRAWINGS[picture];
  return (
    <span className={`product-image product-image--${size} product-image--none`} data-picture={picture} aria-hidden="true">
      <Drawing size={size === 'thumb' ? 22 : size === 'large' ? 96 : 48} strokeWidth={1.25} />
    </span>
  );
}
