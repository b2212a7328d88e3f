import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { manageDataOf } from '../../../../manage/mocks/mock-state';
import { adminPaths } from '../admin-paths';
import { withMockApi } from '../../../../../../tests/component/shell/portal';
import { deskState, openAsAdmin, SCREEN_LOAD } from './arrange';

withMockApi();

const PAUL = { userId: null, name: 'Paul Partner', email: 'paul@example.test' };

describe('the agent ticket page', { timeout: 40_000 }, () => {
  it('sends a public reply and an internal note, each marked for what it is', async () => {
    const user = userEvent.setup();
    const { state, desk, organisationId } = deskState();
    const ticket = desk.addTicket(organisationId, { subject: 'Screen flickers', serviceType: 'problem', requester: PAUL, description: 'Since the update.' });
    await openAsAdmin(state, adminPaths.ticket('problem', ticket.id));
    const composer = await screen.findByRole('region', { name: 'Reply or note' }, SCREEN_LOAD);

    await user.type(within(composer).getByRole('textbox', { name: 'Reply' }), 'Which driver version do you run?');
    await user.click(within(composer).getByRole('button', { name: 'Send reply' }));
    const reply = await screen.findByRole('article', { name: 'Message from Ada Admin' });
    expect(within(reply).getByText('Which driver version do you run?')).toBeInTheDocument();
    expect(within(reply).getByText('Public reply')).toBeInTheDocument();
    await waitFor(() => expect(within(composer).getByRole('textbox', { name: 'Reply' })).toHaveValue(''));

    await user.click(within(composer).getByRole('radio', { name: 'Internal note' }));
    expect(within(composer).getByText('Only agents see this note; the requester is not told.')).toBeInTheDocument();
    await user.type(within(composer).getByRole('textbox', { name: 'Note' }), 'Probably the known driver bug.');
    await user.click(within(composer).getByRole('button', { name: 'Add note' }));
    const note = await screen.findByRole('article', { name: 'Internal note from Ada Admin' });
    expect(within(note).getByText('Probably the known driver bug.')).toBeInTheDocument();
    expect(within(note).getByText('Internal note')).toBeInTheDocument();

    expect(ticket.messages.map((message) => [message.visibility, message.body])).toEqual([
      ['public', 'Which driver version do you run?'],
      ['internal', 'Probably the known driver bug.'],
    ]);
  });

  it('puts the reply box under the summary, before the conversation, which starts with the newest message', async () => {
    const { state, desk, ada, organisationId } = deskState();
    const agent = { userId: ada.id, name: ada.name, email: ada.email, kind: 'agent' } as const;
    const ticket = desk.addTicket(organisationId, { subject: 'VPN drops', serviceType: 'problem', requester: PAUL, description: 'Every five minutes.' });
    ticket.messages.push(desk.message(agent, 'Which office are you in?'), desk.message({ ...PAUL, kind: 'requester' }, 'Berlin, floor 2.'));
    await openAsAdmin(state, adminPaths.ticket('problem', ticket.id));
    const composer = await screen.findByRole('region', { name: 'Reply or note' }, SCREEN_LOAD);
    const conversation = screen.getByRole('region', { name: 'Conversation' });

    expect(composer.compareDocumentPosition(conversation) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const messages = within(conversation).getAllByRole('article');
    expect(messages).toHaveLength(3);
    expect(messages[0]).toHaveTextContent('Berlin, floor 2.');
    expect(messages[1]).toHaveTextContent('Which office are you in?');
    expect(messages[2]).toHaveTextContent('Every five minutes.');
  });

  it("names a bounce of the desk's mail as a failed delivery to its recipient, above the bounce's words", async () => {
    const { state, desk, organisationId } = deskState();
    const ticket = desk.addTicket(organisationId, { subject: 'Screen flickers', serviceType: 'problem', requester: PAUL });
    ticket.messages.push({
      id: 'd2b5c0de-0000-4000-8000-000000000001',
      at: new Date().toISOString(),
      visibility: 'internal',
      channel: 'inbound',
      author: { userId: null, name: 'Mail Delivery System', email: 'mailer-daemon@mx.example.test', kind: 'system' },
      body: '550 5.1.1 user unknown',
      attachments: [],
      event: { kind: 'delivery-failed', recipient: 'paul@example.test' },
    });
    await openAsAdmin(state, adminPaths.ticket('problem', ticket.id));
    const note = await screen.findByRole('article', { name: 'Internal note from Mail Delivery System' }, SCREEN_LOAD);
    expect(within(note).getByText('Delivery to paul@example.test failed')).toBeInTheDocument();
    expect(within(note).getByText('550 5.1.1 user unknown')).toBeInTheDocument();
  });

  it('asks before a reply goes without the properties changed beside it, and before leaving them unsaved', async () => {
    const user = userEvent.setup();
    const { state, desk, organisationId } = deskState();
    const ticket = desk.addTicket(organisationId, { subject: 'Badge reader broken', serviceType: 'problem', requester: PAUL });
    await openAsAdmin(state, adminPaths.ticket('problem', ticket.id));
    const properties = await screen.findByRole('region', { name: 'Properties' }, SCREEN_LOAD);
    const composer = screen.getByRole('region', { name: 'Reply or note' });

    await user.selectOptions(within(properties).getByRole('combobox', { name: 'Priority' }), 'Low');
    await user.type(within(composer).getByRole('textbox', { name: 'Reply' }), 'On it.');
    await user.click(within(composer).getByRole('button', { name: 'Send reply' }));
    expect(within(composer).getByRole('alert')).toHaveTextContent('You changed the properties but did not save them');
    expect(ticket.messages).toEqual([]);
    await user.click(within(composer).getByRole('button', { name: 'Back to the properties' }));
    expect(within(composer).queryByRole('alert')).not.toBeInTheDocument();

    // Leaving by a link waits for the answer; staying keeps the page and all that was typed.
    await user.click(screen.getAllByRole('link', { name: 'Resolve IT' })[0]!);
    const leave = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(leave).getByRole('button', { name: 'Stay on this page' }));
    expect(within(properties).getByRole('combobox', { name: 'Priority' })).toHaveValue(desk.priorities.find((each) => each.name === 'Low')!.id);
    expect(within(composer).getByRole('textbox', { name: 'Reply' })).toHaveValue('On it.');

    await user.click(within(properties).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(ticket.priority?.name).toBe('Low'));
    await user.click(within(composer).getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(ticket.messages.map((message) => message.body)).toEqual(['On it.']));
    await user.click(screen.getAllByRole('link', { name: 'Resolve IT' })[0]!);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Properties' })).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows what a colleague saved meanwhile after a 412, and applies the agent’s change again over it', async () => {
    const user = userEvent.setup();
    const { state, desk, organisationId } = deskState();
    const ticket = desk.addTicket(organisationId, { subject: 'Docking station dead', serviceType: 'problem', requester: PAUL });
    await openAsAdmin(state, adminPaths.ticket('problem', ticket.id));
    const properties = await screen.findByRole('region', { name: 'Properties' }, SCREEN_LOAD);

    // A colleague raises the priority while the page is open.
    Object.assign(ticket, { priority: desk.priorities.find((each) => each.name === 'High') });
    desk.touch(ticket);

    await user.selectOptions(within(properties).getByRole('combobox', { name: 'Priority' }), 'Low');
    await user.click(within(properties).getByRole('button', { name: 'Save changes' }));
    expect(await within(properties).findByText('Saved meanwhile by someone else: High')).toBeInTheDocument();
    expect(ticket.priority?.name).toBe('High');
    expect(within(properties).getByRole('combobox', { name: 'Priority' })).toHaveValue(desk.priorities.find((each) => each.name === 'Low')!.id);

    await user.click(within(properties).getByRole('button', { name: 'Apply my changes again' }));
    await waitFor(() => expect(ticket.priority?.name).toBe('Low'));
    await waitFor(() => expect(within(properties).queryByText('Saved meanwhile by someone else: High')).not.toBeInTheDocument());
  });

  it('finds the asset by its tag, saves it and names it by tag and model, links it to Manage, and clears it', async () => {
    const user = userEvent.setup();
    const { state, desk, admin, organisationId } = deskState();
    const asset = manageDataOf(state).addAsset(organisationId, { assetTag: 'ACME-7001', serial: 'PF3XK7', productType: 'laptop', model: 'ThinkPad T14' });
    const ticket = desk.addTicket(organisationId, { subject: 'Fan is loud', serviceType: 'problem', requester: PAUL });
    await openAsAdmin(state, adminPaths.ticket('problem', ticket.id));
    const properties = await screen.findByRole('region', { name: 'Properties' }, SCREEN_LOAD);
    expect(within(properties).queryByRole('link', { name: 'Open the asset in Manage' })).not.toBeInTheDocument();

    const picker = within(properties).getByRole('combobox', { name: 'Asset (Manage)' });
    await user.type(picker, 'ACME-7001');
    const option = await screen.findByRole('option', { name: /^ACME-7001 · ThinkPad T14/ });
    expect(option).toHaveTextContent('Serial PF3XK7');
    await user.click(option);
    expect(picker).toHaveValue('ACME-7001 · ThinkPad T14');
    await user.click(within(properties).getByRole('button', { name: 'Save changes' }));
    const link = await within(properties).findByRole('link', { name: 'Open the asset in Manage' });
    expect(admin.fieldsOf(ticket).assetId).toBe(asset.id);
    expect(link).toHaveAttribute('href', `/apps/manage-beta/details/${asset.id}`);
    // The saved ticket names its asset as the picker did, never by its id.
    expect(within(properties).getByRole('combobox', { name: 'Asset (Manage)' })).toHaveValue('ACME-7001 · ThinkPad T14');

    await user.click(within(properties).getByRole('button', { name: 'Remove the asset from the ticket' }));
    expect(within(properties).getByRole('combobox', { name: 'Asset (Manage)' })).toHaveValue('');
    await user.click(within(properties).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(admin.fieldsOf(ticket).assetId).toBeNull());
    await waitFor(() => expect(within(properties).queryByRole('link', { name: 'Open the asset in Manage' })).not.toBeInTheDocument());
  });

  it('asks before resolving a request that still awaits approval, and resolves it only when confirmed', async () => {
    const user = userEvent.setup();
    const { state, desk, ada, organisationId } = deskState();
    const ticket = desk.addTicket(organisationId, {
      subject: 'New laptop for Paul',
      serviceType: 'service',
      requester: PAUL,
      approvalState: 'pending',
      approval: {
        state: 'pending',
        currentStep: 1,
        mayDecide: false,
        steps: [{ order: 1, requiredSharePercent: 0, state: 'pending', approvers: [{ approver: { name: ada.name }, decision: null, reason: null, at: null }] }],
      },
    });
    await openAsAdmin(state, adminPaths.ticket('service', ticket.id));
    const properties = await screen.findByRole('region', { name: 'Properties' }, SCREEN_LOAD);

    await user.selectOptions(within(properties).getByRole('combobox', { name: 'Status' }), 'Resolved');
    await user.click(within(properties).getByRole('button', { name: 'Save changes' }));
    const question = await within(properties).findByRole('alert');
    expect(question).toHaveTextContent('This request is still awaiting approval. Resolve it anyway?');
    expect(ticket.status.category).toBe('new');

    await user.click(within(question).getByRole('button', { name: 'Resolve anyway' }));
    await waitFor(() => expect(ticket.status.category).toBe('resolved'));
    await waitFor(() => expect(within(properties).queryByRole('alert')).not.toBeInTheDocument());
  });

  it('lets an approver of the current step approve the request', async () => {
    const user = userEvent.setup();
    const { state, desk, ada, organisationId } = deskState();
    const ticket = desk.addTicket(organisationId, {
      subject: 'Design software seat',
      serviceType: 'service',
      requester: PAUL,
      approvalState: 'pending',
      approval: {
        state: 'pending',
        currentStep: 1,
        mayDecide: false,
        steps: [{ order: 1, requiredSharePercent: 0, state: 'pending', approvers: [{ approver: { name: ada.name }, decision: null, reason: null, at: null }] }],
      },
    });
    await openAsAdmin(state, adminPaths.ticket('service', ticket.id));
    const decision = await screen.findByRole('region', { name: 'Your decision' }, SCREEN_LOAD);
    expect(within(decision).getByRole('button', { name: 'Refuse' })).toBeDisabled();
    await user.click(within(decision).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(ticket.approvalState).toBe('accepted'));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Your decision' })).not.toBeInTheDocument());
  });

  it('merges a duplicate into the ticket the agent picks, and opens that ticket', async () => {
    const user = userEvent.setup();
    const { state, desk, admin, organisationId } = deskState();
    const original = desk.addTicket(organisationId, { subject: 'Wi-Fi in room 4 is down', serviceType: 'problem', requester: PAUL });
    const duplicate = desk.addTicket(organisationId, { subject: 'No Wi-Fi on floor 1', serviceType: 'problem', requester: PAUL, description: 'Nothing connects.' });
    const { history } = await openAsAdmin(state, adminPaths.ticket('problem', duplicate.id));

    await user.click(await screen.findByRole('button', { name: 'Merge into…' }, SCREEN_LOAD));
    const dialog = await screen.findByRole('dialog', { name: `Merge RES#${duplicate.number} into another ticket` });
    await user.type(within(dialog).getByRole('combobox', { name: /Ticket to merge into/ }), 'room 4');
    await user.click(await screen.findByRole('option', { name: new RegExp(`RES#${original.number} Wi-Fi in room 4 is down`) }));
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));

    await waitFor(() => expect(history.location().path).toBe(adminPaths.ticket('problem', original.id)));
    expect(admin.fieldsOf(duplicate).mergedIntoId).toBe(original.id);
    expect(duplicate.status.category).toBe('closed');
    expect(await screen.findByRole('link', { name: `RES#${duplicate.number} No Wi-Fi on floor 1` })).toHaveAttribute('href', adminPaths.ticket('problem', duplicate.id));
  });
});
