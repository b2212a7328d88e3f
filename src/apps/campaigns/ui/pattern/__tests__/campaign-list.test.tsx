import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../../../../../contract/descriptor';
import { overrideMockApi, withMockApi } from '../../../../../../tests/component/shell/portal';
import { acmeOf, expectNoAxeViolations, openCampaigns, SCREEN_LOAD } from '../../__tests__/campaign-arrange';

withMockApi();

const table = () => screen.findByRole('table', { name: 'Campaigns' }, SCREEN_LOAD);
const rowNames = (found: HTMLElement) => within(found).queryAllByRole('link').map((link) => link.textContent);

describe('the list of a kind’s campaigns', { timeout: 30_000 }, () => {
  it('lists the kind’s campaigns with their progress, searched and filtered by status', async () => {
    const user = userEvent.setup();
    const { container } = await openCampaigns('/apps/recover/campaigns', {
      arrange: (data, state) => {
        const { organisationId } = acmeOf(state);
        data.addCampaign(organisationId, 'recover', { name: 'Berlin office move', status: 'closed' });
        data.addCampaign(organisationId, 'loop', { name: 'Not a Recover campaign' });
      },
    });
    const campaigns = await table();
    expect(rowNames(campaigns)).toEqual(['Berlin office move', 'Leavers November']);
    const leavers = within(campaigns).getByRole('link', { name: 'Leavers November' }).closest('tr')!;
    expect(within(leavers).getByText('Active')).toBeInTheDocument();
    expect(within(leavers).getByText('0 of 1')).toBeInTheDocument();
    await expectNoAxeViolations(container);

    await user.type(screen.getByRole('searchbox', { name: 'Search campaigns' }), 'berlin');
    await waitFor(() => expect(rowNames(screen.getByRole('table', { name: 'Campaigns' }))).toEqual(['Berlin office move']), SCREEN_LOAD);
    await user.clear(screen.getByRole('searchbox', { name: 'Search campaigns' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Active');
    await waitFor(() => expect(rowNames(screen.getByRole('table', { name: 'Campaigns' }))).toEqual(['Leavers November']), SCREEN_LOAD);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Cancelled');
    expect(await screen.findByText('No campaign matches.')).toBeInTheDocument();
  });

  it('is where the app opens, its header the one way to a new campaign', async () => {
    const user = userEvent.setup();
    const { history } = await openCampaigns('/dashboard');
    await user.click(within(await screen.findByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Recover' }));
    expect(await table()).toBeInTheDocument();
    expect(history.location().path).toBe('/apps/recover/campaigns');
    expect(screen.getByRole('heading', { level: 1, name: 'Recover campaigns' })).toBeInTheDocument();
    // No section tabs: one link starts the wizard, at the app's base route.
    expect(screen.queryByRole('navigation', { name: 'Campaign pages' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'New campaign' }).map((link) => link.getAttribute('href'))).toEqual(['/apps/recover']);
    await user.click(screen.getByRole('link', { name: 'New campaign' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'New campaign' }, SCREEN_LOAD)).toBeInTheDocument();
    // The wizard is left for the list the same way: its Cancel, or the breadcrumb's app.
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/apps/recover/campaigns');
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Recover' })).toHaveAttribute('href', '/apps/recover/campaigns');
  });

  it('invites to start the first campaign when there is none', async () => {
    await openCampaigns('/apps/loop/campaigns');
    expect(await screen.findByText('No campaign yet: start the first with “New campaign” above.', undefined, SCREEN_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New campaign' })).toHaveAttribute('href', '/apps/loop');
  });

  it('says when the campaigns cannot be loaded, and loads them again on request', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { navigation } = await openCampaigns('/dashboard');
    overrideMockApi(http.get(`${location.origin}${API_PREFIX}/recover/campaigns`, () => (fail ? HttpResponse.json({ title: 'Down' }, { status: 500 }) : undefined)));
    await act(async () => navigation.navigate('/apps/recover/campaigns'));
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await table()).toBeInTheDocument();
  });

  it('speaks German', async () => {
    await openCampaigns('/apps/recover/campaigns', { language: 'de' });
    expect(await screen.findByRole('table', { name: 'Kampagnen' }, SCREEN_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Kampagnen suchen' })).toBeInTheDocument();
    expect(screen.getByText('0 von 1')).toBeInTheDocument();
  });
});
