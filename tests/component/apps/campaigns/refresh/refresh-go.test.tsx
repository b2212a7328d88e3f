import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CampaignsMockData, MockCampaign } from '../../../../mocks/apps/campaigns/campaigns-mock-state';
import type { MockState } from '../../../../mocks/mock-state';
import { withMockApi } from '../../../shell/portal';
import { acmeOf, expectNoAxeViolations, openCampaigns, openPublicPage, SCREEN_LOAD } from '../campaign-arrange';

withMockApi();

const TOKEN = 'g'.repeat(43);

/** A Refresh Go campaign of Acme whose shareable address is TOKEN (or none). */
function goCampaign(data: CampaignsMockData, state: MockState, { shared = true, status = 'active' }: { shared?: boolean; status?: MockCampaign['status'] } = {}) {
  const campaign = data.addCampaign(acmeOf(state).organisationId, 'refresh-go', { name: 'Refresh 2026', status });
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
    expect(data.goStarts).toEqual([expect.objectContaining({ email: 'employee@acme.test', newDevice: 'MacBook Air 15' })]);
  });

  it('says the address no longer works once the campaign has closed', async () => {
    await openPublicPage((mock, state) => {
      goCampaign(mock, state, { status: 'closed' });
      return `/refresh-go-diagnostic/${TOKEN}`;
    });
    expect(await screen.findByText('This link was withdrawn', undefined, SCREEN_LOAD)).toBeInTheDocument();
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
