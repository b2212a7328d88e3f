import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MockState } from '../../../../../../tests/mocks/handlers';
import { renderPortal, withMockApi } from '../../../../../../tests/component/shell/portal';
import { expectNoAxeViolations } from '../../../../../../tests/component/axe';
import { invitationDataOf } from '../../../mocks/invitation-mock-state';

withMockApi();

const SCREEN_LOAD = { timeout: 15_000 };
const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Acme with two hires the admin invited: Hugo, who accepted and chose the kit, and Pia, who has not answered yet. */
function hiresOf(state: MockState) {
  const [ada] = state.users as [(typeof state.users)[number]];
  const data = invitationDataOf(state);
  const [kit] = data.kits(ada.organisationId);
  const invite = (name: string, startDay: string) =>
    data.add(ada.organisationId, ada.id, { email: `${name.toLowerCase()}@acme.test`, name, role: 'employee', team: 'Sales', managerId: ada.id, locationId: null, language: 'en', expiresInDays: 14, startDay, kitIds: [kit!.id] }, 'en');
  const pia = invite('Pia', dayAhead(30));
  const hugo = invite('Hugo', dayAhead(20));
  Object.assign(hugo, { status: 'accepted', acceptedAt: new Date().toISOString(), kitId: kit!.id, delivery: { kind: 'home', address: { name: 'Hugo', line1: 'Kastanienallee 12', line2: null, postcode: '10435', city: 'Berlin', country: 'DE' } } });
  return { ada, kit: kit!, hugo, pia };
}

async function open(url: string, state: MockState, signedInAs?: 'admin') {
  const portal = await renderPortal({ url: signedInAs ? '/dashboard' : url, ...(signedInAs && { signedInAs }), state });
  if (signedInAs) await act(async () => portal.navigation.navigate(url));
  return portal;
}

describe('Onboard', { timeout: 60_000 }, () => {
  it('lists the hires by first day with how far each has come, and opens one with its kit and the accounts to tick', async () => {
    const user = userEvent.setup();
    const state = new MockState();
    hiresOf(state);
    await open('/apps/onboard', state, 'admin');
    const table = await screen.findByRole('table', { name: 'New hires' }, SCREEN_LOAD);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['Hugo', 'Pia']);
    // Hugo accepted and chose his kit (3 of 6 steps), Pia is only invited (1 of 6).
    expect(within(table).getByRole('progressbar', { name: 'Progress of Hugo' })).toHaveAttribute('value', '50');
    expect(within(rows[0]!).getByText('Next: Ordered')).toBeInTheDocument();
    expect(within(table).getByRole('progressbar', { name: 'Progress of Pia' })).toHaveAttribute('value', '17');
    expect(within(rows[1]!).getByText('Next: Accepted')).toBeInTheDocument();
    await expectNoAxeViolations();

    await user.click(within(rows[0]!).getByRole('link', { name: 'Hugo' }));
    const panel = await screen.findByRole('group', { name: 'Hugo' }, SCREEN_LOAD);
    expect(within(panel).getByText('New starter kit, to Kastanienallee 12, 10435 Berlin, DE')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Order now' })).toBeInTheDocument();
    const checklist = within(panel).getByRole('list', { name: 'Accounts' });
    const slack = within(checklist).getByRole('checkbox', { name: 'Slack' });
    expect(slack).not.toBeChecked();
    await user.click(slack);
    await waitFor(() => expect(within(checklist).getByRole('checkbox', { name: 'Slack' })).toBeChecked());
    expect(within(checklist).getByText(/^Ada Admin, /)).toBeInTheDocument();
    await expectNoAxeViolations();

    await user.click(within(panel).getByRole('link', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Hugo' })).not.toBeInTheDocument());
  });

  it('sends an invitation with a first day and a kit, and opens the invitations without asking to leave unsaved changes', async () => {
    const user = userEvent.setup();
    const state = new MockState();
    await open('/apps/team-suite/send-invitation', state, 'admin');
    await user.type(await screen.findByRole('textbox', { name: 'Email' }, SCREEN_LOAD), 'nina@acme.test');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Nina Neu');
    await user.type(screen.getByLabelText('First day'), dayAhead(21));
    await user.click(within(screen.getByRole('group', { name: 'Kits they may choose from' })).getByRole('checkbox', { name: /New starter kit/ }));
    await user.click(screen.getByRole('button', { name: 'Send the invitation' }));

    expect(await screen.findByRole('heading', { name: 'Invitations', level: 1 }, SCREEN_LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
    expect(screen.getByText('The invitation to nina@acme.test is on its way.')).toBeInTheDocument();
    const [sent] = invitationDataOf(state).invitations;
    expect(sent).toMatchObject({ email: 'nina@acme.test', name: 'Nina Neu', startDay: dayAhead(21) });
    expect(sent!.kitIds).toHaveLength(1);
  });
});

describe('Joining from the invitation', { timeout: 60_000 }, () => {
  it('lets the hire pick the kit and confirm their home address, and says when the kit is ordered', async () => {
    const user = userEvent.setup();
    const state = new MockState();
    const { pia, kit } = hiresOf(state);
    await open(`/join/${pia.token}`, state);
    expect(await screen.findByRole('heading', { name: 'Join Acme', level: 1 }, SCREEN_LOAD)).toBeInTheDocument();
    const kits = screen.getByRole('radiogroup', { name: 'Your kit' });
    expect(within(kits).getByRole('radio', { name: /New starter kit/ })).toBeChecked();
    // An office is offered first; the hire wants it at home.
    expect(screen.getByRole('combobox', { name: 'Office' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('radiogroup', { name: 'Where should it go?' })).getByRole('radio', { name: 'To my address' }));
    const address = screen.getByRole('group', { name: 'Your address' });
    await user.type(within(address).getByRole('textbox', { name: /Street and number/ }), 'Rue de Rivoli 1');
    await user.type(within(address).getByRole('textbox', { name: /Postcode/ }), '75001');
    await user.type(within(address).getByRole('textbox', { name: /City/ }), 'Paris');
    const country = within(address).getByRole('textbox', { name: /Country/ });
    expect(country).toHaveValue('DE');
    await user.clear(country);
    await user.type(country, 'FR');
    expect(screen.getByRole('textbox', { name: /Your name/ })).toHaveValue('Pia');
    await user.type(screen.getByLabelText(/Password/), 'a-good-password');
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Set up my account' }));

    expect(await screen.findByText('Your account is ready. Sign in with pia@acme.test.', {}, SCREEN_LOAD)).toBeInTheDocument();
    expect(screen.getByText(/^Your kit will be ordered on .+, in time for your first day\.$/)).toBeInTheDocument();
    expect(pia).toMatchObject({ status: 'accepted', kitId: kit.id, delivery: { kind: 'home', address: { line1: 'Rue de Rivoli 1', postcode: '75001', city: 'Paris', country: 'FR' } } });
  });

  it('says plainly that a link which does not work does not work', async () => {
    await open('/join/not-a-real-token', new MockState());
    expect(await screen.findByText(/This invitation link does not work/, {}, SCREEN_LOAD)).toBeInTheDocument();
  });
});
