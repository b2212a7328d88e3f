import { act } from '@testing-library/react';
import { MOCK_DEMO } from '../../../../../../tests/mocks/mock-state';
import { MockState } from '../../../../../../tests/mocks/handlers';
import { storefrontDataOf, type StorefrontMockData } from '../../../mocks/storefront-mock-state';
import { renderPortal } from '../../../../../../tests/component/shell/portal';

export { expectNoAxeViolations } from '../../../../../../tests/component/axe';
export { SCREEN_LOAD } from '../../orders/__tests__/arrange';

/**
 * The portal signed in (as Eve Employee unless told, in the language told), the storefronts' mock data arranged
 * first, then opened at the path `to` gives.
 */
export async function openStore(
  to: string | ((shop: StorefrontMockData) => string),
  { as = 'employee', language = 'en' }: { as?: 'employee' | 'admin'; language?: 'en' | 'de' } = {},
) {
  const state = new MockState();
  Object.assign(state.userByEmail(MOCK_DEMO[as].email)!.settings, { language });
  const shop = storefrontDataOf(state);
  const path = typeof to === 'string' ? to : to(shop);
  const portal = await renderPortal({ url: '/dashboard', signedInAs: as, state });
  await act(async () => portal.navigation.navigate(path));
  return { ...portal, shop };
}

