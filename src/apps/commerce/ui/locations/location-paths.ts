import { appBase } from '../../../../domain/routing/route-builders';
import { LOCATIONS_SLUG } from '../../domain/slug';

const base = appBase(LOCATIONS_SLUG);

export const locationPaths = {
  list: base,
  add: `${base}/add-address`,
  update: (id: string) => `${base}/update-address/${encodeURIComponent(id)}`,
};
