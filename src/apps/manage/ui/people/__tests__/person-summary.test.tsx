import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { managePaths } from '../../../domain/paths';
import { MockState } from '../../../../../../tests/mocks/handlers';
import { overrideMockApi, renderPortal, withMockApi } from '../../../../../../tests/component/shell/portal';
import { moneyDataOf } from '../../../../commerce/mocks/money-mock-state';
import { deskDataOf } from '../../../../service-desk/mocks/desk-mock-state';
import { eveOf, SCREEN_LOAD } from './people-fixtures';

withMockApi();

const panelOf = async (name: string) => screen.findByRole('region', { name }, SCREEN_LOAD);

describe("a person's page across the apps", () => {
  it("shows what each app counts of the person, each figure leading to that app's page of them", async () => {
    const state = new MockState();
    const eve = eveOf(state);
    await renderPortal({ url: managePaths.user(eve.id), signedInAs: 'admin', state });
    const panel = await panelOf('Across the apps');

    const tickets = deskDataOf(state).tickets.filter((ticket) => ticket.requester.userId === eve.id);
    const open = tickets.filter((ticket) => !['resolved', 'closed'].includes(ticket.status.category)).length;
    const ticketsLink = await within(panel).findByRole('link', { name: /^Tickets/ });
    expect(ticketsLink).toHaveTextContent(`Tickets${tickets.length}${open} open · Resolve IT`);
    expect(ticketsLink.getAttribute('href')).toMatch(/^\/apps\/resolve-it\/(reported-issues|service-requests)\?q=employee%40acme\.test$/);

    const balance = moneyDataOf(state).balanceOf(eve.id) / 100;
    const wallet = within(panel).getByRole('link', { name: /^Wallet/ });
    expect(wallet).toHaveTextContent(`Wallet€${balance.toLocaleString('en', { minimumFractionDigits: 2 })}`);
    expect(wallet).toHaveAttribute('href', `/apps/wallet?person=${eve.id}`);
    expect(within(panel).getByRole('link', { name: /^Credits€/ })).toHaveAttribute('href', `/apps/wallet?person=${eve.id}`);
  });

  it('says so when no other app knows anything of the person, in German too', async () => {
    const state = new MockState();
    const organisationId = eveOf(state).organisationId;
    const nia = state.addMember(organisationId, { email: 'nia@acme.test', name: 'Nia New', role: 'employee', password: null });
    Object.assign(state.userByEmail('admin@acme.test')!.settings, { language: 'de' });
    await renderPortal({ url: managePaths.user(nia.id), signedInAs: 'admin', state });
    expect(await within(await panelOf('In allen Apps')).findByText('Noch keine andere App hat etwas zu dieser Person.')).toBeInTheDocument();
  });

  it('offers to try again when the summary could not be read, and shows it then', async () => {
    const user = userEvent.setup();
    await renderPortal({ url: managePaths.users(), signedInAs: 'admin' });
    const eve = await screen.findByRole('link', { name: 'Eve Employee' }, SCREEN_LOAD);
    let failing = true;
    overrideMockApi(
      http.get('*/api/v1/manage/people/:id/summary', () =>
        failing ? HttpResponse.json({ title: 'Down' }, { status: 500 }) : undefined,
      ),
    );
    await user.click(eve);
    const panel = await panelOf('Across the apps');
    // The query tries a server error again before it gives up.
    const retry = await within(panel).findByRole('button', { name: 'Try again' }, { timeout: 15_000 });
    failing = false;
    await user.click(retry);
    expect(await within(panel).findByRole('link', { name: /^Wallet/ })).toBeInTheDocument();
  });
});
