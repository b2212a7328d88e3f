import { APPLE_TRADE_IN_SLUG, BUYBACK_SLUG, type BuybackChannel } from '../../domain/slug';
import type { ScreenProps } from '../../../../ui/routing/screen-props';
import { appBase } from '../../../../domain/routing/route-builders';

/** The app a screen runs in, from its route: Apple Trade In's routes carry its slug. */
export function channelOf({ match }: Pick<ScreenProps, 'match'>): BuybackChannel {
  return match.meta.slug === APPLE_TRADE_IN_SLUG ? APPLE_TRADE_IN_SLUG : BUYBACK_SLUG;
}

/** The pages of a buyback in its app. */
export const buybackPaths = {
  home: (channel: BuybackChannel) => appBase(channel),
  edit: (channel: BuybackChannel, id: string) => `${appBase(channel)}/edit/${encodeURIComponent(id)}`,
  thankYou: (channel: BuybackChannel, orderId: string) => `${appBase(channel)}/thankyou/${encodeURIComponent(orderId)}`,
};
