/**
 * Commerce's apps share this folder: the catalogue administration (Shop and Device Hub Configure), the two
 * storefronts, the one cart, Manage Orders, the wallet, Locations and Invoices.
 */
export const CONFIGURE_SHOP_SLUG = 'configure-shop';
export const CONFIGURE_DEVICEHUB_SLUG = 'configure-devicehub';
export const SHOP_SLUG = 'shop';
export const DEVICEHUB_SLUG = 'devicehub';
export const CART_SLUG = 'cart';
export const CARTPAGE_SLUG = 'cartpage';
export const MANAGE_ORDERS_SLUG = 'manage-orders';
export const WALLET_SLUG = 'wallet';
export const LOCATIONS_SLUG = 'shipmaster';
export const INVOICES_SLUG = 'invoices';
