import { act } from '@testing-library/react';
import { MOCK_DEMO } from '../../../../../../tests/mocks/mock-state';
import { MockState } from '../../../../../../tests/mocks/handlers';
import { ordersDataOf, type OrdersMockData } from '../../../mocks/orders-mock-state';
import { renderPortal } from '../../../../../../tests/component/shell/portal';

/** A screen's chunk loads lazily; the first one in a file can take a while. */
export const SCREEN_LOAD = { timeout: 5_000 };

/** The portal signed in (as Eve Employee unless told, in the language told), the orders' mock data arranged first, then opened at `path`. */
export async function openOrders(
  path: string,
  { as = 'employee', arrange, language = 'en' }: { as?: 'employee' | 'admin'; arrange?: (orders: OrdersMockData) => void; language?: 'en' | 'de' } = {},
) {
  const state = new MockState();
  Object.assign(state.userByEmail(MOCK_DEMO[as].email)!.settings, { language });
  const orders = ordersDataOf(state);
  arrange?.(orders);
  const portal = await renderPortal({ url: '/dashboard', signedInAs: as, state });
  await act(async () => portal.navigation.navigate(path));
  return { ...portal, orders };
}

export { expectNoAxeViolations } from '../../../../../../tests/component/axe';
