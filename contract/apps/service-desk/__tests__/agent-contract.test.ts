import { describe, expect, it } from 'vitest';
import { ProblemTypes } from '../../../problem';
import {
  addResolveItTicketMessage,
  decideResolveItApproval,
  getResolveItDashboard,
  getResolveItOptions,
  getResolveItTicket,
  listResolveItTicketActivity,
  listResolveItTickets,
  mergeResolveItTicket,
  searchResolveItAssets,
  updateResolveItTicket,
  uploadResolveItAttachment,
} from '../agent-routes';
import { requesterRoutesBySlug } from '../requester-routes';
import { archiveManageAsset, createManageAsset } from '../../manage/routes';
import { STATUS_CATEGORIES } from '../../../../src/apps/service-desk/domain/ticket-status';
import { MOCK_DEMO } from '../../../../tests/mocks/handlers';
import { mockServer, realServer, type Backend } from '../../../../tests/contract/backends';
import { contractSuite } from '../../../../tests/contract/contract-suite';
import { fieldsOf, PNG, reportProblem, requestLaptop, UNKNOWN_ID } from './desk-arrange';

const resolveNow = requesterRoutesBySlug['resolve-now'];

/** Resolve IT's queues and ticket pages, as Ada Admin works them, on the server and the mocks alike. */
describe.each([realServer(), mockServer()])('Resolve IT tickets on $name', (backend: Backend) => {
  const calls = contractSuite(backend);
  const { ok, problem, tokenOf } = calls;

  /** Eve's report, and the statuses and priorities the agent picks from. */
  async function reported(subject: string) {
    const eve = await tokenOf(MOCK_DEMO.employee.email);
    const ticket = await reportProblem(calls, 'resolve-now', { token: eve, subject });
    const options = await ok(getResolveItOptions);
    const status = (category: (typeof STATUS_CATEGORIES)[number]) => options.statuses.find((each) => each.category === category)!;
    return { eve, ticket, params: { id: ticket.id }, options, status };
  }

  it('finds a report in the queue, assigns and tags it, notes and answers it, and keeps the trail', async () => {
    const { eve, ticket, params, options, status } = await reported('Projector in room 2 is dim');
    // The queue's default order: what is overdue first, then the next deadline, tickets without one last.
    const urgent = (await ok(listResolveItTickets, { query: { sort: 'urgency', pageSize: '100' } })).items;
    const rank = (item: (typeof urgent)[number]) => (item.slaState === 'breached' ? 0 : item.dueAt === null ? 2 : 1);
    expect(urgent.map(rank)).toEqual(urgent.map(rank).sort());
    const queue = await ok(listResolveItTickets, { query: { serviceType: 'problem', q: 'projector', assignee: 'unassigned' } });
    expect(queue).toMatchObject({ total: 1, totalCapped: false, items: [{ id: ticket.id, reference: ticket.reference, assignee: null, requester: { email: MOCK_DEMO.employee.email }, tags: [] }] });
    expect((await ok(listResolveItTickets, { query: { serviceType: 'service', q: 'projector' } })).items).toEqual([]);
    const page = await ok(getResolveItTicket, { params });
    expect(page).toMatchObject({ id: ticket.id, ticketType: null, assetId: null, asset: null, mergedInto: null, merged: [], version: ticket.version });
    await problem(getResolveItTicket, { params: { id: UNKNOWN_ID } }, 404, ProblemTypes.notFound);

    const unknown = await problem(updateResolveItTicket, { params, body: { statusId: UNKNOWN_ID, version: page.version } }, 400, ProblemTypes.validation);
    expect(fieldsOf(unknown)).toEqual(['body.statusId:unknown-id']);
    const high = options.priorities.find((priority) => priority.id !== page.priority?.id)!;
    const me = options.me.userId;
    const changed = await ok(updateResolveItTicket, { params, body: { assigneeId: me, priorityId: high.id, statusId: status('open').id, tags: ['av', 'room-2'], version: page.version } });
    expect(changed).toMatchObject({ assignee: { id: me, name: MOCK_DEMO.admin.name }, priority: { id: high.id }, status: { category: 'open' }, tags: ['av', 'room-2'], version: page.version + 1 });
    await problem(updateResolveItTicket, { params, body: { tags: [], version: page.version } }, 412, ProblemTypes.staleVersion);
    expect((await ok(listResolveItTickets, { query: { q: 'projector', assignee: 'me', tag: 'av' } })).items.map((item) => item.id)).toEqual([ticket.id]);

    const uploaded = await ok(uploadResolveItAttachment, { query: { filename: 'lamp.png' }, upload: PNG });
    const noted = await ok(addResolveItTicketMessage, { params, body: { visibility: 'internal', body: 'The lamp is at 4,000 hours.', attachmentIds: [uploaded.id], version: page.version } });
    expect(noted.messages.at(-1)).toMatchObject({ visibility: 'internal', author: { userId: me, kind: 'agent' }, attachments: [{ id: uploaded.id, filename: 'lamp.png' }] });
    expect(noted.version).toBe(changed.version);
    await problem(addResolveItTicketMessage, { params, body: { visibility: 'public', body: 'Is it better now?', statusId: status('pending').id, version: page.version } }, 412, ProblemTypes.staleVersion);
    const asked = await ok(addResolveItTicketMessage, { params, body: { visibility: 'public', body: 'Is it better now?', statusId: status('pending').id, version: changed.version } });
    expect(asked).toMatchObject({ status: { category: 'pending' }, version: changed.version + 1 });
    const seen = await ok(resolveNow.getTicket, { params, token: eve });
    expect(seen.messages.map((message) => message.body)).toEqual(['Is it better now?']);

    const trail = await ok(listResolveItTicketActivity, { params, query: {} });
    expect(trail.items.map((entry) => entry.action)).toEqual(['ticket.replied', 'ticket.noted', 'ticket.updated', 'ticket.created']);
    expect(trail.items[0]).toMatchObject({ appSlug: 'resolve-it', entityType: 'ticket', entityId: ticket.id, user: { id: me } });
    await problem(listResolveItTicketActivity, { params: { id: UNKNOWN_ID }, query: {} }, 404, ProblemTypes.notFound);
  });

  it('holds a request awaiting approval until it is decided, once', async () => {
    const eve = await tokenOf(MOCK_DEMO.employee.email);
    const request = await requestLaptop(calls, 'resolve-now', eve);
    const params = { id: request.id };
    const resolved = (await ok(getResolveItOptions)).statuses.find((status) => status.category === 'resolved')!;
    const early = await problem(updateResolveItTicket, { params, body: { statusId: resolved.id, version: request.version } }, 409, ProblemTypes.conflict);
    expect(early.code).toBe('approval-pending');
    expect(fieldsOf(early)).toEqual(['body.confirmPendingApproval:approval-pending']);
    expect((await ok(getResolveItTicket, { params })).approval).toMatchObject({ state: 'pending', currentStep: 1, mayDecide: true });

    const reasonless = await problem(decideResolveItApproval, { params, body: { decision: 'refused', reason: ' ' } }, 400, ProblemTypes.validation);
    expect(reasonless.errors?.map((error) => error.path)).toEqual(['body.reason']);
    const accepted = await ok(decideResolveItApproval, { params, body: { decision: 'accepted' } });
    expect(accepted).toMatchObject({ approvalState: 'accepted', approval: { state: 'accepted', currentStep: null, mayDecide: false } });
    const twice = await problem(decideResolveItApproval, { params, body: { decision: 'accepted' } }, 409, ProblemTypes.conflict);
    expect(twice.code).toBe('not-pending');
    await problem(decideResolveItApproval, { params: { id: UNKNOWN_ID }, body: { decision: 'accepted' } }, 404, ProblemTypes.notFound);
    expect(await ok(updateResolveItTicket, { params, body: { statusId: resolved.id, version: accepted.version } })).toMatchObject({ status: { category: 'resolved' } });

    // Resolving one still awaiting approval takes the agent's word for it.
    const other = await requestLaptop(calls, 'resolve-now', eve);
    const confirmed = await ok(updateResolveItTicket, { params: { id: other.id }, body: { statusId: resolved.id, confirmPendingApproval: true, version: other.version } });
    expect(confirmed).toMatchObject({ status: { category: 'resolved' }, approvalState: 'pending' });
  });

  it("finds the organisation's live assets through Manage, links the ticket to one and names it by tag and model", async () => {
    const { eve, params, ticket } = await reported('Fan of my laptop is loud');
    const asset = (assetTag: string) => ok(createManageAsset, { body: { assetTag, serial: `SN-${assetTag}`, productType: 'laptop', model: 'QA Book 14' } });
    const live = await asset('QA-D1');
    const gone = await asset('QA-D2');
    await ok(archiveManageAsset, { params: { id: gone.id }, body: { version: gone.version } });

    const named = { id: live.id, assetTag: 'QA-D1', model: 'QA Book 14', serial: 'SN-QA-D1' };
    expect((await ok(searchResolveItAssets, { query: { q: 'qa-d1' } })).items).toEqual([named]);
    // The archived one shares the model, and is not offered.
    expect((await ok(searchResolveItAssets, { query: { q: 'QA Book' } })).items).toEqual([named]);
    expect((await ok(searchResolveItAssets, { query: {} })).items.length).toBeGreaterThan(0);
    await problem(searchResolveItAssets, { token: eve, query: { q: 'qa' } }, 403, ProblemTypes.appNotAllowed);

    const archived = await problem(updateResolveItTicket, { params, body: { assetId: gone.id, version: ticket.version } }, 400, ProblemTypes.validation);
    expect(fieldsOf(archived)).toEqual(['body.assetId:unknown-id']);
    const linked = await ok(updateResolveItTicket, { params, body: { assetId: live.id, version: ticket.version } });
    expect(linked).toMatchObject({ assetId: live.id, asset: named });
    expect(await ok(updateResolveItTicket, { params, body: { assetId: null, version: linked.version } })).toMatchObject({ assetId: null, asset: null });
  });

  it('merges a duplicate into another ticket once, never into itself or into a merged one', async () => {
    const { eve, ticket: duplicate, params } = await reported('No sound in room 5');
    const target = (await reported('Speakers in room 5 are silent')).ticket;
    const third = (await reported('Room 5 audio')).ticket;
    const self = await problem(mergeResolveItTicket, { params, body: { targetId: duplicate.id, version: duplicate.version } }, 400, ProblemTypes.validation);
    expect(fieldsOf(self)).toEqual(['body.targetId:self']);
    const tagged = await ok(updateResolveItTicket, { params, body: { tags: ['audio'], version: duplicate.version } });
    await problem(mergeResolveItTicket, { params, body: { targetId: target.id, version: duplicate.version } }, 412, ProblemTypes.staleVersion);

    const merged = await ok(mergeResolveItTicket, { params, body: { targetId: target.id, version: tagged.version } });
    expect(merged).toMatchObject({ id: target.id, mergedInto: null, merged: [{ id: duplicate.id, number: duplicate.number, reference: duplicate.reference, subject: 'No sound in room 5' }] });
    expect(merged.messages.at(-1)).toMatchObject({ visibility: 'internal', author: { kind: 'system' }, body: `Merged No sound in room 5 (#${duplicate.number}) into this ticket.` });
    const closed = await ok(getResolveItTicket, { params });
    expect(closed).toMatchObject({ status: { category: 'closed' }, mergedInto: { id: target.id, reference: target.reference } });
    expect((await ok(resolveNow.getTicket, { params, token: eve })).mayClose).toBe(false);

    const again = await problem(mergeResolveItTicket, { params, body: { targetId: third.id, version: closed.version } }, 409, ProblemTypes.conflict);
    expect(again.code).toBe('already-merged');
    const intoMerged = await problem(mergeResolveItTicket, { params: { id: third.id }, body: { targetId: duplicate.id, version: third.version } }, 409, ProblemTypes.conflict);
    expect(fieldsOf(intoMerged)).toEqual(['body.targetId:target-merged']);
  });

  it('offers the desk’s choices and counts the open work; an employee reaches none of it', async () => {
    const options = await ok(getResolveItOptions);
    expect([...new Set(options.statuses.map((status) => status.category))].sort()).toEqual([...STATUS_CATEGORIES].sort());
    expect(options.me).toMatchObject({ seesAll: true, mayConfigure: true });
    expect(options.requestTypes.map((type) => type.name)).toContain('New laptop');

    const before = await ok(getResolveItDashboard, { query: {} });
    const services = await ok(getResolveItDashboard, { query: { serviceType: 'service' } });
    await reported('Wall clock in the hall stopped');
    const after = await ok(getResolveItDashboard, { query: {} });
    expect(after.counts).toEqual({ ...before.counts, open: before.counts.open + 1, unassigned: before.counts.unassigned + 1 });
    expect((await ok(getResolveItDashboard, { query: { serviceType: 'service' } })).counts).toEqual(services.counts);
    expect(after.compliance).toHaveLength(30);
    expect(after.compliance.at(-1)!.day).toBe(new Date().toISOString().slice(0, 10));

    const eve = await tokenOf(MOCK_DEMO.employee.email);
    await problem(listResolveItTickets, { token: eve, query: {} }, 403, ProblemTypes.appNotAllowed);
    await problem(getResolveItOptions, { token: eve }, 403, ProblemTypes.appNotAllowed);
    await problem(uploadResolveItAttachment, { token: eve, query: { filename: 'x.png' }, upload: PNG }, 403, ProblemTypes.appNotAllowed);
  });
});
