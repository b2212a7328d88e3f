import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MockState } from '../../../../../../tests/mocks/handlers';
import { expectNoAxeViolations } from '../../../../../../tests/component/axe';
import { renderPortal, withMockApi } from '../../../../../../tests/component/shell/portal';
import { manageDataOf } from '../../../../manage/mocks/mock-state';
import { mockMatchOrAdd } from '../../../../manage/mocks/places-mock';

withMockApi();

const SCREEN_LOAD = { timeout: 15_000 };

/** Two laptops at a new site (one bought long ago), a phone at another. */
function fleet(language: 'en' | 'de' = 'en') {
  const state = new MockState();
  for (const user of state.users) user.settings.language = language;
  const organisationId = state.users[0]!.organisationId;
  const here = mockMatchOrAdd(state, organisationId, 'Audit Office').id;
  const there = mockMatchOrAdd(state, organisationId, 'Audit Depot').id;
  const manage = manageDataOf(state);
  manage.addAsset(organisationId, { assetTag: 'AUD-1', productType: 'laptop', model: 'ThinkPad X1', purchaseDate: '2020-01-01', locationId: here });
  manage.addAsset(organisationId, { assetTag: 'AUD-2', productType: 'laptop', model: 'ThinkPad T14', purchaseDate: '2020-02-01', locationId: here });
  manage.addAsset(organisationId, { assetTag: 'AUD-3', productType: 'phone', model: 'Pixel 8', purchaseDate: '2020-03-01', locationId: there });
  return state;
}

async function open(state: MockState, url: string, language: 'en' | 'de' = 'en') {
  const portal = await renderPortal({ url: '/dashboard', signedInAs: 'admin', state, language });
  await act(async () => portal.navigation.navigate(url));
  return portal;
}

describe('physical audits', { timeout: 60_000 }, () => {
  it('opens a round, scans by typing (Enter), shows found / elsewhere / unknown and the discrepancies, moves an asset here and closes', async () => {
    const user = userEvent.setup();
    const { container } = await open(fleet(), '/apps/audit-trail/audits');
    await screen.findByRole('heading', { level: 1, name: 'Physical audits' }, SCREEN_LOAD);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Office audit');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Location' }), await screen.findByRole('option', { name: 'Audit Office' }));
    await user.click(screen.getByRole('button', { name: 'Open round' }));
    await screen.findByRole('heading', { level: 1, name: 'Office audit' }, SCREEN_LOAD);
    await expectNoAxeViolations(container);

    const input = screen.getByRole('textbox', { name: 'Asset tag, serial or QR code' });
    await user.type(input, 'aud-1{Enter}');
    expect(await screen.findByText('AUD-1 found: audited.')).toBeInTheDocument();
    await user.type(input, 'AUD-3{Enter}');
    expect(await screen.findByText('AUD-3 is recorded at Audit Depot: audited, listed as elsewhere.')).toBeInTheDocument();
    await user.type(input, 'NOPE-1{Enter}');
    expect(await screen.findByText('NOPE-1 is no asset of the fleet.')).toBeInTheDocument();

    const scans = await screen.findByRole('table', { name: 'Scans of this round' });
    expect(within(scans).getAllByText(/Found|Elsewhere|Unknown/).map((cell) => cell.textContent)).toEqual(['Unknown', 'Elsewhere', 'Found']);
    expect(within(screen.getByRole('table', { name: 'Expected but not scanned' })).getByText('AUD-2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Unknown tags (1)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Move AUD-3 to Audit Office' }));
    expect(await screen.findByText('AUD-3 now belongs here.')).toBeInTheDocument();
    expect(await screen.findByText('Nothing out of place.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Report AUD-2 missing: opens a ticket in Resolve IT' }));
    expect(await screen.findByText('Ticket #100 opened in Resolve IT for AUD-2.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close round' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close round' }));
    expect(await screen.findByText('Closed')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Asset tag, serial or QR code' })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('lists what is due in German once Manage Configure sets an interval', async () => {
    const state = fleet('de');
    const { container } = await open(state, '/apps/audit-trail/audits', 'de');
    await screen.findByRole('heading', { level: 1, name: 'Inventuren' }, SCREEN_LOAD);
    expect(await screen.findByText('Kein Inventurplan')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
