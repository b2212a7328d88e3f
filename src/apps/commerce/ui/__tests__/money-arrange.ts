import { act } from '@testing-library/react';
import { MockState } from '../../../../../tests/mocks/handlers';
import { moneyDataOf } from '../../mocks/money-mock-state';
import { renderPortal } from '../../../../../tests/component/shell/portal';

/** A screen's chunk loads lazily; the first one in a file can take a while. */
export const SCREEN_LOAD = { timeout: 15_000 };
/** A search asks once typing settles; on a busy machine the answer can take a few seconds more. */
export const SETTLE = { timeout: 5_000 };

/** The portal signed in (as Eve Employee unless told), the money's demo data arranged first, opened at `to`. */
export async function openMoney(to: string | ((money: ReturnType<typeof moneyDataOf>) => string), { as = 'employee' }: { as?: 'employee' | 'admin' } = {}) {
  const state = new MockState();
  const money = moneyDataOf(state);
  const portal = await renderPortal({ url: '/dashboard', signedInAs: as, state });
  await act(async () => portal.navigation.navigate(typeof to === 'string' ? to : to(money)));
  return { ...portal, money };
}

export { expectNoAxeViolations } from '../../../../../tests/component/axe';
