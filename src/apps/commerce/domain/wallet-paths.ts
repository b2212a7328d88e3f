import { appBase } from '../../../domain/routing/route-builders';
import { withQuery } from '../../../domain/routing/with-query';
import { WALLET_SLUG } from './slug';

const base = appBase(WALLET_SLUG);

/** The wallet's pages; an admin's view of someone else's keeps `person` in the address. */
export const walletPaths = {
  home: (personId?: string) => withQuery(base, personId ? `person=${encodeURIComponent(personId)}` : ''),
  entry: (id: string, personId?: string) => withQuery(`${base}/${encodeURIComponent(id)}`, personId ? `person=${encodeURIComponent(personId)}` : ''),
  withdraw: `${base}/withdraw-funds`,
};
