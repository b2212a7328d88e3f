import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../../../../../contract/descriptor';
import type { CampaignsMockData } from '../../../mocks/campaigns-mock-state';
import { manageDataOf } from '../../../../manage/mocks/mock-state';
import type { MockState } from '../../../../../../tests/mocks/mock-state';
import { overrideMockApi, withMockApi } from '../../../../../../tests/component/shell/portal';
import { acmeOf, expectNoAxeViolations, openCampaigns, SCREEN_LOAD } from '../../__tests__/campaign-arrange';

withMockApi();

const PICKUP_DAY = '2026-12-01';

/**
 * The demo's Leavers November with three more leavers: Paul booked a pickup, Rita's laptop is on its way, and Nina
 * sends back the nine devices of a whole desk.
 */
function leavers(data: CampaignsMockData, state: MockState) {
  const { organisationId } = acmeOf(state);
  const campaign = data.campaigns.find((each) => each.name === 'Leavers November')!;
  const member = (name: string) => state.addMember(organisationId, { email: `${name.split(' ')[0]!.toLowerCase()}@acme.test`, name, role: 'employee', password: null });
  const [paul, rita, nina] = [member('Paul Porter'), member('Rita Remote'), member('Nina Nine')];
  const assets = manageDataOf(state);
  assets.addAsset(organisationId, { assetTag: 'ACME-0100', model: 'ThinkPad X1', productType: 'laptop', status: 'deployed', assigneeId: rita.id });
  for (let index = 1; index <= 9; index++) {
    assets.addAsset(organisationId, { assetTag: `ACME-02${String(index).padStart(2, '0')}`, model: 'Dell P2422H', productType: 'monitor', status: 'deployed', assigneeId: nina.id });
  }
  const booked = data.addPerson(campaign, paul, { state: 'pickup-booked' });
  data.returns.set(booked.id, { address: 'Hauptstr. 1, Berlin', phone: '+49 30 1234567', hasPackaging: true, pickup: { day: PICKUP_DAY, slot: 'pm' }, alreadyReturnedNote: null });
  data.addPerson(campaign, rita, { state: 'in-transit' });
  data.addPerson(campaign, nina, { state: 'in-transit' });
  return campaign;
}

async function openLeavers(options: { language?: 'en' | 'de' } = {}) {
  let id = '';
  const portal = await openCampaigns('/dashboard', { ...options, arrange: (data, state) => (id = leavers(data, state).id) });
  await portal.navigation.navigate(`/apps/recover/campaign-details/${id}`);
  return { ...portal, campaign: portal.data.campaigns.find((each) => each.id === id)! };
}

const peopleTable = () => screen.findByRole('table', { name: 'People of the campaign' }, SCREEN_LOAD);
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
// A low-priority column's value is also folded under the name (shown by CSS on narrow screens): read its own cell.
const cellOf = (name: string, column: string) => rowOf(name).querySelector(`td[data-label="${column}"]`);
const names = async () => within(await peopleTable()).getAllByRole('link').map((link) => link.textContent);

