import type { HttpHandler } from 'msw';
import type * as z from 'zod';
import { pageOfItems } from '../../../../contract/app-listing';
import * as agent from '../../../../contract/apps/service-desk/agent-routes';
import { DESK_ASSET_CHOICES, type AgentTicketDetail, type AgentTicketItem, type ApprovalProgress, type DeskAsset } from '../../../../contract/apps/service-desk/ticket-schemas';
import { parseSort } from '../../../../contract/list';
import { ticketReference } from '../domain/mail-threading';
import { RESOLVE_IT_SLUG } from '../domain/slug';
import { ticketMatches } from '../domain/ticket-search';
import { isClosedCategory } from '../domain/ticket-status';
import { mockNotFound, mockRouter, type StaffCaller } from '../../../../tests/mocks/mock-route';
import type { MockState } from '../../../../tests/mocks/mock-state';
import { manageDataOf, type MockAsset } from '../../manage/mocks/mock-state';
import { adminDataOf, slaStateOf } from './admin-mock-state';
import { deskDataOf, type MockTicket } from './desk-mock-state';
import { checkOwnedIds, fieldProblem, refused, stale } from './desk-mock-problems';
import { ticketFlowOf } from './ticket-mock-flow';

type Out<S extends z.ZodType> = z.output<S>;

/** Resolve IT's queues, ticket pages and their changes, enough of the server for the screens. */
/** The deadline a queue shows and sorts by: none once the ticket is resolved or waits in a pausing status. */
const runningDueAt = (ticket: MockTicket) => (isClosedCategory(ticket.status.category) || ticket.status.pausesSla ? null : ticket.dueAt);

