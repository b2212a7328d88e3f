/** Shipping Label's slug, which its contract routes and the server guard by. */
export const SHIPPING_LABEL_SLUG = 'shipping-label';
