import { act } from '@testing-library/react';
import type { AccessoriesGateway } from '../../../application/ports/accessories-gateway';
import { managePaths } from '../../../domain/paths';
import { renderPortal } from '../../../../../../tests/component/shell/portal';
import { manageGateways } from '../../__tests__/gateways';
import { MOCK_DEMO_OFFICES } from '../../../../commerce/mocks/demo-offices';

export type Portal = Awaited<ReturnType<typeof renderPortal>>;

/** The portal signed in as an admin, with accessories made through the API, then opened at the screen under test. */
export async function openWith<Arranged>(arrange: (accessories: AccessoriesGateway, portal: Portal) => Promise<Arranged>, url: (arranged: Arranged) => string) {
  const portal = await renderPortal({ url: managePaths.archived('assets'), signedInAs: 'admin' });
  const arranged = await arrange(manageGateways(portal.services).accessories, portal);
  await act(async () => portal.navigation.navigate(url(arranged)));
  return { ...portal, arranged };
}

/** Two cables on the shelf (threshold 3, so low) at the Berlin office, and a dock with plenty. */
export async function someStock(accessories: AccessoriesGateway) {
  const cable = await accessories.create({ name: 'USB-C cable', category: 'cables', total: 2, lowStockThreshold: 3, costCents: 1290, manufacturer: 'Anker', locationId: MOCK_DEMO_OFFICES[0].id });
  const dock = await accessories.create({ name: 'Docking station', category: 'docks', total: 10, lowStockThreshold: 2, costCents: 18900 });
  return { cable, dock };
}

export const userIdOf = (portal: Portal, email: string) => portal.state.userByEmail(email)!.id;

/** A screen's chunk loads lazily; the first one in a file can take a while. */
export const SCREEN_LOAD = { timeout: 5_000 };
