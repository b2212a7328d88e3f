import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CampaignsMockData, MockCampaign } from '../../../mocks/campaigns-mock-state';
import { deviceKitsOf } from '../../../mocks/refresh-handlers';
import { catalogueDataOf } from '../../../../commerce/mocks/catalogue-mock-state';
import type { MockState } from '../../../../../../tests/mocks/mock-state';
import { withMockApi } from '../../../../../../tests/component/shell/portal';
import { acmeOf, expectNoAxeViolations, openCampaigns, openPublicPage, SCREEN_LOAD } from '../../__tests__/campaign-arrange';

/** The people the page started, as the campaign's details list them. */
const started = (people: readonly { state: string }[]) => people.filter((person) => person.state === 'started');

withMockApi();

const TOKEN = 'g'.repeat(43);

/** A Refresh Go campaign of Acme whose shareable address is TOKEN (or none), offering the Device Hub's kits when told. */
function goCampaign(
  data: CampaignsMockData,
  state: MockState,
  { shared = true, status = 'active', withKits = false }: { shared?: boolean; status?: MockCampaign['status']; withKits?: boolean } = {},
) {
  const { organisationId } = acmeOf(state);
  const kitIds = withKits ? deviceKitsOf(state, organisationId).map((kit) => kit.id) : [];
  const campaign = data.addCampaign(organisationId, 'refresh-go', { name: 'Refresh 2026', status, rules: { kitIds } });
  if (shared) data.goLinks.set(campaign.id, { token: TOKEN, revoked: false });
  return campaign;
}

