import type { HttpHandler } from 'msw';
import { pageOfItems } from '../../../../contract/app-listing';
import * as external from '../../../../contract/apps/service-desk/external-routes';
import { requesterRoutesBySlug } from '../../../../contract/apps/service-desk/requester-routes';
import { formProblems } from '../domain/form-answers';
import { REQUESTER_SLUGS, RESOLVE_NOW_SLUG } from '../domain/slug';
import { ticketMatches } from '../domain/ticket-search';
import { STATUS_CATEGORIES, type StatusCategory } from '../domain/ticket-status';
import { mockNotFound, mockRouter, type StaffCaller } from '../../../../tests/mocks/mock-route';
import type { MockState } from '../../../../tests/mocks/mock-state';
import { adminDataOf } from './admin-mock-state';
import { deskDataOf, type MockTicket } from './desk-mock-state';
import { fieldProblem, fieldProblems, forbidden, refused, stale } from './desk-mock-problems';
import { ticketFlowOf } from './ticket-mock-flow';
import { manageDataOf } from '../../manage/mocks/mock-state';
import { isHeld } from '../../manage/domain/asset-status';

interface ListQuery {
  page: number;
  pageSize: number;
  q?: string | undefined;
  sort?: string | undefined;
  statusCategory?: string | undefined;
  serviceType?: string | undefined;
}

/** Search (subject, description, requester, `RES#12` or `12`), filters and sort like the server's requester list. */
function listed(tickets: readonly MockTicket[], query: ListQuery) {
  const found = tickets.filter(
    (ticket) =>
      (!query.statusCategory || ticket.status.category === query.statusCategory) &&
      (!query.serviceType || ticket.serviceType === query.serviceType) &&
      (!query.q || ticketMatches(query.q, { ...ticket, requesterName: ticket.requester.name, requesterEmail: ticket.requester.email })),
  );
  const sort = query.sort ?? '-updatedAt';
  const field = sort.replace(/^-/, '') as 'number' | 'subject' | 'createdAt' | 'updatedAt';
  const direction = sort.startsWith('-') ? -1 : 1;
  const value = (ticket: MockTicket) => (field === 'number' ? String(ticket.number).padStart(9, '0') : ticket[field]);
  const ordered = [...found].sort((a, b) => direction * value(a).localeCompare(value(b)) || direction * (a.number - b.number));
  return pageOfItems(ordered, query);
}

