import { describe, expect, it } from 'vitest';
import { ProblemTypes } from '../../../problem';
import { requesterRoutesBySlug } from '../requester-routes';
import { categoryRoutes, teamRoutes } from '../config-routes';
import { getResolveItOptions, updateResolveItTicket } from '../agent-routes';
import { REQUESTER_SLUGS } from '../../../../src/apps/service-desk/domain/slug';
import { MOCK_DEMO } from '../../../../tests/mocks/handlers';
import { mockServer, realServer, type Backend } from '../../../../tests/contract/backends';
import { contractSuite } from '../../../../tests/contract/contract-suite';
import { fieldsOf, PNG, reportProblem, requestLaptop, UNKNOWN_ID } from './desk-arrange';

/** Resolve Now and Support (one set of routes under each slug), as Eve Employee asks the desk, on the server and the mocks alike. */
describe.each([realServer(), mockServer()])('the requester portals on $name', (backend: Backend) => {
  const calls = contractSuite(backend, MOCK_DEMO.employee.email);
  const { ok, problem, tokenOf } = calls;

  it.each(REQUESTER_SLUGS)('lists the devices the reporter holds, and takes a problem report about one of them only (%s)', async (slug) => {
    const routes = requesterRoutesBySlug[slug];
    const devices = await ok(routes.listDevices);
    expect(devices.items.length).toBeGreaterThan(0);
    const category = (await ok(routes.getCatalogue)).categories.find((each) => each.name === 'Hardware')!;
    const report = { serviceType: 'problem', subject: 'Fan is loud', description: 'All day.', impact: 'one-person', categoryId: category.id } as const;
    await ok(routes.createTicket, { body: { ...report, assetId: devices.items[0]!.id } });
    const refused = await problem(routes.createTicket, { body: { ...report, assetId: UNKNOWN_ID } }, 400, ProblemTypes.validation);
    expect(fieldsOf(refused)).toEqual(['body.assetId:unknown-id']);
  });

  it.each(REQUESTER_SLUGS)('checks a request against its form, takes a problem report, and finds both again (%s)', async (slug) => {
    const routes = requesterRoutesBySlug[slug];
    const catalogue = await ok(routes.getCatalogue);
    const laptop = catalogue.requestTypes.find((type) => type.name === 'New laptop')!;
    expect(laptop).toMatchObject({ needsApproval: true, category: { name: 'Hardware' } });
    expect(catalogue.impacts).toEqual(['one-person', 'team', 'organisation']);

    const service = { serviceType: 'service', requestTypeId: laptop.id } as const;
    const unanswered = await problem(routes.createTicket, { body: { ...service, answers: { model: 'Commodore 64', colour: 'red' } } }, 400, ProblemTypes.validation);
    expect(fieldsOf(unanswered)).toEqual(['body.answers.colour:unknown-field', 'body.answers.model:invalid-choice', 'body.answers.reason:required']);
    const unknownType = await problem(routes.createTicket, { body: { ...service, requestTypeId: UNKNOWN_ID } }, 400, ProblemTypes.validation);
    expect(fieldsOf(unknownType)).toEqual(['body.requestTypeId:unknown-id']);
    const report = { serviceType: 'problem', subject: 'Scanner is offline', description: 'It shows no network.', impact: 'one-person' } as const;
    const unknownCategory = await problem(routes.createTicket, { body: { ...report, categoryId: UNKNOWN_ID } }, 400, ProblemTypes.validation);
    expect(fieldsOf(unknownCategory)).toEqual(['body.categoryId:unknown-id']);

    const requested = await requestLaptop(calls, slug);
    expect(requested).toMatchObject({
      subject: 'New laptop',
      serviceType: 'service',
      requestType: { id: laptop.id, name: 'New laptop' },
      status: { category: 'new' },
      approvalState: 'pending',
      approval: { state: 'pending', currentStep: 1, mayDecide: false },
      requester: { name: MOCK_DEMO.employee.name, email: MOCK_DEMO.employee.email },
      messages: [],
      mayClose: true,
    });
    expect(requested.reference).toBe(`RES#${requested.number}`);
    expect(requested.answers.map((answer) => answer.key).sort()).toEqual(['model', 'reason']);
    const reported = await reportProblem(calls, slug, { subject: 'Scanner is offline' });
    expect(reported).toMatchObject({ serviceType: 'problem', subject: 'Scanner is offline', impact: 'team', approvalState: 'none', approval: null, requestType: null });
    expect(reported.number).toBe(requested.number + 1);

    const problems = await ok(routes.listTickets, { query: { serviceType: 'problem', q: 'scanner' } });
    expect(problems.items.map((item) => item.id)).toEqual([reported.id]);
    const byReference = await ok(routes.listTickets, { query: { q: requested.reference, statusCategory: 'new' } });
    expect(byReference.items.map((item) => item.id)).toEqual([requested.id]);
    expect(await ok(routes.getTicket, { params: { id: reported.id } })).toEqual(reported);
  });

  it.each(REQUESTER_SLUGS)('counts my tickets by status category in one call, as the list filtered by each counts them (%s)', async (slug) => {
    const routes = requesterRoutesBySlug[slug];
    const before = (await ok(routes.countTickets)).byStatusCategory;
    await reportProblem(calls, slug, { subject: 'Dock does not charge' });
    const after = (await ok(routes.countTickets)).byStatusCategory;
    expect(after.new).toBe(before.new + 1);
    for (const category of ['new', 'open', 'pending', 'resolved', 'closed'] as const) {
      expect(after[category]).toBe((await ok(routes.listTickets, { query: { statusCategory: category, pageSize: '1' } })).total);
    }
  });

  it.each(REQUESTER_SLUGS)('answers with a file, keeps people in copy, and closes; another requester’s ticket is not there (%s)', async (slug) => {
    const routes = requesterRoutesBySlug[slug];
    const ada = await tokenOf(MOCK_DEMO.admin.email);
    const ticket = await reportProblem(calls, slug);
    const params = { id: ticket.id };

    const hers = await reportProblem(calls, slug, { token: ada, subject: 'My keyboard sticks' });
    await problem(routes.getTicket, { params: { id: hers.id } }, 404, ProblemTypes.notFound);
    await problem(routes.replyToTicket, { params: { id: hers.id }, body: { body: 'Me too.' } }, 404, ProblemTypes.notFound);
    expect((await ok(routes.listTickets, { query: { q: 'keyboard' } })).total).toBe(0);

    await problem(routes.uploadAttachment, { query: { filename: 'notes.txt' }, upload: { bytes: Buffer.from('plain text'), contentType: 'text/plain' } }, 415);
    const uploaded = await ok(routes.uploadAttachment, { query: { filename: 'screen.png' }, upload: PNG });
    expect(uploaded).toMatchObject({ filename: 'screen.png', contentType: 'image/png', size: PNG.bytes.length });
    const replied = await ok(routes.replyToTicket, { params, body: { body: 'It started after the update.', attachmentIds: [uploaded.id] } });
    expect(replied.messages.at(-1)).toMatchObject({
      visibility: 'public',
      channel: 'portal',
      author: { name: MOCK_DEMO.employee.name, kind: 'requester' },
      body: 'It started after the update.',
      attachments: [{ id: uploaded.id, filename: 'screen.png' }],
    });
    const again = await problem(routes.replyToTicket, { params, body: { body: 'Once more.', attachmentIds: [uploaded.id] } }, 400, ProblemTypes.validation);
    expect(fieldsOf(again)).toEqual(['body.attachmentIds:unknown-id']);

    const copied = await ok(routes.changeTicketCopy, { params, body: { add: [MOCK_DEMO.admin.email] } });
    expect(copied.copy).toEqual([{ userId: expect.any(String), name: MOCK_DEMO.admin.name, email: MOCK_DEMO.admin.email }]);
    expect(await ok(routes.getTicket, { params, token: ada })).toMatchObject({ id: ticket.id, mayClose: false });
    await problem(routes.changeTicketCopy, { params, token: ada, body: { remove: [MOCK_DEMO.admin.email] } }, 403, ProblemTypes.forbidden);
    await problem(routes.closeTicket, { params, token: ada, body: { version: copied.version } }, 403, ProblemTypes.forbidden);
    const nobody = await problem(routes.changeTicketCopy, { params, body: {} }, 400, ProblemTypes.validation);
    expect(nobody.errors?.map((error) => error.path)).toEqual(['body']);
    expect((await ok(routes.changeTicketCopy, { params, body: { remove: [MOCK_DEMO.admin.email] } })).copy).toEqual([]);
    await problem(routes.getTicket, { params, token: ada }, 404, ProblemTypes.notFound);

    // Replies and copies leave the version be; an agent's change moves it on.
    const options = await ok(getResolveItOptions, { token: ada });
    const high = options.priorities.find((priority) => priority.id !== ticket.priority?.id)!;
    await ok(updateResolveItTicket, { params, token: ada, body: { priorityId: high.id, version: ticket.version } });
    await problem(routes.closeTicket, { params, body: { version: ticket.version } }, 412, ProblemTypes.staleVersion);
    const current = await ok(routes.getTicket, { params });
    expect(current).toMatchObject({ priority: { id: high.id }, version: ticket.version + 1 });
    const closed = await ok(routes.closeTicket, { params, body: { version: current.version } });
    expect(closed).toMatchObject({ status: { category: 'closed' }, mayClose: false });
    expect(closed.statusHistory.map((change) => change.status.category)).toEqual(['new', 'closed']);
    const twice = await problem(routes.closeTicket, { params, body: { version: closed.version } }, 409, ProblemTypes.conflict);
    expect(twice.code).toBe('already-closed');
  });

  it.each(REQUESTER_SLUGS)('reopens a closed ticket on a reply, or opens a follow-up when its team says so (%s)', async (slug) => {
    const routes = requesterRoutesBySlug[slug];
    const ada = await tokenOf(MOCK_DEMO.admin.email);
    const team = await ok(teamRoutes.create, { token: ada, body: { name: 'Print room', reopenPolicy: 'new-ticket' } });
    const printers = await ok(categoryRoutes.create, { token: ada, body: { name: 'Printers', forProblems: true, teamId: team.id } });
    const phones = await ok(categoryRoutes.create, { token: ada, body: { name: 'Phones', forProblems: true } });
    const closeAndReply = async (categoryId: string) => {
      const ticket = await reportProblem(calls, slug, { categoryId });
      await ok(routes.closeTicket, { params: { id: ticket.id }, body: { version: ticket.version } });
      return { ticket, answer: await ok(routes.replyToTicket, { params: { id: ticket.id }, body: { body: 'It is back.' } }) };
    };

    const reopened = await closeAndReply(phones.id);
    expect(reopened.answer).toMatchObject({ id: reopened.ticket.id, status: { category: 'open' }, mayClose: true });
    expect(reopened.answer.statusHistory.map((change) => change.status.category)).toEqual(['new', 'closed', 'open']);

    const followed = await closeAndReply(printers.id);
    expect(followed.answer).toMatchObject({ subject: followed.ticket.subject, description: 'It is back.', status: { category: 'new' }, category: { id: printers.id }, messages: [] });
    expect(followed.answer.number).toBe(followed.ticket.number + 1);
    expect((await ok(routes.getTicket, { params: { id: followed.ticket.id } })).status.category).toBe('closed');
  });

  it.each(REQUESTER_SLUGS)('lets the manager accept or refuse a request once, and never the requester (%s)', async (slug) => {
    const routes = requesterRoutesBySlug[slug];
    const ada = await tokenOf(MOCK_DEMO.admin.email);
    const accepted = await requestLaptop(calls, slug);
    const refused = await requestLaptop(calls, slug);
    const waiting = (await ok(routes.listApprovals, { token: ada })).items;
    expect(waiting.map((item) => item.ticket.id)).toEqual(expect.arrayContaining([accepted.id, refused.id]));
    expect(waiting.find((item) => item.ticket.id === accepted.id)).toMatchObject({
      ticket: { number: accepted.number, reference: accepted.reference, subject: 'New laptop' },
      requester: { name: MOCK_DEMO.employee.name, email: MOCK_DEMO.employee.email },
      requestType: { name: 'New laptop' },
      step: 1,
    });
    expect((await ok(routes.listApprovals)).items).toEqual([]);
    await problem(routes.decideApproval, { params: { id: accepted.id }, body: { decision: 'accepted' } }, 404, ProblemTypes.notFound);

    expect((await ok(routes.getTicket, { params: { id: accepted.id }, token: ada })).approval).toMatchObject({ state: 'pending', mayDecide: true });
    const reasonless = await problem(routes.decideApproval, { params: { id: refused.id }, token: ada, body: { decision: 'refused' } }, 400, ProblemTypes.validation);
    expect(reasonless.errors?.map((error) => error.path)).toEqual(['body.reason']);
    const yes = await ok(routes.decideApproval, { params: { id: accepted.id }, token: ada, body: { decision: 'accepted' } });
    expect(yes).toMatchObject({ approvalState: 'accepted', approval: { state: 'accepted', currentStep: null, mayDecide: false } });
    expect(yes.approval!.steps).toEqual([
      { order: 1, requiredSharePercent: 0, state: 'accepted', approvers: [{ approver: { name: MOCK_DEMO.admin.name }, decision: 'accepted', reason: null, at: expect.any(String) }] },
    ]);
    const twice = await problem(routes.decideApproval, { params: { id: accepted.id }, token: ada, body: { decision: 'refused', reason: 'Changed my mind.' } }, 409, ProblemTypes.conflict);
    expect(twice.code).toBe('not-pending');

    const no = await ok(routes.decideApproval, { params: { id: refused.id }, token: ada, body: { decision: 'refused', reason: 'Yours is two years old.' } });
    expect(no).toMatchObject({ approvalState: 'refused', approval: { state: 'refused', currentStep: null } });
    const told = await ok(routes.getTicket, { params: { id: refused.id } });
    expect(told.messages.at(-1)).toMatchObject({ visibility: 'public', author: { userId: null, name: 'Approval', email: null, kind: 'system' }, body: 'The request was refused: Yours is two years old.' });
    expect((await ok(routes.listApprovals, { token: ada })).items.map((item) => item.ticket.id)).not.toEqual(expect.arrayContaining([accepted.id]));
  });
});