/** Chooses an item of a person's row menu. */
async function chooseFor(user: ReturnType<typeof userEvent.setup>, name: string, item: string) {
  await user.click(within(rowOf(name)).getByRole('button', { name: `Actions for ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

describe('a campaign’s details', { timeout: 40_000 }, () => {
  it('shows the progress per state, and finds people by name and state', async () => {
    const user = userEvent.setup();
    const { container } = await openLeavers();
    expect(await screen.findByRole('heading', { level: 1, name: 'Leavers November' }, SCREEN_LOAD)).toBeInTheDocument();
    // Each state's card: its label, then how many people are in it.
    for (const state of ['Awaiting employee', 'Pickup booked']) expect(screen.getByRole('link', { name: new RegExp(`^${state}\\s*1$`) })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^In transit\s*2$/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Received/ })).not.toBeInTheDocument();
    expect(await names()).toEqual(['Eve Employee', 'Nina Nine', 'Paul Porter', 'Rita Remote']);
    expect(within(rowOf('Paul Porter')).getByText('Pickup Dec 1, 2026, afternoon')).toBeInTheDocument();
    await expectNoAxeViolations(container);

    await user.type(screen.getByRole('searchbox', { name: 'Search people' }), 'rita');
    await waitFor(async () => expect(await names()).toEqual(['Rita Remote']), SCREEN_LOAD);
    await user.clear(screen.getByRole('searchbox', { name: 'Search people' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Pickup booked');
    await waitFor(async () => expect(await names()).toEqual(['Paul Porter']), SCREEN_LOAD);
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Processed');
    expect(await screen.findByText('No one matches.')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Devices' }));
    expect(await screen.findByRole('table', { name: 'Devices of the campaign' })).toBeInTheDocument();
  });

  it('keeps a row on one line whatever the person returns: their devices behind one button, the rest in a menu', async () => {
    const user = userEvent.setup();
    const { container } = await openLeavers();
    await peopleTable();
    // Nine devices to receive, two moves asked about first: still two buttons in Nina's row.
    expect(within(rowOf('Nina Nine')).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Nina Nine: 9 devices', 'Actions for Nina Nine']);
    await user.click(within(rowOf('Nina Nine')).getByRole('button', { name: 'Actions for Nina Nine' }));
    const menu = await screen.findByRole('menu', { name: 'Actions for Nina Nine' });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Copy return link', 'Mail the link again', 'Cancel the retrieval']);
    await expectNoAxeViolations(container);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(rowOf('Nina Nine')).getByRole('button', { name: 'Actions for Nina Nine' })).toHaveFocus());

    await user.click(within(rowOf('Nina Nine')).getByRole('button', { name: 'Nina Nine: 9 devices' }));
    const drawer = await screen.findByRole('dialog', { name: 'Devices of Nina Nine' });
    expect(within(drawer).getAllByRole('listitem')).toHaveLength(9);
    expect(within(drawer).getAllByText('Not back yet')).toHaveLength(9);
    await expectNoAxeViolations(drawer);
    // Escape closes the drawer wherever the focus is in it, on a device's button too.
    within(drawer).getByRole('button', { name: 'Record receipt of Dell P2422H ACME-0209' }).focus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('copies a person’s new return link, which withdraws the mailed one, mails it again and withdraws it', async () => {
    const user = userEvent.setup();
    const { data } = await openLeavers();
    await peopleTable();
    await chooseFor(user, 'Eve Employee', 'Copy return link');
    const dialog = await screen.findByRole('dialog', { name: 'Return link of Eve Employee' });
    const eve = data.people.find((each) => each.name === 'Eve Employee')!;
    await waitFor(() => expect(data.latestLink(eve.id)!.token).not.toBe(data.eveReturnLink));
    const url = `${location.origin}/recover/help-with-return/${data.latestLink(eve.id)!.token}`;
    expect(await within(dialog).findByRole('textbox', { name: 'Public link' })).toHaveValue(url);
    // Asked to copy, it is copied: the button stays for a browser that refuses.
    expect(await within(dialog).findByText('Copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(within(dialog).getByText(/the one sent before no longer works/)).toBeInTheDocument();
    expect(data.links.find((link) => link.token === data.eveReturnLink)!.revokedAt).not.toBeNull();
    await expectNoAxeViolations(dialog);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(rowOf('Eve Employee')).getByRole('button', { name: 'Actions for Eve Employee' })).toHaveFocus());

    await chooseFor(user, 'Eve Employee', 'Mail the link again');
    await waitFor(() => expect(data.latestLink(eve.id)!.lastSentAt).not.toBeNull());
    expect(await within(rowOf('Eve Employee')).findByText('Link mailed to Eve Employee.')).toBeInTheDocument();

    await chooseFor(user, 'Eve Employee', 'Withdraw the link');
    await waitFor(() => expect(cellOf('Eve Employee', 'Link')).toHaveTextContent('Withdrawn'));
    await user.click(within(rowOf('Eve Employee')).getByRole('button', { name: 'Actions for Eve Employee' }));
    expect(within(await screen.findByRole('menu')).queryByRole('menuitem', { name: 'Withdraw the link' })).not.toBeInTheDocument();
  });

  it('records a device received, refusing a blank place, then processed, from the person’s devices: the person ends processed', async () => {
    const user = userEvent.setup();
    const { container } = await openLeavers();
    await peopleTable();
    await user.click(within(rowOf('Rita Remote')).getByRole('button', { name: 'Rita Remote: 1 device' }));
    const drawer = await screen.findByRole('dialog', { name: 'Devices of Rita Remote' });
    await user.click(within(drawer).getByRole('button', { name: 'Record receipt of ThinkPad X1 ACME-0100' }));
    // The step's form opens under the device, in the drawer, named by its button.
    const receipt = await within(drawer).findByRole('group', { name: 'Record receipt of ThinkPad X1 ACME-0100' });
    await user.selectOptions(within(receipt).getByRole('combobox', { name: 'Condition grade' }), 'C (worn)');
    await user.type(within(receipt).getByRole('textbox', { name: /Where it is now/ }), '   ');
    await user.click(within(receipt).getByRole('button', { name: 'Save receipt' }));
    expect(await within(receipt).findByRole('textbox', { name: /Where it is now/ })).toBeInvalid();
    await expectNoAxeViolations(receipt);
    await user.type(within(receipt).getByRole('textbox', { name: /Where it is now/ }), 'Berlin stock room');
    await user.click(within(receipt).getByRole('button', { name: 'Save receipt' }));
    // The form closes on what came back, the focus on the device's next step.
    expect(await within(drawer).findByText('Returned · grade C')).toBeInTheDocument();
    await waitFor(() => expect(within(drawer).getByRole('button', { name: 'Record processing of ThinkPad X1 ACME-0100' })).toHaveFocus());
    expect(within(drawer).queryByRole('form')).not.toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Record processing of ThinkPad X1 ACME-0100' }));
    const processing = await within(drawer).findByRole('group', { name: 'Record processing of ThinkPad X1 ACME-0100' });
    expect(within(processing).getByRole('textbox', { name: /Where it is now/ })).toHaveValue('Berlin stock room');
    expect(within(processing).getByRole('button', { name: 'Save processing' })).toBeDisabled();
    await user.click(within(processing).getByRole('checkbox', { name: 'The device was wiped (its data erased)' }));
    await user.selectOptions(within(processing).getByRole('combobox', { name: 'What became of it' }), 'Recycled');
    await user.click(within(processing).getByRole('button', { name: 'Save processing' }));
    expect(await within(drawer).findByText('Returned · grade C · Recycled')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: /^Record/ })).not.toBeInTheDocument();
    await expectNoAxeViolations(drawer);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(rowOf('Rita Remote')).getByText('Processed')).toBeInTheDocument());
    expect(within(rowOf('Rita Remote')).getByText('1 device, 1 back')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('cancels a person’s retrieval after asking, from their row’s menu, once however often it is pressed', async () => {
    const user = userEvent.setup();
    const { data } = await openLeavers();
    await peopleTable();
    let moves = 0;
    overrideMockApi(
      http.post(`${location.origin}${API_PREFIX}/recover/campaigns/:id/people/:personId/moves`, () => {
        moves += 1;
      }),
    );
    await chooseFor(user, 'Paul Porter', 'Cancel the retrieval');
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the retrieval of Paul Porter?' });
    expect(within(dialog).getByText('The retrieval of Paul Porter ends without the devices; their link stops working.')).toBeInTheDocument();
    await expectNoAxeViolations(dialog);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Cancel the retrieval' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(data.people.find((each) => each.name === 'Paul Porter')!.state).toBe('cancelled');
    expect(moves).toBe(1);
    await waitFor(() => expect(within(rowOf('Paul Porter')).getByText('Cancelled')).toBeInTheDocument());
  });

  it('cancels the campaign after asking, which withdraws its links', async () => {
    const user = userEvent.setup();
    const { data, campaign } = await openLeavers();
    await peopleTable();
    // The header holds two controls, whatever the width: the people to add, and the rest behind one menu.
    const more = screen.getByRole('button', { name: 'More actions for Leavers November' });
    await user.click(more);
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Update campaign', 'Export CSV', 'Close', 'Cancel campaign']);
    await user.click(screen.getByRole('menuitem', { name: 'Cancel campaign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Leavers November?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel campaign' }));
    await waitFor(() => expect(data.campaigns.find((each) => each.id === campaign.id)!.status).toBe('cancelled'));
    expect(await screen.findByText('Cancelled', { selector: '.badge, .badge *' })).toBeInTheDocument();
    await user.click(more);
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Export CSV']);
    expect(data.links.every((link) => link.revokedAt)).toBe(true);
  });

  it('keeps its header while the campaign loads, and says so when it cannot be opened', async () => {
    const { navigation, data } = await openCampaigns('/dashboard');
    const leavers = data.campaigns.find((each) => each.name === 'Leavers November')!;
    // Leavers November is slow to come; any other campaign is not found.
    overrideMockApi(
      http.get(`${location.origin}${API_PREFIX}/recover/campaigns/:id`, async ({ params }) =>
        params['id'] === leavers.id ? delay('infinite') : HttpResponse.json({ title: 'Not found' }, { status: 404 }),
      ),
    );
    await act(async () => navigation.navigate(`/apps/recover/campaign-details/${leavers.id}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Loading the campaign…' }, SCREEN_LOAD)).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Recover' })).toBeInTheDocument();

    await act(async () => navigation.navigate('/apps/recover/campaign-details/00000000-0000-4000-8000-000000000000'));
    // Not found is not worth asking again: the reason shows at once.
    const alert = await screen.findByRole('alert', {}, SCREEN_LOAD);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'The campaign could not be opened' })).toBeInTheDocument();
  });

  it('speaks German, in Recover’s dialogs too', async () => {
    const user = userEvent.setup();
    await openLeavers({ language: 'de' });
    expect(await screen.findByRole('table', { name: 'Personen der Kampagne' }, SCREEN_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Weitere Aktionen für Leavers November' })).toHaveTextContent('Mehr');
    await user.click(within(rowOf('Rita Remote')).getByRole('button', { name: 'Aktionen für Rita Remote' }));
    expect(await screen.findByRole('menuitem', { name: 'Rücksendelink kopieren' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(within(rowOf('Rita Remote')).getByRole('button', { name: 'Rita Remote: 1 Gerät' }));
    const drawer = await screen.findByRole('dialog', { name: 'Geräte von Rita Remote' });
    await user.click(within(drawer).getByRole('button', { name: 'Eingang von ThinkPad X1 ACME-0100 erfassen' }));
    const receipt = await within(drawer).findByRole('group', { name: 'Eingang von ThinkPad X1 ACME-0100 erfassen' });
    expect(within(receipt).getByRole('combobox', { name: 'Zustand' })).toBeInTheDocument();
    expect(within(receipt).getByRole('button', { name: 'Eingang speichern' })).toBeInTheDocument();
    await expectNoAxeViolations(receipt);
  });
});
