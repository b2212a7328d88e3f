import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MockState } from '../../../../../tests/mocks/handlers';
import { expectNoAxeViolations } from '../../../../../tests/component/axe';
import { renderPortal, withMockApi } from '../../../../../tests/component/shell/portal';

withMockApi();

const SCREEN_LOAD = { timeout: 15_000 };

/** A trail with two entries by two people on two records, one of them made while impersonating. */
function trailState(language: 'en' | 'de' = 'en') {
  const state = new MockState();
  for (const user of state.users) user.settings.language = language;
  const [admin, other] = state.users;
  state.record(admin!, { impersonatorUserId: null }, { action: 'asset.updated', entityType: 'asset', entityId: 'asset-1', appSlug: 'manage', before: { status: 'ready' }, after: { status: 'deployed' } });
  state.record(other!, { impersonatorUserId: admin!.id }, { action: 'ticket.created', entityType: 'ticket', entityId: 'ticket-9', appSlug: 'resolve-it' });
  return { state, admin: admin!, other: other! };
}

async function openTrail(state: MockState, language: 'en' | 'de' = 'en') {
  const portal = await renderPortal({ url: '/dashboard', signedInAs: 'admin', state, language });
  await act(async () => portal.navigation.navigate('/apps/audit-trail'));
  return portal;
}

describe("Audit Manager's trail", { timeout: 60_000 }, () => {
  it('lists who did what, opens an entry before and after, and narrows to a record', async () => {
    const user = userEvent.setup();
    const { state, admin, other } = trailState();
    const { container } = await openTrail(state);
    const table = await screen.findByRole('table', { name: 'Audit trail entries' }, SCREEN_LOAD);
    expect(within(table).getByText(`${other.name} (by ${admin.name})`)).toBeInTheDocument();
    await expectNoAxeViolations(container);

    await user.click(within(table).getByRole('button', { name: 'Details of Asset edited' }));
    const dialog = await screen.findByRole('dialog', { name: 'Asset edited' });
    expect(within(dialog).getByText('asset.updated')).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'Before' }).textContent).toContain('"ready"');
    expect(within(dialog).getByRole('region', { name: 'After' }).textContent).toContain('"deployed"');
    await user.keyboard('{Escape}');

    await user.click(within(table).getByRole('button', { name: /ticket · ticket-9/ }));
    expect(await screen.findByText('Record: ticket ticket-9')).toBeInTheDocument();
    const narrowed = await screen.findByRole('table', { name: 'Audit trail entries' });
    expect(within(narrowed).queryByText('Asset edited')).not.toBeInTheDocument();
    expect(within(narrowed).getByText('Ticket created')).toBeInTheDocument();
  });

  it('names each action in words, spells out a code it has no words for, and keeps the code in the details', async () => {
    const user = userEvent.setup();
    const { state, admin } = trailState();
    state.record(admin, { impersonatorUserId: null }, { action: 'scanner.beam-aligned', entityType: 'scanner' });
    await openTrail(state);
    const table = await screen.findByRole('table', { name: 'Audit trail entries' }, SCREEN_LOAD);
    expect(within(table).getByText('Asset edited')).toBeInTheDocument();
    expect(within(table).queryByText('asset.updated')).not.toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Details of Scanner: beam aligned' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scanner: beam aligned' });
    expect(within(dialog).getByText('scanner.beam-aligned')).toBeInTheDocument();
  });

  it('keeps entries for the months an admin chooses, and says so in German', async () => {
    const user = userEvent.setup();
    const { state } = trailState('de');
    const { container } = await openTrail(state, 'de');
    const table = await screen.findByRole('table', { name: 'Einträge des Änderungsprotokolls' }, SCREEN_LOAD);
    expect(await within(table).findByText('Asset bearbeitet')).toBeInTheDocument();
    expect(within(table).getByText('Ticket erstellt')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Aufbewahrung: unbegrenzt' }, SCREEN_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Wie lange das Protokoll Einträge aufbewahrt' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Einträge aufbewahren für' }), '24');
    expect(within(dialog).getByRole('note').textContent).toContain('24 Monate');
    await expectNoAxeViolations(container);
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByRole('button', { name: 'Aufbewahrung: 24 Monate' })).toBeInTheDocument();
  });
});
