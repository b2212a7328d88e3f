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

/** The demo's Leavers November with two more leavers: Paul booked a pickup, Rita's laptop is on its way. */
function leavers(data: CampaignsMockData, state: MockState) {
  const { organisationId } = acmeOf(state);
  const campaign = data.campaigns.find((each) => each.name === 'Leavers November')!;
  const paul = state.addMember(organisationId, { email: 'paul@acme.test', name: 'Paul Porter', role: 'employee', password: null });
  const rita = state.addMember(organisationId, { email: 'rita@acme.test', name: 'Rita Remote', role: 'employee', password: null });
  manageDataOf(state).addAsset(organisationId, { assetTag: 'ACME-0100', model: 'ThinkPad X1', productType: 'laptop', status: 'deployed', assigneeId: rita.id });
  const booked = data.addPerson(campaign, paul, { state: 'pickup-booked' });
  data.returns.set(booked.id, { address: 'Hauptstr. 1, Berlin', phone: '+49 30 1234567', hasPackaging: true, pickup: { day: PICKUP_DAY, slot: 'pm' }, alreadyReturnedNote: null });
  data.addPerson(campaign, rita, { state: 'in-transit' });
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
const names = async () => within(await peopleTable()).getAllByRole('link').map((link) => link.textContent);

describe('a campaign’s details', { timeout: 40_000 }, () => {
  it('shows the progress per state, and finds people by name and state', async () => {
    const user = userEvent.setup();
    const { container } = await openLeavers();
    expect(await screen.findByRole('heading', { level: 1, name: 'Leavers November' }, SCREEN_LOAD)).toBeInTheDocument();
    // Each state's card: its label, then how many people are in it.
    for (const state of ['Awaiting employee', 'Pickup booked', 'In transit']) expect(screen.getByRole('link', { name: new RegExp(`^${state}\\s*1$`) })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Received/ })).not.toBeInTheDocument();
    expect(await names()).toEqual(['Eve Employee', 'Paul Porter', 'Rita Remote']);
    expect(within(rowOf('Paul Porter')).getByText('Pickup 2026-12-01, afternoon')).toBeInTheDocument();
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

  it('shows a person’s new link to copy, which withdraws the mailed one, mails it again and withdraws it', async () => {
    const user = userEvent.setup();
    const { data } = await openLeavers();
    await peopleTable();
    await user.click(within(rowOf('Eve Employee')).getByRole('button', { name: 'Show the link of Eve Employee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link of Eve Employee' });
    const eve = data.people.find((each) => each.name === 'Eve Employee')!;
    await waitFor(() => expect(data.latestLink(eve.id)!.token).not.toBe(data.eveReturnLink));
    expect(await within(dialog).findByRole('textbox', { name: 'Public link' })).toHaveValue(`${location.origin}/recover/help-with-return/${data.latestLink(eve.id)!.token}`);
    expect(within(dialog).getByText(/the one sent before no longer works/)).toBeInTheDocument();
    expect(data.links.find((link) => link.token === data.eveReturnLink)!.revokedAt).not.toBeNull();
    await expectNoAxeViolations(dialog);
    await user.keyboard('{Escape}');

    await user.click(within(rowOf('Eve Employee')).getByRole('button', { name: 'Mail the link to Eve Employee again' }));
    await waitFor(() => expect(data.latestLink(eve.id)!.lastSentAt).not.toBeNull());

    await user.click(within(rowOf('Eve Employee')).getByRole('button', { name: 'Withdraw the link of Eve Employee' }));
    await waitFor(() => expect(within(rowOf('Eve Employee')).getByText('Withdrawn')).toBeInTheDocument());
    expect(within(rowOf('Eve Employee')).queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();
  });

  it('records a device received, refusing a blank place, then processed: the person ends processed', async () => {
    const user = userEvent.setup();
    const { container } = await openLeavers();
    await peopleTable();
    await user.click(within(rowOf('Rita Remote')).getByRole('button', { name: 'Record the receipt of ThinkPad X1 ACME-0100 from Rita Remote' }));
    const receipt = await screen.findByRole('dialog', { name: 'Receipt of ThinkPad X1 ACME-0100' });
    await user.selectOptions(within(receipt).getByRole('combobox', { name: 'Condition grade' }), 'C (worn)');
    await user.type(within(receipt).getByRole('textbox', { name: /Where it is now/ }), '   ');
    await user.click(within(receipt).getByRole('button', { name: 'Record receipt' }));
    expect(await within(receipt).findByRole('textbox', { name: /Where it is now/ })).toBeInvalid();
    await expectNoAxeViolations(receipt);
    await user.type(within(receipt).getByRole('textbox', { name: /Where it is now/ }), 'Berlin stock room');
    await user.click(within(receipt).getByRole('button', { name: 'Record receipt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(rowOf('Rita Remote')).getByText('Received')).toBeInTheDocument());

    await user.click(within(rowOf('Rita Remote')).getByRole('button', { name: 'Record the processing of ThinkPad X1 ACME-0100 from Rita Remote' }));
    const processing = await screen.findByRole('dialog', { name: 'Processing of ThinkPad X1 ACME-0100' });
    expect(within(processing).getByRole('textbox', { name: /Where it is now/ })).toHaveValue('Berlin stock room');
    expect(within(processing).getByRole('button', { name: 'Record processing' })).toBeDisabled();
    await user.click(within(processing).getByRole('checkbox', { name: 'The device was wiped (its data erased)' }));
    await user.selectOptions(within(processing).getByRole('combobox', { name: 'What became of it' }), 'Recycled');
    await user.click(within(processing).getByRole('button', { name: 'Record processing' }));
    await waitFor(() => expect(within(rowOf('Rita Remote')).getByText('Processed')).toBeInTheDocument());
    await expectNoAxeViolations(container);
  });

  it('cancels the campaign after asking, which withdraws its links', async () => {
    const user = userEvent.setup();
    const { data, campaign } = await openLeavers();
    await peopleTable();
    await user.click(screen.getByRole('button', { name: 'Cancel campaign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Leavers November?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel campaign' }));
    await waitFor(() => expect(data.campaigns.find((each) => each.id === campaign.id)!.status).toBe('cancelled'));
    expect(await screen.findByText('Cancelled', { selector: '.badge, .badge *' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Update campaign' })).not.toBeInTheDocument();
    expect(data.links.every((link) => link.revokedAt)).toBe(true);
  });

  it('keeps its header while the campaign loads, and says so when it cannot be opened', async () => {
    let answer: 'wait' | 'fail' = 'wait';
    const { navigation, data } = await openCampaigns('/dashboard');
    const campaign = data.campaigns.find((each) => each.name === 'Leavers November')!;
    overrideMockApi(http.get(`${location.origin}${API_PREFIX}/recover/campaigns/:id`, async () => (answer === 'wait' ? delay('infinite') : HttpResponse.json({ title: 'Down' }, { status: 500 }))));
    await act(async () => navigation.navigate(`/apps/recover/campaign-details/${campaign.id}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Loading the campaign…' }, SCREEN_LOAD)).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Recover' })).toBeInTheDocument();

    answer = 'fail';
    await act(async () => navigation.navigate('/apps/recover/campaigns'));
    await act(async () => navigation.navigate(`/apps/recover/campaign-details/${campaign.id}`));
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'The campaign could not be opened' })).toBeInTheDocument();
  });

  it('speaks German, in Recover’s dialogs too', async () => {
    const user = userEvent.setup();
    await openLeavers({ language: 'de' });
    expect(await screen.findByRole('table', { name: 'Personen der Kampagne' }, SCREEN_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CSV exportieren' })).toBeInTheDocument();
    await user.click(within(rowOf('Rita Remote')).getByRole('button', { name: 'Eingang von ThinkPad X1 ACME-0100 von Rita Remote erfassen' }));
    const receipt = await screen.findByRole('dialog', { name: 'Eingang von ThinkPad X1 ACME-0100' });
    expect(within(receipt).getByRole('combobox', { name: 'Zustand' })).toBeInTheDocument();
    expect(within(receipt).getByRole('button', { name: 'Eingang erfassen' })).toBeInTheDocument();
    await expectNoAxeViolations(receipt);
  });
});
