import { act } from '@testing-library/react';
import { campaignsDataOf, type CampaignsMockData } from '../../mocks/campaigns-mock-state';
import { MOCK_DEMO, MockState } from '../../../../../tests/mocks/handlers';
import { renderPortal } from '../../../../../tests/component/shell/portal';

/** A screen's chunk loads lazily; the first one in a file can take a while. */
export const SCREEN_LOAD = { timeout: 10_000 };

/**
 * The portal signed in (as Ada Admin unless told, in the language told), the campaigns' mock data arranged first, then
 * opened at `path`. The mocks start with the active Recover campaign "Leavers November" for Eve Employee.
 */
export async function openCampaigns(
  path: string,
  { as = 'admin', arrange, language = 'en' }: { as?: 'employee' | 'admin'; arrange?: (data: CampaignsMockData, state: MockState) => void; language?: 'en' | 'de' } = {},
) {
  const state = new MockState();
  Object.assign(state.userByEmail(MOCK_DEMO[as].email)!.settings, { language });
  const data = campaignsDataOf(state);
  arrange?.(data, state);
  const portal = await renderPortal({ url: '/dashboard', signedInAs: as, state });
  await act(async () => portal.navigation.navigate(path));
  return { ...portal, data };
}

/** A public page of the campaigns, opened without an account (in the visitor's language), at an address made from the arranged data. */
export async function openPublicPage(url: (data: CampaignsMockData, state: MockState) => string, language: 'en' | 'de' = 'en') {
  const state = new MockState();
  const data = campaignsDataOf(state);
  return { ...(await renderPortal({ url: url(data, state), state, language })), data };
}

/** Acme's organisation, its admin and its employee in the mocks. */
export function acmeOf(state: MockState) {
  const admin = state.userByEmail(MOCK_DEMO.admin.email)!;
  const eve = state.userByEmail(MOCK_DEMO.employee.email)!;
  return { organisationId: admin.organisationId, admin, eve };
}

export { expectNoAxeViolations } from '../../../../../tests/component/axe';