/** Resolve Now and Support (the same handlers under each slug) and the external view, over the desk's mock data. */
export function requesterHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  const route = mockRouter(state, baseUrl);
  const desk = deskDataOf(state);
  const data = adminDataOf(state);
  const flow = ticketFlowOf(state, baseUrl);
  // A merged ticket lives on in the one it joined: no list shows it.
  const listable = (ticket: MockTicket) => data.fieldsOf(ticket).mergedIntoId === null;
  const inCopy = ({ user }: StaffCaller, ticket: MockTicket) => ticket.copy.some((person) => person.userId === user.id);
  const ownOrCopied = (caller: StaffCaller, ticket: MockTicket) =>
    ticket.organisationId === caller.user.organisationId && (ticket.requester.userId === caller.user.id || inCopy(caller, ticket));
  /** Own tickets, those in copy, and those the person must approve; anything else is "no such ticket". */
  const mine = (caller: StaffCaller, id: string) => {
    const ticket = desk.tickets.find((each) => each.id === id && (ownOrCopied(caller, each) || (each.organisationId === caller.user.organisationId && desk.isApprover(each, caller.user.id))));
    if (!ticket) throw mockNotFound('ticket');
    return ticket;
  };
  const requested = (caller: StaffCaller, id: string) => {
    const ticket = mine(caller, id);
    if (ticket.requester.userId !== caller.user.id) throw forbidden();
    return ticket;
  };
  const theirs = (email: string, id: string) => {
    const ticket = desk.tickets.find((each) => each.id === id && each.requester.email === email.toLowerCase());
    if (!ticket) throw mockNotFound('ticket');
    return ticket;
  };
  const uploaderOf = ({ user }: StaffCaller) => ({ userId: user.id, email: user.email });
  const catalogue = () => desk.catalogue((id) => data.serviceTypeExtras.get(id)?.active !== false);
  // The devices the caller holds in Manage's fleet, read as the server reads them through the asset lifecycle port.
  const heldBy = ({ user }: StaffCaller) =>
    manageDataOf(state).assets.filter((asset) => asset.organisationId === user.organisationId && asset.assigneeId === user.id && !asset.archived && isHeld(asset.status));

  const perMount = REQUESTER_SLUGS.flatMap((slug) => {
    const routes = requesterRoutesBySlug[slug];
    return [
      route(routes.getCatalogue, () => catalogue()),
      route(routes.listDevices, ({ caller }) => ({ items: heldBy(caller).map(({ id, assetTag, model, serial }) => ({ id, assetTag, model, serial })) })),
      route(routes.uploadAttachment, ({ caller, body, query }) => flow.upload(uploaderOf(caller), body, query.filename)),
      route(routes.createTicket, ({ caller, body }) => {
        const { organisationId } = caller.user;
        const requester = { userId: caller.user.id, name: caller.user.name, email: caller.user.email };
        const attachments = flow.attachments(body.attachmentIds, uploaderOf(caller));
        const opening = { requester, copy: body.copy, attachments, appSlug: slug };
        if (body.serviceType === 'problem') {
          const category = catalogue().categories.find((each) => each.id === body.categoryId && each.forProblems);
          if (!category) throw fieldProblem('categoryId', 'Choose a category offered for problems.', 'unknown-id');
          if (body.assetId && !heldBy(caller).some((asset) => asset.id === body.assetId)) throw fieldProblem('assetId', 'Choose one of the devices you hold.', 'unknown-id');
          const { subject, description, impact } = body;
          const ticket = flow.open(organisationId, caller, { ...opening, serviceType: 'problem', subject, description, categoryId: category.id, impact });
          data.fieldsOf(ticket).assetId = body.assetId ?? null;
          return desk.detail(ticket, caller.user.id);
        }
        const type = catalogue().requestTypes.find((each) => each.id === body.requestTypeId);
        if (!type) throw fieldProblem('requestTypeId', 'No such service in the catalogue.', 'unknown-id');
        const problems = formProblems(type.fields, body.answers);
        if (problems.length > 0) throw fieldProblems(problems);
        const answers = Object.entries(body.answers).map(([key, value]) => ({ key, label: type.fields.find((field) => field.key === key)?.label ?? key, value }));
        const ticket = flow.open(organisationId, caller, {
          ...opening,
          serviceType: 'service',
          subject: body.subject ?? type.name,
          description: body.description,
          requestTypeId: type.id,
          categoryId: type.category?.id ?? null,
          answers,
        });
        return desk.detail(ticket, caller.user.id);
      }),
      route(routes.countTickets, ({ caller }) => {
        const mine = desk.tickets.filter((ticket) => ownOrCopied(caller, ticket) && listable(ticket));
        const count = (category: StatusCategory) => listed(mine, { page: 1, pageSize: 1, statusCategory: category }).total;
        return { byStatusCategory: Object.fromEntries(STATUS_CATEGORIES.map((category) => [category, count(category)])) as Record<StatusCategory, number> };
      }),
      route(routes.listTickets, ({ caller, query }) => {
        const page = listed(desk.tickets.filter((ticket) => ownOrCopied(caller, ticket) && listable(ticket)), query);
        return { ...page, items: page.items.map((ticket) => desk.detail(ticket, caller.user.id)) };
      }),
      route(routes.getTicket, ({ caller, params }) => desk.detail(mine(caller, params.id), caller.user.id)),
      route(routes.replyToTicket, ({ caller, params, body }) => {
        const ticket = mine(caller, params.id);
        const attachments = flow.attachments(body.attachmentIds, uploaderOf(caller));
        const kind = ticket.requester.userId === caller.user.id ? 'requester' : 'other';
        const author = { userId: caller.user.id, name: caller.user.name, email: caller.user.email, kind } as const;
        return desk.detail(flow.reply(ticket, author, body.body, attachments, slug, caller), caller.user.id);
      }),
      route(routes.changeTicketCopy, ({ caller, params, body }) => {
        const ticket = requested(caller, params.id);
        const removed = new Set(body.remove.map((email) => email.toLowerCase()));
        const kept = ticket.copy.filter((person) => !removed.has(person.email));
        const added = flow.copyPeople(ticket.organisationId, body.add).filter((person) => !kept.some((each) => each.email === person.email));
        Object.assign(ticket, { copy: [...kept, ...added] });
        desk.stamp(ticket);
        data.audit(ticket.organisationId, caller, { action: 'ticket.copy-changed', entityType: 'ticket', entityId: ticket.id, appSlug: slug });
        return desk.detail(ticket, caller.user.id);
      }),
      route(routes.closeTicket, ({ caller, params, body }) => {
        const ticket = requested(caller, params.id);
        if (ticket.status.category === 'closed') throw refused('The ticket is closed already.', 'already-closed');
        if (ticket.version !== body.version) throw stale();
        desk.moveTo(ticket, data.statusIn('closed'), data.person(ticket.organisationId, caller.user.id));
        desk.touch(ticket);
        data.audit(ticket.organisationId, caller, { action: 'ticket.closed', entityType: 'ticket', entityId: ticket.id, appSlug: slug });
        return desk.detail(ticket, caller.user.id);
      }),
      route(routes.listApprovals, ({ caller }) => ({
        items: desk.tickets
          .filter((ticket) => ticket.organisationId === caller.user.organisationId && desk.mayDecide(ticket, caller.user.id))
          .map((ticket) => ({
            ticket: { id: ticket.id, number: ticket.number, reference: desk.detail(ticket, null).reference, subject: ticket.subject },
            requester: ticket.requester,
            requestType: ticket.requestType,
            step: ticket.approval!.currentStep!,
            requestedAt: ticket.createdAt,
          })),
      })),
      route(routes.decideApproval, ({ caller, params, body }) => {
        const ticket = desk.tickets.find((each) => each.id === params.id && each.organisationId === caller.user.organisationId);
        if (!ticket || !desk.isApprover(ticket, caller.user.id)) throw mockNotFound('ticket');
        flow.decide(ticket, caller, body, slug);
        return desk.detail(ticket, caller.user.id);
      }),
    ];
  });

  return [
    ...perMount,
    route(external.listExternalTickets, ({ caller, query }) => {
      const page = listed(desk.tickets.filter((ticket) => ticket.requester.email === caller.email.toLowerCase() && listable(ticket)), query);
      return { ...page, items: page.items.map((ticket) => desk.detail(ticket, null)) };
    }),
    route(external.getExternalTicket, ({ caller, params }) => desk.detail(theirs(caller.email, params.id), null)),
    route(external.uploadExternalAttachment, ({ caller, body, query }) => {
      // A file belongs to the organisation of the address's tickets: without one, it has nowhere to go.
      if (!desk.tickets.some((ticket) => ticket.requester.email === caller.email.toLowerCase())) throw mockNotFound('ticket');
      return flow.upload({ userId: null, email: caller.email }, body, query.filename);
    }),
    route(external.replyToExternalTicket, ({ caller, params, body }) => {
      const ticket = theirs(caller.email, params.id);
      const email = caller.email.toLowerCase();
      const attachments = flow.attachments(body.attachmentIds, { userId: null, email });
      const author = { userId: null, name: ticket.requester.name, email, kind: 'requester' } as const;
      return desk.detail(flow.reply(ticket, author, body.body, attachments, RESOLVE_NOW_SLUG, null), null);
    }),
  ];
}