export function agentTicketHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  const route = mockRouter(state, baseUrl);
  const desk = deskDataOf(state);
  const data = adminDataOf(state);
  const flow = ticketFlowOf(state, baseUrl);
  // Manage's fleet in memory, read as the server reads it through the asset lifecycle port: live assets only.
  const fleet = manageDataOf(state);
  const liveAsset = (organisationId: string, id: string | null) => fleet.assets.find((asset) => asset.id === id && asset.organisationId === organisationId && !asset.archived);
  const deskAssetOf = (asset: MockAsset): Out<typeof DeskAsset> => ({ id: asset.id, assetTag: asset.assetTag, model: asset.model, serial: asset.serial });
  const ticketOf = (caller: StaffCaller, id: string) => {
    const ticket = desk.tickets.find((each) => each.id === id && each.organisationId === caller.user.organisationId);
    if (!ticket) throw mockNotFound('ticket');
    return ticket;
  };
  const named = <T extends { id: string; name: string }>(items: readonly T[], id: string | null) => {
    const found = items.find((each) => each.id === id);
    return found ? { id: found.id, name: found.name } : null;
  };
  const refOf = (id: string) => {
    const other = desk.tickets.find((each) => each.id === id)!;
    return { id: other.id, number: other.number, reference: ticketReference(other.number), subject: other.subject };
  };
  const audit = (caller: StaffCaller, ticket: MockTicket, action: string) => data.audit(ticket.organisationId, caller, { action, entityType: 'ticket', entityId: ticket.id });

  const item = (ticket: MockTicket): Out<typeof AgentTicketItem> => {
    const fields = data.fieldsOf(ticket);
    return {
      id: ticket.id,
      number: ticket.number,
      reference: ticketReference(ticket.number),
      subject: ticket.subject,
      serviceType: ticket.serviceType,
      status: ticket.status,
      priority: ticket.priority,
      createdAt: ticket.createdAt,
      updatedAt: ticket.updatedAt,
      team: named(data.teams, fields.teamId),
      assignee: data.person(ticket.organisationId, fields.assigneeId),
      requester: ticket.requester,
      tags: fields.tags,
      slaState: slaStateOf(ticket),
      dueAt: runningDueAt(ticket),
      approvalState: ticket.approvalState,
      version: ticket.version,
    };
  };

  const approvalFor = (caller: StaffCaller, ticket: MockTicket): Out<typeof ApprovalProgress> | null =>
    ticket.approval && { ...ticket.approval, mayDecide: desk.mayDecide(ticket, caller.user.id) };

  const detail = (caller: StaffCaller, ticket: MockTicket): Out<typeof AgentTicketDetail> => {
    const fields = data.fieldsOf(ticket);
    const base = item(ticket);
    const firstReply = ticket.messages.find((message) => message.visibility === 'public' && message.author.kind === 'agent');
    const closed = isClosedCategory(ticket.status.category);
    const policy = data.slaPolicies[0];
    const asset = liveAsset(ticket.organisationId, fields.assetId);
    return {
      ...base,
      description: ticket.description,
      requestType: ticket.requestType,
      category: ticket.category,
      impact: ticket.impact,
      copy: ticket.copy,
      answers: ticket.answers,
      attachments: ticket.attachments,
      messages: ticket.messages,
      statusHistory: ticket.statusHistory,
      approval: approvalFor(caller, ticket),
      ticketType: named(data.ticketTypes, fields.ticketTypeId),
      assetId: fields.assetId,
      asset: asset ? deskAssetOf(asset) : null,
      sla: {
        policy: ticket.dueAt && policy ? { id: policy.id, name: policy.name } : null,
        state: base.slaState,
        firstResponse: ticket.dueAt
          ? { dueAt: ticket.dueAt, doneAt: firstReply?.at ?? null, state: firstReply ? 'met' : closed ? 'stopped' : base.slaState === 'breached' ? 'breached' : 'running' }
          : { dueAt: null, doneAt: null, state: 'none' },
        update: { dueAt: null, doneAt: null, state: 'none' },
        resolution: ticket.dueAt
          ? { dueAt: ticket.dueAt, doneAt: closed ? ticket.updatedAt : null, state: closed ? 'met' : base.slaState === 'breached' ? 'breached' : ticket.status.pausesSla ? 'paused' : 'running' }
          : { dueAt: null, doneAt: null, state: 'none' },
      },
      mergedInto: fields.mergedIntoId ? refOf(fields.mergedIntoId) : null,
      merged: [...data.agentFields.entries()].filter(([, other]) => other.mergedIntoId === ticket.id).map(([id]) => refOf(id)),
    };
  };

  const matches = (caller: StaffCaller, query: Out<typeof agent.listResolveItTickets.request.query>) =>
    desk.tickets.filter((ticket) => {
      if (ticket.organisationId !== caller.user.organisationId) return false;
      const fields = data.fieldsOf(ticket);
      const assignee = query.assignee === 'me' ? caller.user.id : query.assignee;
      return (
        fields.mergedIntoId === null &&
        (!query.serviceType || ticket.serviceType === query.serviceType) &&
        (!query.statusId || ticket.status.id === query.statusId) &&
        (!query.statusCategory || ticket.status.category === query.statusCategory) &&
        (query.open === undefined || query.open !== isClosedCategory(ticket.status.category)) &&
        (!query.priorityId || ticket.priority?.id === query.priorityId) &&
        (!query.teamId || (query.teamId === 'none' ? fields.teamId === null : fields.teamId === query.teamId)) &&
        (!assignee || (assignee === 'unassigned' ? fields.assigneeId === null : fields.assigneeId === assignee)) &&
        (!query.slaState || slaStateOf(ticket) === query.slaState) &&
        (!query.tag || fields.tags.includes(query.tag)) &&
        (!query.ticketTypeId || fields.ticketTypeId === query.ticketTypeId) &&
        (!query.q || ticketMatches(query.q, { ...ticket, requesterName: ticket.requester.name, requesterEmail: ticket.requester.email }))
      );
    });

  const sortValue = (ticket: MockTicket, field: string): string | number => {
    switch (field) {
      case 'number':
        return ticket.number;
      case 'priority':
        return data.metaOf(ticket.priority?.id ?? '').order;
      case 'status':
        return data.metaOf(ticket.status.id).order;
      case 'dueAt':
        // Tickets without a deadline come last, as the server orders them.
        return runningDueAt(ticket) ?? '9999';
      case 'urgency':
        // What is overdue now first, then the next deadline, as the server orders them.
        return `${slaStateOf(ticket) === 'breached' ? 0 : 1} ${runningDueAt(ticket) ?? '9999'}`;
      default:
        return String((ticket as unknown as Record<string, unknown>)[field] ?? '');
    }
  };

  /** Every id a change names must be the organisation's, as the server's checkOwnedIds checks them. */
  const checkChange = (caller: StaffCaller, body: Out<typeof agent.updateResolveItTicket.request.body>) =>
    checkOwnedIds([
      ['statusId', body.statusId, (id) => desk.statuses.some((each) => each.id === id)],
      ['priorityId', body.priorityId, (id) => desk.priorities.some((each) => each.id === id)],
      ['teamId', body.teamId, (id) => data.teams.some((each) => each.id === id)],
      ['assigneeId', body.assigneeId, (id) => Boolean(state.user(caller.user.organisationId, id))],
      ['ticketTypeId', body.ticketTypeId, (id) => data.ticketTypes.some((each) => each.id === id)],
      ['categoryId', body.categoryId, (id) => desk.categories.some((each) => each.id === id)],
      ['assetId', body.assetId, (id) => Boolean(liveAsset(caller.user.organisationId, id))],
    ]);

  /** Resolving or closing a request that still awaits approval is refused unless the agent confirms it. */
  const checkPendingApproval = (ticket: MockTicket, status: MockTicket['status'], confirmed: boolean | undefined) => {
    if (isClosedCategory(status.category) && ticket.approvalState === 'pending' && !confirmed) {
      throw refused('This request is still awaiting approval.', 'approval-pending', 'confirmPendingApproval');
    }
  };

  return [
    route(agent.listResolveItTickets, ({ caller, query }) => {
      const { field, descending } = parseSort(query.sort ?? '-updatedAt', 'updatedAt');
      const found = matches(caller, query).sort((a, b) => {
        const [x, y] = [sortValue(a, field), sortValue(b, field)];
        const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
        return (descending ? -order : order) || (descending ? b.number - a.number : a.number - b.number);
      });
      return { ...pageOfItems(found.map(item), query), totalCapped: false };
    }),
    route(agent.getResolveItTicket, ({ caller, params }) => detail(caller, ticketOf(caller, params.id))),
    route(agent.searchResolveItAssets, ({ caller, query }) => ({ items: fleet.fleet(caller.user.organisationId, { search: query.q, limit: DESK_ASSET_CHOICES }).map(deskAssetOf) })),
    route(agent.updateResolveItTicket, ({ caller, params, body }) => {
      const ticket = ticketOf(caller, params.id);
      if (ticket.version !== body.version) throw stale();
      checkChange(caller, body);
      const status = body.statusId && body.statusId !== ticket.status.id ? desk.statuses.find((each) => each.id === body.statusId) : undefined;
      if (status) checkPendingApproval(ticket, status, body.confirmPendingApproval);
      const fields = data.fieldsOf(ticket);
      if (status) desk.moveTo(ticket, status, data.person(caller.user.organisationId, caller.user.id));
      if (body.priorityId) Object.assign(ticket, { priority: desk.priorities.find((each) => each.id === body.priorityId) });
      if (body.categoryId !== undefined) Object.assign(ticket, { category: named(desk.categories, body.categoryId) });
      if (body.teamId !== undefined) fields.teamId = body.teamId;
      if (body.assigneeId !== undefined) fields.assigneeId = body.assigneeId;
      if (body.ticketTypeId !== undefined) fields.ticketTypeId = body.ticketTypeId;
      if (body.tags) fields.tags = [...new Set(body.tags)];
      if (body.assetId !== undefined) fields.assetId = body.assetId;
      desk.touch(ticket);
      audit(caller, ticket, 'ticket.updated');
      return detail(caller, ticket);
    }),
    route(agent.addResolveItTicketMessage, ({ caller, params, body }) => {
      const ticket = ticketOf(caller, params.id);
      // A message alone never goes stale; one that moves the ticket does.
      if (body.statusId && ticket.version !== body.version) throw stale();
      const status = body.statusId ? desk.statuses.find((each) => each.id === body.statusId) : undefined;
      if (body.statusId && !status) throw fieldProblem('statusId', 'No such status in this organisation.', 'unknown-id');
      if (status) checkPendingApproval(ticket, status, false);
      const attachments = flow.attach(flow.attachments(body.attachmentIds, { userId: caller.user.id, email: caller.user.email }));
      const author = { userId: caller.user.id, name: caller.user.name, email: caller.user.email, kind: 'agent' } as const;
      Object.assign(ticket, { messages: [...ticket.messages, { ...desk.message(author, body.body, attachments), visibility: body.visibility }] });
      if (status && status.id !== ticket.status.id) {
        desk.moveTo(ticket, status, data.person(caller.user.organisationId, caller.user.id));
        desk.touch(ticket);
      } else {
        desk.stamp(ticket);
      }
      audit(caller, ticket, body.visibility === 'public' ? 'ticket.replied' : 'ticket.noted');
      return detail(caller, ticket);
    }),
    route(agent.mergeResolveItTicket, ({ caller, params, body }) => {
      if (body.targetId === params.id) throw fieldProblem('targetId', 'A ticket cannot be merged into itself.', 'self');
      const ticket = ticketOf(caller, params.id);
      const target = ticketOf(caller, body.targetId);
      if (data.fieldsOf(ticket).mergedIntoId) throw refused('This ticket was merged already.', 'already-merged');
      if (data.fieldsOf(target).mergedIntoId) throw refused('The target was itself merged into another ticket; merge into that one.', 'target-merged', 'targetId');
      if (ticket.version !== body.version) throw stale();
      const by = data.person(caller.user.organisationId, caller.user.id);
      const note = { ...desk.message({ userId: caller.user.id, name: caller.user.name, email: caller.user.email, kind: 'system' }, `Merged ${ticket.subject} (#${ticket.number}) into this ticket.`), visibility: 'internal' as const };
      const copy = [...target.copy, ...ticket.copy.filter((person) => !target.copy.some((each) => each.email === person.email))];
      // The duplicate's conversation, files and people in copy go on in the ticket it was merged into.
      Object.assign(target, { messages: [...target.messages, ...ticket.messages, note], attachments: [...target.attachments, ...ticket.attachments], copy });
      Object.assign(ticket, { messages: [], attachments: [] });
      data.fieldsOf(ticket).mergedIntoId = target.id;
      desk.moveTo(ticket, data.statusIn('closed'), by);
      desk.touch(ticket);
      desk.stamp(target);
      audit(caller, ticket, 'ticket.merged');
      return detail(caller, target);
    }),
    route(agent.decideResolveItApproval, ({ caller, params, body }) => {
      const ticket = ticketOf(caller, params.id);
      flow.decide(ticket, caller, body, RESOLVE_IT_SLUG);
      return detail(caller, ticket);
    }),
    route(agent.listResolveItTicketActivity, ({ caller, params, query }) => {
      ticketOf(caller, params.id);
      // Newest first, whatever the sort asks: the server reads a ticket's trail one way only.
      const trail = state.audit.filter((row) => row.organisationId === caller.user.organisationId && row.entry.entityType === 'ticket' && row.entry.entityId === params.id);
      return pageOfItems(trail.map((row) => row.entry), query);
    }),
    route(agent.uploadResolveItAttachment, ({ caller, query, body }) => flow.upload({ userId: caller.user.id, email: caller.user.email }, body, query.filename)),
  ];
}
