import { act } from '@testing-library/react';
import type { RequesterSlug } from '../../../domain/slug';
import { deskPaths } from '../requester-paths';
import { MockState } from '../../../../../../tests/mocks/handlers';
import { deskDataOf } from '../../../mocks/desk-mock-state';
import { renderPortal } from '../../../../../../tests/component/shell/portal';

/** A screen's chunk loads lazily; the first one in a file can take a while. */
export const SCREEN_LOAD = { timeout: 5_000 };

/**
 * The portal signed in (as Eve Employee unless told), with the desk's demo data arranged first, then opened at the page `to`
 * names under the mount.
 */
export async function openDesk(
  to: (paths: ReturnType<typeof deskPaths>, desk: ReturnType<typeof deskDataOf>) => string,
  { slug = 'resolve-now', as = 'employee' }: { slug?: RequesterSlug; as?: 'employee' | 'admin' } = {},
) {
  const state = new MockState();
  const desk = deskDataOf(state);
  const portal = await renderPortal({ url: '/dashboard', signedInAs: as, state });
  await act(async () => portal.navigation.navigate(to(deskPaths(slug), desk)));
  return { ...portal, desk };
}

export const ticketNamed = (desk: ReturnType<typeof deskDataOf>, subject: string) => desk.tickets.find((ticket) => ticket.subject === subject)!;
