import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { managePaths } from '../../../domain/paths';
import { MockState } from '../../../../../../tests/mocks/handlers';
import { newId } from '../../../../../../tests/mocks/mock-state';
import { pathOfRoute } from '../../../../../domain/routing/route-named';
import { campaignsDataOf } from '../../../../campaigns/mocks/campaigns-mock-state';
import { manageDataOf } from '../../../mocks/mock-state';
import { renderPortal, withMockApi } from '../../../../../../tests/component/shell/portal';
import { eveOf, SCREEN_LOAD } from './people-fixtures';

withMockApi();

async function offboardEve(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Offboard' }, SCREEN_LOAD));
  const dialog = await screen.findByRole('dialog', { name: 'Offboard Eve Employee?' });
  expect(within(dialog).getByText('3 deployed devices will become pending return.')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Offboard' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

/** Eve also holds a seat of Office and two docks, as a leaver often does. */
function eveHoldsMore(state: MockState) {
  const data = manageDataOf(state);
  const { id: userId, organisationId } = eveOf(state);
  const at = '2026-01-05T09:00:00.000Z';
  data.software.push({ id: newId(), organisationId, name: 'Office', publisher: 'Contoso', category: null, notes: null, createdAt: at, version: 1 });
  data.licences.push({
    ...{ id: newId(), organisationId, softwareId: data.software[0]!.id, name: 'Office 2026', key: null, seats: 5, expiresOn: null, renewalOn: null },
    ...{ costCents: null, supplier: null, notes: null, createdAt: at, version: 1, assignments: [{ id: newId(), userId, assetId: null, at }] },
  });
  data.accessories.push({
    ...{ id: newId(), organisationId, name: 'USB-C dock', category: 'Docks', manufacturer: null, locationId: null, total: 4, available: 2, lowStockThreshold: 0 },
    ...{ costCents: null, notes: null, archived: false, createdAt: at, version: 1, checkouts: [{ id: newId(), userId, quantity: 2, at }] },
  });
}

describe('offboarding a person', () => {
  it('lists what they hold before confirming, with counts, and says after what leaving freed', async () => {
    const user = userEvent.setup();
    const state = new MockState();
    eveHoldsMore(state);
    const eve = eveOf(state);
    state.openSession(eve, 'password');
    await renderPortal({ url: managePaths.user(eve.id), signedInAs: 'admin', state });
    await user.click(await screen.findByRole('button', { name: 'Offboard' }, SCREEN_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Offboard Eve Employee?' });

    const assets = within(dialog).getByRole('region', { name: '3 assets' });
    expect(within(assets).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('ACME-0004'),
      expect.stringContaining('ACME-0008'),
      expect.stringContaining('ACME-0012'),
    ]);
    expect(within(within(dialog).getByRole('region', { name: '1 licence seat' })).getByRole('listitem')).toHaveTextContent('Office 2026 Office');
    // Every demo headset is with her already (the Shop sells Manage's count of them), and the two docks.
    expect(within(within(dialog).getByRole('region', { name: '2 accessories' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Noise-cancelling headset × 6'),
      expect.stringContaining('USB-C dock × 2'),
    ]);
    expect(within(dialog).getByText('1 licence seat will be freed for someone else.')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Start a Recover campaign for their 3 devices' })).toBeChecked();

    // The question is answered from the keyboard: Tab reaches the confirming button inside the dialog.
    const confirm = within(dialog).getByRole('button', { name: 'Offboard' });
    for (let presses = 0; presses < 6 && document.activeElement !== confirm; presses += 1) await user.tab();
    expect(confirm).toHaveFocus();
    await user.keyboard('{Enter}');

    const done = await screen.findByRole('status', { name: 'Eve Employee is offboarded' });
    expect(within(done).getByText('1 licence seat is free again.')).toBeInTheDocument();
    expect(within(done).getByText('They were signed out of 1 session.')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Licence seats' })).getByText('None.')).toBeInTheDocument());

    const campaign = campaignsDataOf(state).campaigns.find((each) => each.name === 'Leaver: Eve Employee')!;
    expect(campaign.status).toBe('scheduled');
    const devices = campaignsDataOf(state).people.filter((person) => person.campaignId === campaign.id).flatMap((person) => person.devices.map((device) => device.assetTag));
    expect(devices.sort()).toEqual(['ACME-0004', 'ACME-0008', 'ACME-0012']);
    expect(within(done).getByRole('link', { name: 'Open the Recover campaign' })).toHaveAttribute('href', pathOfRoute('recover-campaign-details', { id: campaign.id }));

    const leaving = await screen.findByRole('region', { name: 'Leaving' });
    expect(within(leaving).getByText('0 of 3 devices are back or written off.')).toBeInTheDocument();
    const rows = within(within(leaving).getByRole('table', { name: 'Leaving' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByText('In the Recover campaign'))).toHaveLength(3);
    expect(within(rows[0]!).getByRole('link', { name: 'Leaver: Eve Employee' })).toHaveAttribute('href', pathOfRoute('recover-campaign-details', { id: campaign.id }));
    expect(within(rows[0]!).getByText('Requested')).toBeInTheDocument();
  });

  it("says the leaving is complete once every device of theirs is back or written off", async () => {
    const state = new MockState();
    const eve = eveOf(state);
    const data = manageDataOf(state);
    data.offboarded.set(eve.id, '2026-01-05T09:00:00.000Z');
    const [first, ...rest] = data.assets.filter((asset) => asset.assigneeId === eve.id);
    campaignsDataOf(state).proposeForLeaver(eve, [first!.id, ...rest.map((asset) => asset.id)]);
    Object.assign(first!, { status: 'in-stock', assigneeId: null });
    for (const asset of rest) Object.assign(asset, { status: 'lost' });
    await renderPortal({ url: managePaths.user(eve.id), signedInAs: 'admin', state });

    const leaving = await screen.findByRole('region', { name: 'Leaving' }, SCREEN_LOAD);
    expect(within(leaving).getByText('The leaving is complete: every device is back or written off.')).toBeInTheDocument();
    const row = within(leaving).getByRole('link', { name: first!.assetTag }).closest('tr')!;
    expect(within(row).getByText('Back in stock')).toBeInTheDocument();
    expect(within(leaving).getAllByText('Written off')).toHaveLength(rest.length);
  });

  it('starts no Recover campaign when the admin unticks it', async () => {
    const user = userEvent.setup();
    const state = new MockState();
    const eve = eveOf(state);
    await renderPortal({ url: managePaths.user(eve.id), signedInAs: 'admin', state });
    await user.click(await screen.findByRole('button', { name: 'Offboard' }, SCREEN_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Offboard Eve Employee?' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Start a Recover campaign for their 3 devices' }));
    await user.click(within(dialog).getByRole('button', { name: 'Offboard' }));

    const done = await screen.findByRole('status', { name: 'Eve Employee is offboarded' });
    expect(within(done).queryByRole('link', { name: 'Open the Recover campaign' })).not.toBeInTheDocument();
    expect(campaignsDataOf(state).campaigns.some((each) => each.name.startsWith('Leaver:'))).toBe(false);
  });

  it('says so when they hold nothing, and keeps the dialog open with the reason when the server refuses', async () => {
    const user = userEvent.setup();
    const state = new MockState();
    const eve = eveOf(state);
    for (const asset of manageDataOf(state).assets.filter((each) => each.assigneeId === eve.id)) Object.assign(asset, { assigneeId: null, status: 'in-stock' });
    for (const accessory of manageDataOf(state).accessories) accessory.checkouts = accessory.checkouts.filter((checkout) => checkout.userId !== eve.id);
    await renderPortal({ url: managePaths.user(eve.id), signedInAs: 'admin', state });
    await user.click(await screen.findByRole('button', { name: 'Offboard' }, SCREEN_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Offboard Eve Employee?' });
    for (const name of ['0 assets', '0 licence seats', '0 accessories']) expect(within(within(dialog).getByRole('region', { name })).getByText('None.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();

    // Someone else offboarded her meanwhile: the refusal is shown where the question is.
    manageDataOf(state).offboarded.set(eve.id, '2026-01-05T09:00:00.000Z');
    await user.click(within(dialog).getByRole('button', { name: 'Offboard' }));
    expect(await within(dialog).findByText(/already offboarded/)).toBeInTheDocument();
  });

  it('turns their deployed devices into devices due back, and names each one', async () => {
    const user = userEvent.setup();
    const state = new MockState();
    const eve = eveOf(state);
    await renderPortal({ url: managePaths.user(eve.id), signedInAs: 'admin', state });
    await offboardEve(user);

    const done = await screen.findByRole('status', { name: 'Eve Employee is offboarded' });
    const held = manageDataOf(state).assets.filter((asset) => asset.assigneeId === eve.id);
    expect(held.map((asset) => asset.assetTag)).toEqual(['ACME-0004', 'ACME-0008', 'ACME-0012']);
    for (const asset of held) {
      expect(within(done).getByRole('link', { name: asset.assetTag })).toHaveAttribute('href', managePaths.asset(asset.id));
    }
    const assets = screen.getByRole('table', { name: 'Assets' });
    const row = within(assets).getByRole('link', { name: 'ACME-0004' }).closest('tr')!;
    await waitFor(() => expect(within(row).getByText('Pending return')).toBeInTheDocument());
    expect(screen.getByRole('note')).toHaveTextContent(/Eve Employee was offboarded on/);
    expect(screen.queryByRole('button', { name: 'Offboard' })).not.toBeInTheDocument();
  });
});

describe('the exceptions', () => {
  it('says the data is clean when nothing is wrong', async () => {
    await renderPortal({ url: managePaths.exceptions(), signedInAs: 'admin' });
    expect(await screen.findByText('No exceptions: your data is clean.', {}, SCREEN_LOAD)).toBeInTheDocument();
  });

  it('after offboarding, lists the devices the person still holds with the way to check them in', async () => {
    const user = userEvent.setup();
    const state = new MockState();
    const eve = eveOf(state);
    await renderPortal({ url: managePaths.user(eve.id), signedInAs: 'admin', state });
    await offboardEve(user);
    await user.click(screen.getByRole('link', { name: 'Exceptions' }));

    const table = await screen.findByRole('table', { name: 'Exceptions' }, SCREEN_LOAD);
    const asset = manageDataOf(state).assets.find((a) => a.assetTag === 'ACME-0004')!;
    const row = within(table).getByRole('link', { name: 'ACME-0004' }).closest('tr')!;
    expect(within(row).getByText('Held by someone who left')).toBeInTheDocument();
    expect(within(row).getByText('Held by Eve Employee, who has left')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Check the device in (or recover it)' })).toHaveAttribute('href', managePaths.asset(asset.id));
  });

  it('filters the findings by kind', async () => {
    const user = userEvent.setup();
    const state = new MockState();
    const data = manageDataOf(state);
    const organisationId = eveOf(state).organisationId;
    data.addAsset(organisationId, { assetTag: 'OLD-1', productType: 'laptop', model: 'Vintage', endOfLife: '2001-01-01' });
    const expired = data.addAsset(organisationId, { assetTag: 'WAR-1', productType: 'phone', model: 'Warranty', status: 'deployed', assigneeId: eveOf(state).id, warrantyEnd: '2001-01-01' });
    await renderPortal({ url: managePaths.exceptions(), signedInAs: 'admin', state });
    const table = await screen.findByRole('table', { name: 'Exceptions' }, SCREEN_LOAD);
    expect(within(table).getByRole('link', { name: 'OLD-1' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Warranty expired on a deployed device');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'OLD-1' })).not.toBeInTheDocument());
    const row = screen.getByRole('link', { name: 'WAR-1' }).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Extend the warranty or schedule a refresh' })).toHaveAttribute('href', managePaths.asset(expired.id));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Licence over-allocated');
    expect(await screen.findByText('No exceptions of this kind.')).toBeInTheDocument();
  });

  it('sends a duplicate serial to the edit form of the asset', async () => {
    const state = new MockState();
    const data = manageDataOf(state);
    const organisationId = eveOf(state).organisationId;
    const monitor = data.addAsset(organisationId, { assetTag: 'DUP-1', productType: 'monitor', model: 'Screen', serial: 'ab-77' });
    data.addAsset(organisationId, { assetTag: 'DUP-2', productType: 'printer', model: 'Printer', serial: 'AB77' });
    await renderPortal({ url: `${managePaths.exceptions()}?kind=duplicate-serial`, signedInAs: 'admin', state });
    const row = (await screen.findByRole('link', { name: 'DUP-1' }, SCREEN_LOAD)).closest('tr')!;
    expect(within(row).getByText('Duplicate serial')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(row).getByRole('link', { name: 'Correct the serial of one of the assets' })).toHaveAttribute('href', managePaths.updateAsset('monitor', monitor.id)),
    );
    expect(screen.getByRole('link', { name: 'DUP-2' })).toBeInTheDocument();
  });
});
