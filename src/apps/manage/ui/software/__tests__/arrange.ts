import { act, configure } from '@testing-library/react';
import type { LicenceFields, SoftwareGateway } from '../../../application/ports/software-gateway';
import { managePaths } from '../../../domain/paths';
import { renderPortal } from '../../../../../../tests/component/shell/portal';
import { manageGateways } from '../../__tests__/gateways';

// Lazy screen chunks and the mock API answer in well under a second alone, not always when the suite runs in parallel.
configure({ asyncUtilTimeout: 5_000 });

export type Portal = Awaited<ReturnType<typeof renderPortal>>;

/**
 * The portal signed in as an admin, with software and licences made through the API (the mock seeds none),
 * then opened at the screen under test so its first fetch sees them.
 */
export async function openWith<Arranged>(arrange: (software: SoftwareGateway, portal: Portal) => Promise<Arranged>, url: (arranged: Arranged) => string) {
  const portal = await renderPortal({ url: managePaths.dashboard(), signedInAs: 'admin' });
  const arranged = await arrange(manageGateways(portal.services).software, portal);
  await act(async () => portal.navigation.navigate(url(arranged)));
  return { ...portal, arranged };
}

/** A title with one licence of the given fields. */
export async function titleWithLicence(software: SoftwareGateway, title: string, licence: Partial<LicenceFields> = {}) {
  const created = await software.createSoftware({ name: title, publisher: 'Acme Soft' });
  const made = await software.createLicence({ softwareId: created.id, name: `${title} licence`, seats: 2, key: 'ABCD-EFGH-IJKL-MNOP', ...licence });
  return { software: created, licence: made };
}

export const userIdOf = (portal: Portal, email: string) => portal.state.userByEmail(email)!.id;
