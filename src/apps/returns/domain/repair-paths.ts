import { REPAIR_SLUG } from './repair-terms';

/** Repair's pages. */
export const repairPaths = {
  home: () => `/apps/${REPAIR_SLUG}`,
  cart: () => `/apps/${REPAIR_SLUG}/repair-cart`,
  edit: (itemId: string) => `/apps/${REPAIR_SLUG}/edit/${itemId}`,
  order: (orderId: string) => `/apps/${REPAIR_SLUG}/thankyou/${orderId}`,
};
