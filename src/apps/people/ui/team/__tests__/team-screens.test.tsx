import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MockState } from '../../../../../../tests/mocks/handlers';
import { renderPortal, withMockApi } from '../../../../../../tests/component/shell/portal';
import { expectNoAxeViolations } from '../../../../../../tests/component/axe';
import { teamDataOf } from '../../../mocks/team-mock-state';
import { directoryDataOf } from '../../../mocks/directory-mock-data';

withMockApi();

const SCREEN_LOAD = { timeout: 15_000 };

/** The demo admin signed in; Mia manages Eve (the demo employee), who holds a laptop and paid one order with credits. */
async function openTeam(to: string, language: 'en' | 'de' = 'en') {
  const state = new MockState();
  const [ada, eve] = state.users as [(typeof state.users)[number], (typeof state.users)[number]];
  const mia = state.addMember(ada.organisationId, { email: 'mia@acme.test', name: 'Mia Manager', role: 'manager', password: null });
  const team = teamDataOf(state);
  const directory = directoryDataOf(state);
  directory.placementOf(eve.id).managerId = mia.id;
  directory.placeInTeam(eve.id, ada.organisationId, 'Sales');
  team.devices.set(eve.id, [{ assetId: crypto.randomUUID(), assetTag: 'LAP-0042', model: 'ThinkPad T14', productType: 'laptop' }]);
  team.spends.push({
    id: crypto.randomUUID(),
    personId: eve.id,
    amountMinor: -12_900,
    currency: 'EUR',
    at: new Date().toISOString(),
    order: { id: crypto.randomUUID(), number: 17, kind: 'devicehub', status: 'ordered', lines: [{ name: 'USB-C dock', quantity: 1 }] },
  });
  for (const user of state.users) user.settings.language = language;
  const portal = await renderPortal({ url: '/dashboard', signedInAs: 'admin', state, language });
  await act(async () => portal.navigation.navigate(to));
  return { ...portal, state, ada, eve, mia, team };
}

describe('Team Manager', { timeout: 60_000 }, () => {
  it("shows the organisation's tree with each person's devices and credits, and lets the admin decide a pending change", async () => {
    const user = userEvent.setup();
    const { container, ada, eve, mia, team } = await openTeam('/apps/team-suite');
    team.changes.push({
      id: crypto.randomUUID(),
      organisationId: eve.organisationId,
      personId: eve.id,
      requestedBy: { id: mia.id, name: mia.name },
      previousMinor: 30_000,
      amountMinor: 150_000,
      reason: 'Team lead',
      state: 'pending',
      approverIds: [ada.id],
      decidedBy: null,
      decidedAt: null,
      decisionNote: null,
      createdAt: new Date().toISOString(),
      version: 1,
    });
    expect(await screen.findByRole('heading', { name: 'The organisation', level: 1 }, SCREEN_LOAD)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'The team' }, SCREEN_LOAD);
    const eveRow = within(table).getByRole('link', { name: eve.name }).closest('tr')!;
    expect(within(eveRow).getByText('Sales')).toBeInTheDocument();
    expect(within(eveRow).getByText('1 device')).toBeInTheDocument();
    expect(within(eveRow).getByText('ThinkPad T14')).toBeInTheDocument();
    expect(within(eveRow).getByText('€171.00')).toBeInTheDocument();
    expect(within(eveRow).getByText('Change pending')).toBeInTheDocument();
    // Eve sits under Mia in the tree.
    const names = within(table).getAllByRole('link').map((link) => link.textContent);
    expect(names.indexOf(eve.name)).toBe(names.indexOf(mia.name) + 1);
    await expectNoAxeViolations(container);
    expect(screen.getByRole('link', { name: 'Send invitation' })).toHaveAttribute('href', '/apps/team-suite/send-invitation');
    await user.click(screen.getByRole('button', { name: `Approve the budget change of ${eve.name}` }));
    expect(await within(await screen.findByRole('table', { name: 'The team' })).findByText('€1,500.00', undefined, SCREEN_LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /awaits your decision/ })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Whose team' }), mia.id);
    expect(await screen.findByRole('heading', { name: 'My team', level: 1 }, SCREEN_LOAD)).toBeInTheDocument();
    expect(within(await screen.findByRole('table', { name: 'The team' }, SCREEN_LOAD)).getAllByRole('row')).toHaveLength(2);
  });

  it("shows a person's credits and what they paid, applies a small raise at once and asks approval for a large one", async () => {
    const user = userEvent.setup();
    const { container, eve, navigation } = await openTeam('/apps/team-suite');
    await act(async () => navigation.navigate(`/apps/team-suite/employee-credits/${eve.id}`));
    expect(await screen.findByRole('heading', { name: `Credits of ${eve.name}`, level: 1 }, SCREEN_LOAD)).toBeInTheDocument();
    const paid = await screen.findByRole('table', { name: 'Paid with credits' });
    expect(within(paid).getByRole('link', { name: 'Order #17' })).toHaveAttribute('href', expect.stringMatching(/^\/apps\/manage-orders\/devicehub\//));
    expect(within(paid).getByText('1 × USB-C dock')).toBeInTheDocument();
    await expectNoAxeViolations(container);

    const amount = screen.getByRole('textbox', { name: 'Budget this period (EUR)' });
    await user.clear(amount);
    await user.type(amount, '450');
    await user.click(screen.getByRole('button', { name: 'Save budget' }));
    expect(await screen.findByText('The budget is changed.', undefined, SCREEN_LOAD)).toBeInTheDocument();
    expect(await within(await screen.findByRole('table', { name: 'Budget changes' })).findByText('Applied')).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '2000');
    expect(screen.getByText(/above the approval threshold/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ask for approval' }));
    expect(await screen.findByText('The change waits for approval.', undefined, SCREEN_LOAD)).toBeInTheDocument();
    expect(await screen.findByText(/waits for approval:/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save budget' })).not.toBeInTheDocument();
  });

  it('says so when nothing was paid in the period, in German too', async () => {
    await openTeam('/apps/team-suite/employees-expenses', 'de');
    expect(await screen.findByRole('heading', { name: 'Mitarbeiterausgaben', level: 1 }, SCREEN_LOAD)).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Nach Person' }, SCREEN_LOAD)).toBeInTheDocument();
    const user = userEvent.setup();
    const months = screen.getByRole('combobox', { name: 'Von' }).querySelectorAll('option');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bis' }), months[months.length - 1]!.getAttribute('value')!);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Von' }), months[months.length - 1]!.getAttribute('value')!);
    expect(await screen.findByText('In diesem Zeitraum wurde nichts mit Guthaben bezahlt.', undefined, SCREEN_LOAD)).toBeInTheDocument();
  });
});
