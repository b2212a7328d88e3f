import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../../seed/demo-seed';
import { startTestServer, type TestServer } from '../../../../tests/server/harness';
import { addPerson, signedIn, otherOrganisation } from '../../../../tests/server/callers';
import { catalogueOf, deskServices, optionsOf, reportProblem, type TicketAnswer, upload } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

describe('opening tickets', () => {
  it('requests a service, with its answers checked against the form, and reports a problem', async () => {
    const eve = await signedIn(server, DEMO.employee.email);
    const { type, category } = await catalogueOf(eve);
    const invalid = await eve.call('POST', '/support/tickets', {
      serviceType: 'service',
      requestTypeId: type('New laptop'),
      answers: { model: 'Commodore 64', 'needed-by': 'soon', colour: 'red' },
    });
    expect(invalid.status).toBe(400);
    const paths = (invalid.body as { errors: { path: string; code: string }[] }).errors.map((error) => `${error.path}:${error.code}`);
    expect(paths).toEqual(
      expect.arrayContaining(['body.answers.model:invalid-choice', 'body.answers.needed-by:invalid-type', 'body.answers.colour:unknown-field', 'body.answers.reason:required']),
    );

    const created = await eve.call<TicketAnswer>('POST', '/support/tickets', {
      serviceType: 'service',
      requestTypeId: type('Software access'),
      answers: { software: 'Figma' },
    });
    expect(created.status).toBe(201);
    expect(created.body.reference).toMatch(/^RES#\d+$/);
    expect(created.body).toMatchObject({ subject: 'Software access', serviceType: 'service', approvalState: 'none' });
    expect(created.body.answers).toEqual([{ key: 'software', label: 'Software', value: 'Figma' }]);

    const problem = await reportProblem(eve, { categoryId: category('Network') });
    expect(problem).toMatchObject({ serviceType: 'problem', impact: 'one-person', status: { category: 'new' } });
    expect(problem.number).toBe(created.body.number + 1);

    // Only categories offered for problems and visible to employees.
    const { body } = await catalogueOf(eve);
    expect(body.categories.map((each) => each.name)).not.toContain('Desk internal');
    const access = body.categories.find((each) => each.name === 'Access')!.id;
    expect((await eve.call('POST', '/resolve-now/tickets', { serviceType: 'problem', subject: 'x', description: 'y', categoryId: access, impact: 'team' })).status).toBe(400);
  });

  it('numbers tickets without gaps or repeats when many open at once', async () => {
    const eve = await signedIn(server, DEMO.employee.email);
    const { category } = await catalogueOf(eve);
    const body = { serviceType: 'problem', subject: 'Same time', description: 'd', categoryId: category('Hardware'), impact: 'team' };
    const answers = await Promise.all(Array.from({ length: 8 }, () => eve.call<TicketAnswer>('POST', '/resolve-now/tickets', body)));
    const numbers = answers.map((answer) => answer.body.number).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(8);
    expect(numbers.at(-1)! - numbers[0]!).toBe(7);
  });

  it('attaches uploaded files, only the uploader’s own', async () => {
    const eve = await signedIn(server, DEMO.employee.email);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const uploaded = await upload(server, eve.token, '/resolve-now/attachments?filename=screen.png', png, 'image/png');
    expect(uploaded.status).toBe(201);
    await addPerson(server, 'bob@acme.test', 'employee');
    const bob = await signedIn(server, 'bob@acme.test');
    await expect(reportProblem(bob, { attachmentIds: [uploaded.body.id] })).rejects.toThrow(/400/);
    const ticket = await reportProblem(eve, { attachmentIds: [uploaded.body.id] });
    expect(ticket.attachments).toEqual([expect.objectContaining({ id: uploaded.body.id, filename: 'screen.png', contentType: 'image/png' })]);
  });
});

describe('the requester’s side of the conversation', () => {
  it('hands a pending ticket back to the desk on a reply, and lets the requester close it', async () => {
    const eve = await signedIn(server, DEMO.employee.email);
    const ada = await signedIn(server, DEMO.admin.email);
    const options = await optionsOf(ada);
    const ticket = await reportProblem(eve);
    const asked = await ada.call<TicketAnswer>('POST', `/resolve-it/tickets/${ticket.id}/messages`, {
      visibility: 'public',
      body: 'Does it happen on battery too?',
      statusId: options.status('Waiting on customer'),
      version: ticket.version,
    });
    expect(asked.body.status.category).toBe('pending');
    const answered = await eve.call<TicketAnswer>('POST', `/support/tickets/${ticket.id}/replies`, { body: 'Yes, on battery too' });
    expect(answered.status, answered.text).toBe(201);
    expect(answered.body.status.category).toBe('open');
    // The request is the description, shown once; the conversation is the replies.
    expect(answered.body.messages.map((message) => message.author.kind)).toEqual(['agent', 'requester']);
    expect(answered.body.mayClose).toBe(true);
    const closed = await eve.call<TicketAnswer>('POST', `/support/tickets/${ticket.id}/close`, { version: answered.body.version });
    expect(closed.status, closed.text).toBe(200);
    expect(closed.body).toMatchObject({ status: { category: 'closed' }, mayClose: false });
    expect((closed.body.statusHistory as { status: { category: string } }[]).map((change) => change.status.category)).toEqual(['new', 'pending', 'open', 'closed']);
    expect((await eve.call('POST', `/support/tickets/${ticket.id}/close`, { version: closed.body.version })).status).toBe(409);
  });
});

describe('who sees which ticket', () => {
  it('keeps employees to their own tickets and those they are in copy of', async () => {
    await addPerson(server, 'bob@acme.test', 'employee');
    await addPerson(server, 'carol@acme.test', 'employee');
    const eve = await signedIn(server, DEMO.employee.email);
    const bob = await signedIn(server, 'bob@acme.test');
    const carol = await signedIn(server, 'carol@acme.test');
    const ticket = await reportProblem(eve, { copy: ['bob@acme.test'] });
    expect((await bob.call('GET', `/resolve-now/tickets/${ticket.id}`)).status).toBe(200);
    expect((await carol.call('GET', `/resolve-now/tickets/${ticket.id}`)).status).toBe(404);
    expect((await carol.call<{ total: number }>('GET', '/resolve-now/tickets')).body.total).toBe(0);
    const bobs = await bob.call<{ items: { id: string }[] }>('GET', '/resolve-now/tickets');
    expect(bobs.body.items.map((item) => item.id)).toEqual([ticket.id]);
    // Only the requester changes the copy list or closes.
    expect((await bob.call('POST', `/resolve-now/tickets/${ticket.id}/close`, { version: ticket.version })).status).toBe(403);
    const removed = await eve.call<TicketAnswer>('POST', `/resolve-now/tickets/${ticket.id}/copy`, { remove: ['bob@acme.test'] });
    expect(removed.body.copy).toEqual([]);
    expect((await bob.call('GET', `/resolve-now/tickets/${ticket.id}`)).status).toBe(404);
  });

  it('isolates organisations, and agents see their teams’ tickets and those of no team', async () => {
    const eve = await signedIn(server, DEMO.employee.email);
    const ticket = await reportProblem(eve);
    const other = await otherOrganisation(server);
    const boss = await signedIn(server, other.email);
    expect((await boss.call('GET', `/resolve-it/tickets/${ticket.id}`)).status).toBe(404);
    expect((await boss.call<{ total: number }>('GET', '/resolve-it/tickets')).body.total).toBe(0);
    expect((await boss.call('GET', `/resolve-now/tickets/${ticket.id}`)).status).toBe(404);
    // A desk nobody configured yet starts with the default statuses and priorities.
    const fresh = await boss.call<{ statuses: unknown[]; priorities: unknown[] }>('GET', '/resolve-it/options');
    expect([fresh.body.statuses.length, fresh.body.priorities.length]).toEqual([6, 4]);

    const agentId = await addPerson(server, 'agent@acme.test', 'agent');
    const ada = await signedIn(server, DEMO.admin.email);
    const options = await optionsOf(ada);
    await ada.call('PATCH', `/resolve-it/user-roles/${agentId}`, { teams: [{ teamId: options.team('Service Desk'), role: 'agent' }], managerId: null });
    const agent = await signedIn(server, 'agent@acme.test');
    // Hardware goes to Workplace, which the agent is not in.
    expect((await agent.call('GET', `/resolve-it/tickets/${ticket.id}`)).status).toBe(404);
    const moved = await ada.call<TicketAnswer>('PATCH', `/resolve-it/tickets/${ticket.id}`, { teamId: null, version: ticket.version });
    expect(moved.status, moved.text).toBe(200);
    expect((await agent.call('GET', `/resolve-it/tickets/${ticket.id}`)).status).toBe(200);
    // An employee without a desk role works no queue.
    const eveQueue = await eve.call('GET', '/resolve-it/tickets');
    expect(eveQueue.status).toBe(403);
  });

  it('links a ticket to an asset of its own organisation only, checked through Manage', async () => {
    const ada = await signedIn(server, DEMO.admin.email);
    const ticket = await reportProblem(await signedIn(server, DEMO.employee.email));
    const [acmeAsset] = (await ada.call<{ items: { id: string }[] }>('GET', '/manage/assets?pageSize=1')).body.items;
    const boss = await signedIn(server, (await otherOrganisation(server)).email);
    const globexAsset = await boss.call<{ id: string }>('POST', '/manage/assets', { assetTag: 'GLOBEX-1', model: 'Latitude 7450', productType: 'laptop' });
    expect(globexAsset.status, globexAsset.text).toBe(201);

    const refused = await ada.call<{ errors: { path: string; code: string }[] }>('PATCH', `/resolve-it/tickets/${ticket.id}`, { assetId: globexAsset.body.id, version: ticket.version });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([expect.objectContaining({ path: 'body.assetId', code: 'unknown-id' })]);
    expect((await ada.call<{ assetId: string | null }>('GET', `/resolve-it/tickets/${ticket.id}`)).body.assetId).toBeNull();

    const linked = await ada.call<{ assetId: string | null }>('PATCH', `/resolve-it/tickets/${ticket.id}`, { assetId: acmeAsset!.id, version: ticket.version });
    expect(linked.body.assetId).toBe(acmeAsset!.id);
  });

  it("finds the organisation's live assets by tag, serial or model for an agent, and names the linked one", async () => {
    const ada = await signedIn(server, DEMO.admin.email);
    const eve = await signedIn(server, DEMO.employee.email);
    const ticket = await reportProblem(eve);
    const created = async (client: typeof ada, fields: Record<string, unknown>) => {
      const answer = await client.call<{ id: string; version: number }>('POST', '/manage/assets', { productType: 'laptop', ...fields });
      expect(answer.status, answer.text).toBe(201);
      return answer.body;
    };
    const mine = await created(ada, { assetTag: 'DESK-7701', serial: 'SN-QX7701', model: 'Latitude 9440' });
    const gone = await created(ada, { assetTag: 'DESK-7702', model: 'Latitude 9440' });
    expect((await ada.call('POST', `/manage/assets/${gone.id}/archive`, { version: gone.version })).status).toBe(200);
    const boss = await signedIn(server, (await otherOrganisation(server)).email);
    await created(boss, { assetTag: 'DESK-7703', model: 'Latitude 9440' });

    const found = async (q: string) => (await ada.call<{ items: { id: string; assetTag: string }[] }>('GET', `/resolve-it/assets?q=${encodeURIComponent(q)}`)).body.items;
    const mineOnly = [{ id: mine.id, assetTag: 'DESK-7701', model: 'Latitude 9440', serial: 'SN-QX7701' }];
    expect(await found('desk-7701')).toEqual(mineOnly);
    expect(await found('SNQX7701')).toEqual(mineOnly);
    // Neither the archived asset nor another organisation's, which share the model.
    expect(await found('latitude 9440')).toEqual(mineOnly);
    expect((await eve.call('GET', '/resolve-it/assets?q=desk')).status).toBe(403);

    const linked = await ada.call<{ assetId: string; asset: unknown }>('PATCH', `/resolve-it/tickets/${ticket.id}`, { assetId: mine.id, version: ticket.version });
    expect(linked.body).toMatchObject({ assetId: mine.id, asset: mineOnly[0] });
  });

  it('lets an external requester see and answer only the tickets of their address', async () => {
    const ada = await signedIn(server, DEMO.admin.email);
    const services = deskServices(server);
    const organisationId = (await server.store.repos.users.findByEmail(DEMO.admin.email))!.organisationId;
    const mail = { fromName: 'Visitor', subject: 'Help', text: 'My invoice is missing', html: null, messageId: '<m1@example.test>', attachments: [] };
    const mine = await services.mailIntake.openFromMail(organisationId, { ...mail, fromEmail: 'visitor@example.test' });
    const theirs = await services.mailIntake.openFromMail(organisationId, { ...mail, fromEmail: 'someone@example.test', messageId: '<m2@example.test>' });
    await server.call('POST', '/api/v1/external/codes', { body: { email: 'visitor@example.test' } });
    const code = /\d{6}/.exec(server.mailbox.read('visitor@example.test').find((each) => /code/.test(each.subject))!.text)![0];
    const signIn = await server.call<{ token: string }>('POST', '/api/v1/external/sign-in', { body: { email: 'visitor@example.test', code } });
    const token = signIn.body.token;
    const list = await server.call<{ items: { id: string }[] }>('GET', '/api/v1/external/tickets', { token });
    expect(list.body.items.map((item) => item.id)).toEqual([mine.ticketId]);
    expect((await server.call('GET', `/api/v1/external/tickets/${theirs.ticketId}`, { token })).status).toBe(404);
    const replied = await server.call<TicketAnswer>('POST', `/api/v1/external/tickets/${mine.ticketId}/replies`, { token, body: { body: 'Any news?' } });
    expect(replied.status, replied.text).toBe(201);
    expect(replied.body.description).toBe('My invoice is missing');
    expect(replied.body.messages.map((message) => message.body)).toEqual(['Any news?']);
    // The staff token is no external session, and the external token opens no staff route.
    expect((await server.call('GET', '/api/v1/external/tickets', { token: ada.token })).status).toBe(401);
    expect((await server.call('GET', '/api/v1/resolve-it/tickets', { token })).status).toBe(401);
  });
});
