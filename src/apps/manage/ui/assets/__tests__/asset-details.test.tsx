import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MockState } from '../../../../../../tests/mocks/handlers';
import { MOCK_DEMO } from '../../../../../../tests/mocks/mock-state';
import { manageDataOf } from '../../../mocks/mock-state';
import { renderPortal, withMockApi } from '../../../../../../tests/component/shell/portal';
import { fill, SCREEN_LOAD, SLOW } from './arrange';

withMockApi();

/** The value beside a label in the asset's facts. */
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

async function openDetails(prepare: (asset: ReturnType<typeof manageDataOf>['assets'][number]) => void = () => {}) {
  const state = new MockState();
  const asset = manageDataOf(state).assets[0]!;
  prepare(asset);
  const view = await renderPortal({ url: `/apps/manage-beta/details/${asset.id}`, signedInAs: 'admin', state });
  await screen.findByRole('heading', { level: 1, name: asset.assetTag }, SCREEN_LOAD);
  return { ...view, asset };
}

describe('an asset in detail', SLOW, () => {
  it('checks the asset out to a person, then in again, which ends the assignment', async () => {
    await openDetails();
    expect(fact('Assigned to')).toHaveTextContent('Not recorded');

    await userEvent.click(screen.getByRole('button', { name: 'Check out' }));
    const checkOut = await screen.findByRole('dialog', { name: 'Check out ACME-0001' });
    await fill(within(checkOut).getByRole('combobox', { name: 'Person' }), 'Eve');
    // Pick from the answer to "Eve", not from the first unfiltered list that it replaces.
    await waitFor(() => expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([expect.stringContaining('Eve Employee')]));
    await userEvent.click(screen.getByRole('option', { name: /Eve Employee/ }));
    await userEvent.click(within(checkOut).getByRole('button', { name: 'Check out' }));

    await waitFor(() => expect(within(fact('Assigned to')).getByRole('link', { name: 'Eve Employee' })).toBeInTheDocument());
    expect(fact('Status')).toHaveTextContent('Deployed');
    expect(screen.queryByRole('button', { name: 'Check out' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Check in' }));
    const checkIn = await screen.findByRole('dialog', { name: 'Check in ACME-0001' });
    // A name no site has yet is offered as a new site of Locations.
    await fill(within(checkIn).getByRole('combobox', { name: 'Location' }), 'Store room');
    await userEvent.click(await screen.findByRole('option', { name: 'Add a site named “Store room”' }));
    await waitFor(() => expect(within(checkIn).getByRole('combobox', { name: 'Location' })).toHaveValue('Store room'));
    await userEvent.click(within(checkIn).getByRole('button', { name: 'Check in' }));

    await waitFor(() => expect(fact('Assigned to')).toHaveTextContent('Not recorded'));
    expect(fact('Status')).toHaveTextContent('In stock');
    expect(within(fact('Location')).getByRole('link', { name: 'Store room' })).toHaveAttribute('href', expect.stringContaining('/shipmaster/update-address/'));
    const history = screen.getByRole('region', { name: 'History' });
    await waitFor(() => expect([...history.querySelectorAll('.asset-activity > li > p > strong')].map((title) => title.textContent)).toEqual(['Checked in', 'Checked out']));
    // What changed reads as people know it: a name and a status, never an id or a code.
    const checkedOut = history.querySelectorAll<HTMLElement>('.asset-activity > li')[1]!;
    await waitFor(() => expect(within(checkedOut).getByText(/^Assigned to:/).textContent).toBe('Assigned to: — → Eve Employee'));
    expect(within(checkedOut).getByText(/^Status:/).textContent).toBe('Status: In stock → Deployed');
    // A site reads by its name in Locations, never by its id.
    const checkedIn = history.querySelectorAll<HTMLElement>('.asset-activity > li')[0]!;
    await waitFor(() => expect(within(checkedIn).getByText(/^Location:/).textContent).toMatch(/→ Store room$/));
  });

  it('tells its life story oldest step first, naming and linking the person each step concerned', async () => {
    const { asset } = await openDetails();
    const story = screen.getByRole('region', { name: 'Life story' });
    await waitFor(() => expect(within(story).getAllByRole('listitem')).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Check out' }));
    const checkOut = await screen.findByRole('dialog', { name: `Check out ${asset.assetTag}` });
    await fill(within(checkOut).getByRole('combobox', { name: 'Person' }), 'Eve');
    await userEvent.click(await screen.findByRole('option', { name: /Eve Employee/ }));
    await userEvent.click(within(checkOut).getByRole('button', { name: 'Check out' }));

    await waitFor(() => expect(within(story).getAllByRole('listitem').map((step) => step.querySelector('strong')!.textContent)).toEqual(['Added to the fleet', 'Checked out']));
    const checkedOut = within(story).getAllByRole('listitem')[1]!;
    expect(within(checkedOut).getByRole('link', { name: 'Eve Employee' })).toHaveAttribute('href', expect.stringMatching(/\/apps\/manage-beta\/user-detail\//));
    // The asset's own page is not linked from its own story.
    expect(within(checkedOut).queryByRole('link', { name: asset.assetTag })).not.toBeInTheDocument();
    expect(within(checkedOut).getByText(/Manage · by Ada Admin/)).toBeInTheDocument();
  });

  it('tells in its history, in German, that it was bought through a Device Hub order', async () => {
    const state = new MockState();
    const admin = state.userByEmail(MOCK_DEMO.admin.email)!;
    const { token } = state.openSession(admin, 'password');
    const fleet = manageDataOf(state);
    const lineId = crypto.randomUUID();
    const device = { lineId, unit: 0, model: 'Pixel 7', productType: 'phone' as const, serial: 'SN-BOUGHT', costCents: 29_900 };
    const purchase = { orderId: crypto.randomUUID(), orderNumber: 12, purchaseDate: '2026-03-02', supplier: 'Device Hub order #12', invoiceNumber: null, devices: [device], appSlug: 'manage-orders' };
    fleet.receivePurchased({ user: admin, session: state.activeSession(token)! }, purchase);
    const [asset] = fleet.purchased(admin.organisationId, purchase.orderId);
    Object.assign(admin.settings, { language: 'de' });
    await renderPortal({ url: `/apps/manage-beta/details/${asset!.id}`, signedInAs: 'admin', state });
    const history = await screen.findByRole('region', { name: 'Verlauf' }, SCREEN_LOAD);
    expect(await within(history).findByText('Gekauft über Device-Hub-Bestellung #12')).toBeInTheDocument();
    expect(history).not.toHaveTextContent('orderNumber');
  });

  it('offers no check-out for a retired asset', async () => {
    await openDetails((asset) => Object.assign(asset, { status: 'retired' }));
    expect(fact('Status')).toHaveTextContent('Retired');
    expect(screen.queryByRole('button', { name: 'Check out' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Archive' })).toBeEnabled();
  });

  it('disables archiving while someone holds the asset, with the reason', async () => {
    const state = new MockState();
    const held = manageDataOf(state).assets.find((asset) => asset.status === 'deployed')!;
    await renderPortal({ url: `/apps/manage-beta/details/${held.id}`, signedInAs: 'admin', state });
    await screen.findByRole('heading', { level: 1, name: held.assetTag }, SCREEN_LOAD);

    expect(screen.getByRole('button', { name: 'Archive' })).toBeDisabled();
    expect(screen.getByText('Check the asset in before archiving it.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Transfer' })).toBeInTheDocument();
  });
});
