import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MockState } from '../../../../../tests/mocks/handlers';
import { expectNoAxeViolations } from '../../../../../tests/component/axe';
import { renderPortal, withMockApi } from '../../../../../tests/component/shell/portal';

withMockApi();

const SCREEN_LOAD = { timeout: 15_000 };

async function open(url: string, language: 'en' | 'de' = 'en') {
  const state = new MockState();
  for (const user of state.users) user.settings.language = language;
  const portal = await renderPortal({ url: '/dashboard', signedInAs: 'admin', state, language });
  await act(async () => portal.navigation.navigate(url));
  return portal;
}

async function addEndpoint(user: ReturnType<typeof userEvent.setup>, url: string) {
  await user.click(await screen.findByRole('button', { name: 'Add endpoint' }, SCREEN_LOAD));
  const dialog = await screen.findByRole('dialog', { name: 'Add a webhook endpoint' });
  await user.type(within(dialog).getByRole('textbox', { name: /Endpoint URL/ }), url);
  await user.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'Ops bus');
  await user.click(within(dialog).getByRole('checkbox', { name: /ticket\.created/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
  return dialog;
}

describe('webhooks in Integrations', { timeout: 60_000 }, () => {
  it('adds an endpoint for the events chosen and shows its signing secret once, then only masked', async () => {
    const user = userEvent.setup();
    const { container } = await open('/integrations/webhooks');
    expect(await screen.findByRole('navigation', { name: 'Integrations' }, SCREEN_LOAD)).toBeInTheDocument();
    const dialog = await addEndpoint(user, 'https://hooks.example.test/portal');
    const secret = await within(dialog).findByLabelText('The signing secret');
    expect(secret.textContent).toMatch(/^whsec_/);
    await expectNoAxeViolations(container);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    const list = await screen.findByRole('table', { name: 'Webhook endpoints' });
    expect(within(list).getByText('https://hooks.example.test/portal')).toBeInTheDocument();
    expect(within(list).getByText('1 event')).toBeInTheDocument();
    expect(container.textContent).not.toContain(secret.textContent);
  });

  it('words a refused private address at the field', async () => {
    const user = userEvent.setup();
    await open('/integrations/webhooks');
    const dialog = await addEndpoint(user, 'http://localhost:8080/hook');
    expect(await within(dialog).findByText(/does not send to its own machine/)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Endpoint URL/ })).toHaveValue('http://localhost:8080/hook');
  });

  it('sends a test event into the delivery log, filters it by status, shows its request and response, and redelivers it', async () => {
    const user = userEvent.setup();
    const { container } = await open('/integrations/webhooks');
    const dialog = await addEndpoint(user, 'https://hooks.example.test/portal');
    await user.click(await within(dialog).findByRole('button', { name: 'Done' }));
    await user.click(await screen.findByRole('link', { name: 'Open the endpoint https://hooks.example.test/portal' }));
    await user.click(await screen.findByRole('button', { name: 'Send test event' }, SCREEN_LOAD));
    expect(await screen.findByText('A test event is on its way: it shows in the delivery log.')).toBeInTheDocument();
    const log = await screen.findByRole('table', { name: 'Deliveries' });
    expect(within(log).getByText('webhook.test')).toBeInTheDocument();
    expect(within(log).getByText('Succeeded')).toBeInTheDocument();
    await expectNoAxeViolations(container);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Failed');
    expect(await screen.findByText('No deliveries')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Every status');

    await user.click(await screen.findByRole('button', { name: /^Details of the delivery of webhook\.test/ }));
    const detail = await screen.findByRole('dialog', { name: 'Delivery of webhook.test' });
    expect(await within(detail).findByText('Response: 200')).toBeInTheDocument();
    expect(within(detail).getByText(/^Request: POST https:\/\/hooks\.example\.test\/portal/)).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: /^Redeliver webhook\.test/ }));
    expect(await screen.findByText('Sent again, with the same webhook-id.')).toBeInTheDocument();
    expect(await within(screen.getByRole('table', { name: 'Deliveries' })).findAllByText('webhook.test')).toHaveLength(2);
  });

  it('rotates the secret after asking, shows the new one once, and says the old one signs until when', async () => {
    const user = userEvent.setup();
    await open('/integrations/webhooks');
    const dialog = await addEndpoint(user, 'https://hooks.example.test/portal');
    const first = (await within(dialog).findByLabelText('The signing secret')).textContent;
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await user.click(await screen.findByRole('link', { name: 'Open the endpoint https://hooks.example.test/portal' }));
    await user.click(await screen.findByRole('button', { name: 'Rotate secret' }, SCREEN_LOAD));
    const ask = await screen.findByRole('dialog', { name: 'Rotate the signing secret?' });
    await user.click(within(ask).getByRole('button', { name: 'Rotate' }));
    const shown = await screen.findByRole('dialog', { name: 'New signing secret' });
    const fresh = within(shown).getByLabelText('The signing secret').textContent;
    expect(fresh).toMatch(/^whsec_/);
    expect(fresh).not.toBe(first);
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(await screen.findByText(/The secret before the last rotation still signs/)).toBeInTheDocument();
    expect(screen.getByText(`whsec_…${fresh!.slice(-4)}`)).toBeInTheDocument();
  });

  it('shows the event catalogue with each message schema, in German', async () => {
    const user = userEvent.setup();
    await open('/integrations/webhooks', 'de');
    expect(await screen.findByRole('heading', { name: 'Ereigniskatalog' }, SCREEN_LOAD)).toBeInTheDocument();
    const ticket = await screen.findByLabelText('Nachrichtenschema von ticket.created');
    expect(ticket).toHaveTextContent('Ein Ticket wurde eröffnet');
    await user.click(ticket);
    expect(ticket.parentElement!.querySelector('pre')!.textContent).toContain('"requester"');
  });
});
