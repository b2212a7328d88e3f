import { MockState } from '../../../../../../tests/mocks/handlers';
import { adminDataOf } from '../../../mocks/admin-mock-state';
import { deskDataOf } from '../../../mocks/desk-mock-state';
import { MOCK_DEMO } from '../../../../../../tests/mocks/mock-state';
import { renderPortal } from '../../../../../../tests/component/shell/portal';


/** A screen's chunk loads lazily; the first one in a file can take a while. */
export const SCREEN_LOAD = { timeout: 5_000 };

/** A fresh demo organisation, with the desk's and Resolve IT's records, for a test to arrange before it renders. */
export function deskState() {
  const state = new MockState();
  const desk = deskDataOf(state);
  const admin = adminDataOf(state);
  const ada = state.userByEmail(MOCK_DEMO.admin.email)!;
  const eve = state.userByEmail(MOCK_DEMO.employee.email)!;
  return { state, desk, admin, ada, eve, organisationId: ada.organisationId };
}

/** The portal signed in as Ada, the admin, at a Resolve IT page. */
export function openAsAdmin(state: MockState, url: string) {
  return renderPortal({ url, state, signedInAs: 'admin' });
}
