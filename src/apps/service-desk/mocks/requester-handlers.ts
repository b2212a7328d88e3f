import type { HttpHandler } from 'msw';
import { pageOfItems } from '../../../../contract/app-listing';
import * as external from '../../../../contract/apps/service-desk/external-routes';
import { requesterRoutesBySlug } from '../../../../contract/apps/service-desk/requester-routes';
import { ProblemTypes, type FieldError } from '../../../../contract/problem';
import { REQUESTER_SLUGS } from '../domain/slug';
import { isClosedCategory } from '../domain/ticket-status';
import { MockProblem, mockNotFound, mockRouter, originOf, type StaffCaller } from '../../../../tests/mocks/mock-route';
import { newId, type MockState } from '../../../../tests/mocks/mock-state';
import { deskDataOf, type MockAttachment, type MockTicket } from './desk-mock-state';

interface ListQuery {
  page: number;
  pageSize: number;
  q?: string | undefined;
  sort?: string | undefined;
  statusCategory?: string | undefined;
  serviceType?: string | undefined;
}

const invalid = (errors: FieldError[]) => new MockProblem(400, ProblemTypes.validation, 'The request is not valid', errors);
const stale = () => new MockProblem(412, ProblemTypes.staleVersion, 'Someone else changed this in the meantime.');