describe('Refresh Go', { timeout: 40_000 }, () => {
  it('shows the campaign’s address to copy, and takes an employee’s start', async () => {
    const user = userEvent.setup();
    const { container, data } = await openPublicPage((mock, state) => {
      goCampaign(mock, state);
      return `/refresh-go-diagnostic/${TOKEN}`;
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Refresh 2026' }, SCREEN_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue(`${location.origin}/refresh-go-diagnostic/${TOKEN}`);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Copied.')).toBeInTheDocument();
    expect(await window.navigator.clipboard.readText()).toBe(`${location.origin}/refresh-go-diagnostic/${TOKEN}`);
    await expectNoAxeViolations(container);

    await user.type(screen.getByRole('textbox', { name: /Your work email/ }), 'employee@acme.test');
    await user.type(screen.getByRole('textbox', { name: /The new device you want/ }), 'MacBook Air 15');
    await user.click(screen.getByRole('button', { name: 'Start my refresh' }));
    expect(await screen.findByText(/you will receive an email about returning your old device/)).toBeInTheDocument();
    expect(started(data.people)).toEqual([expect.objectContaining({ email: 'employee@acme.test', data: expect.objectContaining({ newDevice: 'MacBook Air 15' }) })]);
  });

  it('lets an employee pick their new device among the kits the campaign offers, seeing what each holds', async () => {
    const user = userEvent.setup();
    const { container, data } = await openPublicPage((mock, state) => {
      goCampaign(mock, state, { withKits: true });
      return `/refresh-go-diagnostic/${TOKEN}`;
    });
    const kits = await screen.findByRole('radiogroup', { name: 'Your new device' }, SCREEN_LOAD);
    const starter = within(kits).getByRole('radio', { name: /New starter kit/ });
    expect(within(kits).getByText('ThinkPad X1 Carbon, Thunderbolt dock')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /The new device you want/ })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);

    await user.type(screen.getByRole('textbox', { name: /Your work email/ }), 'employee@acme.test');
    await user.click(screen.getByRole('button', { name: 'Start my refresh' }));
    expect(started(data.people)).toEqual([]);
    await user.click(starter);
    await user.click(screen.getByRole('button', { name: 'Start my refresh' }));
    expect(await screen.findByText(/you will receive an email about returning your old device/)).toBeInTheDocument();
    expect(started(data.people)).toEqual([expect.objectContaining({ email: 'employee@acme.test', data: { newDevice: 'New starter kit', kitId: expect.any(String) } })]);
  });

  it('speaks German to a visitor whose browser does', async () => {
    await openPublicPage((mock, state) => {
      goCampaign(mock, state, { withKits: true });
      return `/refresh-go-diagnostic/${TOKEN}`;
    }, 'de');
    expect(await screen.findByRole('radiogroup', { name: 'Ihr neues Gerät' }, SCREEN_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Meinen Wechsel starten' })).toBeInTheDocument();
  });

  it('offers the Device Hub’s kits in the wizard, and starts the campaign with those ticked', async () => {
    const user = userEvent.setup();
    const { container, data } = await openCampaigns('/apps/refresh-go');
    await screen.findByRole('list', { name: 'People to pick' }, SCREEN_LOAD);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    const kits = await screen.findByRole('group', { name: 'Kits to choose from' });
    await user.click(await within(kits).findByRole('checkbox', { name: /New starter kit/ }));
    expect(within(kits).getByText('ThinkPad X1 Carbon, Thunderbolt dock')).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByRole('textbox', { name: /Campaign name/ }), 'Refresh spring');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Pick your new laptop.');
    await user.click(screen.getByRole('button', { name: 'Start the campaign' }));
    const created = await waitFor(() => {
      const found = data.campaigns.find((campaign) => campaign.name === 'Refresh spring');
      expect(found).toBeDefined();
      return found!;
    });
    expect(created.rules).toEqual({ kitIds: [expect.any(String)] });
  });

  it('orders the kit a person picked as a campaign order, offering the default shipping address first', async () => {
    const user = userEvent.setup();
    let id = '';
    const { container, data, state, navigation } = await openCampaigns('/dashboard', {
      arrange: (mock, mockState) => {
        const campaign = goCampaign(mock, mockState, { withKits: true });
        const [kit] = deviceKitsOf(mockState, campaign.organisationId);
        mock.addPerson(campaign, acmeOf(mockState).eve, { state: 'started', data: { newDevice: kit!.name, kitId: kit!.id } });
        id = campaign.id;
      },
    });
    await navigation.navigate(`/apps/refresh-go/campaign-details/${id}`);
    const eve = await screen.findByRole('row', { name: /Eve Employee/ }, SCREEN_LOAD);
    expect(within(eve).getByText('Picked New starter kit')).toBeInTheDocument();
    await user.click(within(eve).getByRole('button', { name: 'Actions for Eve Employee' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Order the kit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order New starter kit for Eve Employee' });
    const sendTo = await within(dialog).findByRole('combobox', { name: 'Send to' });
    expect(sendTo).toHaveDisplayValue('Berlin office, Berlin');
    await expectNoAxeViolations(container);
    await user.click(within(dialog).getByRole('button', { name: 'Order the kit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(screen.getByRole('row', { name: /Eve Employee/ })).findByText(/order #1/)).toBeInTheDocument();
    const berlin = catalogueDataOf(state).locations.find((place) => place.name === 'Berlin office')!;
    expect(data.kitOrders).toEqual([expect.objectContaining({ placeId: berlin.id })]);
    // Nothing is left to do for Eve: her row has no menu.
    expect(within(screen.getByRole('row', { name: /Eve Employee/ })).queryByRole('button', { name: 'Actions for Eve Employee' })).not.toBeInTheDocument();
  });

  it('says the address does not work once the campaign has closed, as of a short or malformed one', async () => {
    for (const token of [TOKEN, 'madeup', encodeURIComponent('not a link ✗')]) {
      const page = await openPublicPage((mock, state) => {
        goCampaign(mock, state, { status: 'closed' });
        return `/refresh-go-diagnostic/${token}`;
      });
      expect(await screen.findByText('This link does not work', undefined, SCREEN_LOAD)).toBeInTheDocument();
      expect(screen.queryByText('Some fields need attention')).not.toBeInTheDocument();
      page.unmount();
    }
  });

  it('lets the admin make the address on the campaign’s details', async () => {
    const user = userEvent.setup();
    let id = '';
    const { container, navigation, data } = await openCampaigns('/dashboard', { arrange: (mock, state) => (id = goCampaign(mock, state, { shared: false }).id) });
    await navigation.navigate(`/apps/refresh-go/campaign-details/${id}`);
    const panel = await screen.findByRole('group', { name: "The campaign's address" }, SCREEN_LOAD);
    expect(await within(panel).findByText('No address yet.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Make the address' }));
    await waitFor(() => expect(within(panel).getByRole('textbox', { name: 'Address' })).toHaveValue(`${location.origin}/refresh-go-diagnostic/${data.goLinks.get(id)!.token}`));
    expect(within(panel).getByRole('button', { name: 'Make a new address' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
