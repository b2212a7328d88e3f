import { matchRoute } from '../routing/match-route';
import { SIGNED_IN_HOME } from '../routing/public-routes';
import type { DirectNavigationRoute } from '../session/direct-navigation-route';

/** After sign-in: the place asked for before it, unless that was a sign-in page itself. */
export function landingAfterSignIn(direct: DirectNavigationRoute | null): string {
  if (!direct) return SIGNED_IN_HOME;
  const [path = '', search = ''] = direct.path.split('?');
  return matchRoute({ path, search }).route.layout === 'auth' ? SIGNED_IN_HOME : direct.path;
}
