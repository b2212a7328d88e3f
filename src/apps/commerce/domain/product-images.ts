/** The kinds of image a product may show: what every browser shows, and nothing that can carry a script (SVG). */
export const PRODUCT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** A product page shows a handful of pictures, not an album. */
export const MAX_PRODUCT_IMAGES = 8;
