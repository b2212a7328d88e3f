/** The kinds of image an asset photo may be: what every browser shows, and nothing that can carry a script (SVG). */
export const ASSET_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
