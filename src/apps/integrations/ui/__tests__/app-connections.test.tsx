import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MockState } from '../../../../../tests/mocks/handlers';
import { expectNoAxeViolations } from '../../../../../tests/component/axe';
import { renderPortal, withMockApi } from '../../../../../tests/component/shell/portal';

withMockApi();

const SCREEN_LOAD = { timeout: 15_000 };

async function open(url: string, { language = 'en', as = 'admin' }: { language?: 'en' | 'de'; as?: 'admin' | 'employee' } = {}) {
  const state = new MockState();
  for (const user of state.users) user.settings.language = language;
  const portal = await renderPortal({ url: '/dashboard', signedInAs: as, state, language });
  await act(async () => portal.navigation.navigate(url));
  return portal;
}

type User = ReturnType<typeof userEvent.setup>;

/** Adds an endpoint from the page's own button: the dialog offers the app's events only, all chosen. */
async function addEndpoint(user: User, url: string, expected: readonly string[]) {
  const section = await screen.findByRole('region', { name: 'Webhooks' }, SCREEN_LOAD);
  await user.click(within(section).getByRole('button', { name: 'Add endpoint' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add a webhook endpoint' });
  const offered = within(dialog).getAllByRole('checkbox').filter((box) => /\w+\.\w+/.test(box.parentElement?.textContent ?? ''));
  expect(offered.map((box) => /(\w+\.\w+)/.exec(box.parentElement!.textContent!)![1])).toEqual(expected);
  for (const box of offered) expect(box).toBeChecked();
  await user.type(within(dialog).getByRole('textbox', { name: /Endpoint URL/ }), url);
  await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
  await user.click(await within(dialog).findByRole('button', { name: 'Done' }));
}

describe("an app's integrations page", { timeout: 60_000 }, () => {
  it("gathers Resolve IT's email channel, the tokens that open it and the endpoints of its events", async () => {
    const user = userEvent.setup();
    const { container } = await open('/apps/resolve-it/integrations');
    expect(await screen.findByRole('heading', { name: 'Resolve IT: integrations', level: 1 }, SCREEN_LOAD)).toBeInTheDocument();
    const mail = await screen.findByRole('region', { name: 'Email channel' }, SCREEN_LOAD);
    expect(await within(mail).findByText('With a password (no OAuth connection).')).toBeInTheDocument();
    expect(within(mail).getByRole('link', { name: 'Open the email channel' })).toHaveAttribute('href', '/apps/resolve-it/email-channel');

    // A token made here opens Resolve IT alone, read only unless the admin chooses more.
    const tokens = screen.getByRole('region', { name: 'API tokens' });
    await user.click(within(tokens).getByRole('button', { name: 'New token for this app' }));
    const dialog = await screen.findByRole('dialog', { name: 'New API token for Resolve IT' });
    // One app's access and the expiry: no other app, no SCIM.
    expect(within(dialog).getAllByRole('combobox')).toHaveLength(2);
    expect(within(dialog).queryByRole('checkbox', { name: /SCIM/ })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Helpdesk bridge');
    await user.click(within(dialog).getByRole('button', { name: 'Make token' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Done' }));
    expect(await within(tokens).findByText('Helpdesk bridge')).toBeInTheDocument();
    expect(within(tokens).getByText('Resolve IT: read')).toBeInTheDocument();

    await addEndpoint(user, 'https://hooks.example.test/desk', ['ticket.created', 'ticket.updated']);
    const hooks = screen.getByRole('region', { name: 'Webhooks' });
    expect(await within(hooks).findByText('https://hooks.example.test/desk')).toBeInTheDocument();
    expect(within(hooks).getByRole('link', { name: 'Open the endpoint https://hooks.example.test/desk' })).toHaveAttribute('href', expect.stringMatching(/^\/integrations\/webhooks\//));
    await expectNoAxeViolations(container);
  });

  it("shows another app's page only what is that app's: Manage does not list the desk's endpoint", async () => {
    const user = userEvent.setup();
    const { navigation } = await open('/apps/resolve-it/integrations');
    await addEndpoint(user, 'https://hooks.example.test/desk', ['ticket.created', 'ticket.updated']);
    await act(async () => navigation.navigate('/apps/manage-beta/integrations'));
    expect(await screen.findByRole('heading', { name: 'Manage: integrations', level: 1 }, SCREEN_LOAD)).toBeInTheDocument();
    const hooks = await screen.findByRole('region', { name: 'Webhooks' });
    expect(await within(hooks).findByText('No endpoints yet')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Email channel' })).not.toBeInTheDocument();
    await user.click(within(hooks).getByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a webhook endpoint' });
    expect(within(dialog).getByRole('checkbox', { name: /asset\.created/ })).toBeChecked();
    expect(within(dialog).queryByRole('checkbox', { name: /ticket\.created/ })).not.toBeInTheDocument();
  });

  it('keeps Users’ SCIM connection, in German too', async () => {
    const { container } = await open('/apps/users/integrations', { language: 'de' });
    expect(await screen.findByRole('heading', { name: 'SCIM-Bereitstellung' }, SCREEN_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alle Integrationen' })).toHaveAttribute('href', '/integrations');
    await expectNoAxeViolations(container);
  });

  it('tells someone who is no admin who sets connections up, and calls none of the admin routes', async () => {
    await open('/apps/resolve-now/integrations', { as: 'employee' });
    expect(await screen.findByText('Set up by administrators', {}, SCREEN_LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'API tokens' })).not.toBeInTheDocument();
  });

  it('is refused by the guard for an app the person may not open', async () => {
    const { history } = await open('/apps/resolve-it/integrations', { as: 'employee' });
    await waitFor(() => expect(history.location().path).not.toBe('/apps/resolve-it/integrations'), SCREEN_LOAD);
    expect(screen.queryByRole('heading', { name: 'Resolve IT: integrations' })).not.toBeInTheDocument();
  });
});
