import { act } from '@testing-library/react';
import { MOCK_DEMO } from '../../../../../../tests/mocks/mock-state';
import { MockState } from '../../../../../../tests/mocks/handlers';
import { catalogueDataOf, type CatalogueMockData } from '../../../mocks/catalogue-mock-state';
import { renderPortal } from '../../../../../../tests/component/shell/portal';

export { expectNoAxeViolations } from '../../../../../../tests/component/axe';

/** A screen's chunk loads lazily; the first of a file compiles its module graph, slow on a busy machine. */
export const SCREEN_LOAD = { timeout: 15_000 };

/** The portal signed in as Ada, the admin (in the language told), the catalogue's mock data arranged, then opened at the path `to` gives. */
export async function openCatalogue(
  to: string | ((data: CatalogueMockData) => string),
  { as = 'admin', language = 'en' }: { as?: 'employee' | 'admin'; language?: 'en' | 'de' } = {},
) {
  const state = new MockState();
  Object.assign(state.userByEmail(MOCK_DEMO[as].email)!.settings, { language });
  const data = catalogueDataOf(state);
  const portal = await renderPortal({ url: '/dashboard', signedInAs: as, state });
  await act(async () => portal.navigation.navigate(typeof to === 'string' ? to : to(data)));
  return { ...portal, data };
}

export const productNamed = (data: CatalogueMockData, name: string) => {
  const product = data.products.find((each) => each.name === name);
  if (!product) throw new Error(`no mock product ${name}`);
  return product;
};