/** Search (subject, description, `RES#12` or `12`), filters and sort like the server's requester list. */
function listed(tickets: readonly MockTicket[], query: ListQuery) {
  const words = query.q?.toLowerCase().replace(/^res#/, '').split(/\s+/).filter(Boolean) ?? [];
  const found = tickets.filter(
    (ticket) =>
      (!query.statusCategory || ticket.status.category === query.statusCategory) &&
      (!query.serviceType || ticket.serviceType === query.serviceType) &&
      words.every((word) => `${ticket.number} ${ticket.subject} ${ticket.description}`.toLowerCase().includes(word)),
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
  const sees = ({ user }: StaffCaller, ticket: MockTicket) =>
    ticket.organisationId === user.organisationId && (ticket.requester.userId === user.id || ticket.copy.some((person) => person.email === user.email));
  const mine = (caller: StaffCaller, id: string) => {
    const ticket = desk.tickets.find((each) => each.id === id && sees(caller, each));
    if (!ticket) throw mockNotFound('ticket');
    return ticket;
  };
  const theirs = (email: string, id: string) => {
    const ticket = desk.tickets.find((each) => each.id === id && each.requester.email === email);
    if (!ticket) throw mockNotFound('ticket');
    return ticket;
  };
  const upload = ({ bytes, contentType }: { bytes: Uint8Array; contentType: string }, filename: string) => {
    const id = newId();
    const file: MockAttachment = { id, filename, contentType, size: bytes.length, url: `${originOf(baseUrl)}/files/${id}` };
    desk.uploads.set(id, file);
    return { ...file, key: `desk/${id}` };
  };
  const named = (ids: readonly string[]) =>
    ids.map((id) => {
      const file = desk.uploads.get(id);
      if (!file) throw invalid([{ path: 'attachmentIds', message: 'No such upload.' }]);
      desk.uploads.delete(id);
      return file;
    });
  /** A reply to a resolved or closed ticket opens it again. */
  const answer = (ticket: MockTicket, author: MockTicket['messages'][number]['author'], body: string, attachmentIds: readonly string[]) => {
    Object.assign(ticket, { messages: [...ticket.messages, desk.message(author, body, named(attachmentIds))] });
    if (isClosedCategory(ticket.status.category)) desk.move(ticket, 'open');
    desk.touch(ticket);
  };

  const perMount = REQUESTER_SLUGS.flatMap((slug) => {
    const routes = requesterRoutesBySlug[slug];
    return [
      route(routes.getCatalogue, () => desk.catalogue()),
      route(routes.uploadAttachment, ({ body, query }) => upload(body, query.filename)),
      route(routes.createTicket, ({ caller, body }) => {
        const requester = { userId: caller.user.id, name: caller.user.name, email: caller.user.email };
        const attachments = named(body.attachmentIds);
        const copy = body.copy.map((email) => ({ userId: null, name: null, email }));
        if (body.serviceType === 'problem') {
          const category = desk.catalogue().categories.find((each) => each.id === body.categoryId && each.forProblems);
          if (!category) throw invalid([{ path: 'categoryId', message: 'No such category.' }]);
          const ticket = desk.addTicket(caller.user.organisationId, {
            serviceType: 'problem',
            subject: body.subject,
            description: body.description,
            category: { id: category.id, name: category.name },
            impact: body.impact,
            requester,
            copy,
            attachments,
          });
          return desk.detail(ticket, caller.user.id);
        }
        const type = desk.requestTypes.find((each) => each.id === body.requestTypeId);
        if (!type) throw mockNotFound('service type');
        const missing = type.fields.filter((field) => field.required && (body.answers[field.key] ?? '') === '');
        if (missing.length > 0) throw invalid(missing.map((field) => ({ path: `answers.${field.key}`, message: `${field.label} is required.` })));
        const ticket = desk.addTicket(caller.user.organisationId, {
          serviceType: 'service',
          subject: body.subject ?? type.name,
          description: body.description,
          requestType: { id: type.id, name: type.name },
          category: type.category,
          requester,
          copy,
          attachments,
          answers: type.fields.flatMap((field) => (field.key in body.answers ? [{ key: field.key, label: field.label, value: body.answers[field.key]! }] : [])),
          approvalState: type.needsApproval ? 'pending' : 'none',
          approval: type.needsApproval ? desk.approvalAwaitingAdmin() : null,
        });
        return desk.detail(ticket, caller.user.id);
      }),
      route(routes.listTickets, ({ caller, query }) => {
        const page = listed(desk.tickets.filter((ticket) => sees(caller, ticket)), query);
        return { ...page, items: page.items.map((ticket) => desk.detail(ticket, caller.user.id)) };
      }),
      route(routes.getTicket, ({ caller, params }) => desk.detail(mine(caller, params.id), caller.user.id)),
      route(routes.replyToTicket, ({ caller, params, body }) => {
        const ticket = mine(caller, params.id);
        answer(ticket, { userId: caller.user.id, name: caller.user.name, email: caller.user.email, kind: 'requester' }, body.body, body.attachmentIds);
        return desk.detail(ticket, caller.user.id);
      }),
      route(routes.changeTicketCopy, ({ caller, params, body }) => {
        const ticket = mine(caller, params.id);
        const removed = new Set(body.remove.map((email) => email.toLowerCase()));
        const kept = ticket.copy.filter((person) => !removed.has(person.email.toLowerCase()));
        const added = body.add.filter((email) => !kept.some((person) => person.email === email)).map((email) => ({ userId: state.userByEmail(email)?.id ?? null, name: state.userByEmail(email)?.name ?? null, email }));
        Object.assign(ticket, { copy: [...kept, ...added] });
        desk.touch(ticket);
        return desk.detail(ticket, caller.user.id);
      }),
      route(routes.closeTicket, ({ caller, params, body }) => {
        const ticket = mine(caller, params.id);
        if (ticket.requester.userId !== caller.user.id || ticket.status.category === 'closed') {
          throw new MockProblem(409, ProblemTypes.conflict, 'This ticket cannot be closed by you.');
        }
        if (ticket.version !== body.version) throw stale();
        desk.move(ticket, 'closed', { id: caller.user.id, name: caller.user.name, email: caller.user.email });
        desk.touch(ticket);
        return desk.detail(ticket, caller.user.id);
      }),
      route(routes.listApprovals, ({ caller }) => ({
        items: desk.tickets
          .filter((ticket) => ticket.organisationId === caller.user.organisationId && desk.mayDecide(ticket, caller.user.id))
          .map((ticket) => ({
            ticket: { id: ticket.id, number: ticket.number, reference: desk.detail(ticket, null).reference, subject: ticket.subject },
            requester: ticket.requester,
            requestType: ticket.requestType,
            step: 1,
            requestedAt: ticket.createdAt,
          })),
      })),
      route(routes.decideApproval, ({ caller, params, body }) => {
        const ticket = desk.tickets.find((each) => each.id === params.id && each.organisationId === caller.user.organisationId);
        const step = ticket?.approval?.steps[0];
        if (!ticket || !step || !desk.mayDecide(ticket, caller.user.id)) throw mockNotFound('approval');
        const at = new Date().toISOString();
        Object.assign(ticket, {
          approvalState: body.decision,
          approval: {
            state: body.decision,
            currentStep: null,
            mayDecide: false,
            steps: [{ ...step, state: body.decision, approvers: step.approvers.map((vote) => (desk.isVoteOf(vote, caller.user.id) ? { ...vote, decision: body.decision, reason: body.reason ?? null, at } : vote)) }],
          },
        });
        desk.touch(ticket);
        return desk.detail(ticket, caller.user.id);
      }),
    ];
  });

  return [
    ...perMount,
    route(external.listExternalTickets, ({ caller, query }) => {
      const page = listed(desk.tickets.filter((ticket) => ticket.requester.email === caller.email), query);
      return { ...page, items: page.items.map((ticket) => desk.detail(ticket, null)) };
    }),
    route(external.getExternalTicket, ({ caller, params }) => desk.detail(theirs(caller.email, params.id), null)),
    route(external.uploadExternalAttachment, ({ body, query }) => upload(body, query.filename)),
    route(external.replyToExternalTicket, ({ caller, params, body }) => {
      const ticket = theirs(caller.email, params.id);
      answer(ticket, { userId: null, name: ticket.requester.name, email: caller.email, kind: 'requester' }, body.body, body.attachmentIds);
      return desk.detail(ticket, null);
    }),
  ];
}

