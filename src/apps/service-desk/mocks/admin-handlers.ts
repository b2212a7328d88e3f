import type { HttpHandler } from 'msw';
import type * as z from 'zod';
import { pageOfItems } from '../../../../contract/app-listing';
import * as agent from '../../../../contract/apps/service-desk/agent-routes';
import * as config from '../../../../contract/apps/service-desk/config-routes';
import type {
  EmailChannelItem,
  ServiceTypeInput,
  SlaPolicyItem,
  TagItem,
  TeamItem,
  TicketTypeItem,
} from '../../../../contract/apps/service-desk/config-schemas';
import type { AgentTicketDetail, AgentTicketItem, ApprovalProgress, SlaState as SlaStateSchema } from '../../../../contract/apps/service-desk/ticket-schemas';
import { parseSort } from '../../../../contract/list';
import { ProblemTypes } from '../../../../contract/problem';
import { calendarProblems, type BusinessCalendar } from '../domain/business-calendar';
import { ticketReference } from '../domain/mail-threading';
import { isClosedCategory, type StatusCategory } from '../domain/ticket-status';
import { MockProblem, mockNotFound, mockRouter, type StaffCaller } from '../../../../tests/mocks/mock-route';
import { MOCK_DEMO, newId, type MockState } from '../../../../tests/mocks/mock-state';
import { deskDataOf, nowIso, type MockTicket } from './desk-mock-state';
import { RESOLVE_IT_SLUG } from '../domain/slug';

type Out<S extends z.ZodType> = z.output<S>;
type Person = { id: string; name: string; email: string };

/** What only agents see of a ticket, beside the requester's view the desk state keeps. */
interface AgentFields {
  teamId: string | null;
  assigneeId: string | null;
  ticketTypeId: string | null;
  assetId: string | null;
  tags: string[];
  mergedIntoId: string | null;
}

/** The records' own order, default flag and version, for the lists the desk state keeps without them. */
interface ConfigMeta {
  order: number;
  isDefault: boolean;
  version: number;
}

const HOUR_MS = 3600_000;
const stale = () => new MockProblem(412, ProblemTypes.staleVersion, 'The record changed since you read it');
const refused = (reason: string, code: string, field?: string) =>
  new MockProblem(409, ProblemTypes.conflict, 'The change breaks a rule', field ? [{ path: `body.${field}`, message: reason, code, params: {} }] : undefined, { code, params: {} });

/** Resolve IT's records beside the desk's, per mock state: Acme's teams, SLA, tags, types and the email channel. */
class AdminMockData {
  readonly agentFields = new Map<string, AgentFields>();
  readonly meta = new Map<string, ConfigMeta>();
  readonly teams: (Omit<Out<typeof TeamItem>, 'members'> & { members: { userId: string; role: 'agent' | 'lead' | 'admin' }[] })[] = [];
  readonly ticketTypes: Out<typeof TicketTypeItem>[] = [];
  readonly tags: Out<typeof TagItem>[] = [];
  readonly slaPolicies: Out<typeof SlaPolicyItem>[] = [];
  /** What Resolve IT adds to each catalogue entry of the desk state, by its id. */
  readonly serviceTypeExtras = new Map<string, { categoryId: string | null; teamId: string | null; ticketTypeId: string | null; active: boolean; approvalSteps: Out<typeof ServiceTypeInput>['approvalSteps'] }>();
  readonly categoryTeams = new Map<string, string | null>();
  readonly managers = new Map<string, string | null>();
  emailChannel: Out<typeof EmailChannelItem> = {
    inboundAddress: 'help@acme.test',
    autoAcknowledge: true,
    imap: { enabled: false, host: '', port: 993, secure: true, username: '', mailbox: 'INBOX', passwordSet: false },
    updatedAt: null,
    version: 1,
  };

  constructor(readonly state: MockState) {
    const desk = deskDataOf(state);
    const admin = state.userByEmail(MOCK_DEMO.admin.email)!;
    desk.statuses.forEach((status, index) => this.meta.set(status.id, { order: index + 1, isDefault: true, version: 1 }));
    desk.priorities.forEach((priority, index) => this.meta.set(priority.id, { order: index + 1, isDefault: priority.name === 'Normal', version: 1 }));
    this.teams.push({ id: newId(), name: 'Service desk', reopenPolicy: 'reopen', members: [{ userId: admin.id, role: 'admin' }], version: 1 });
    this.teams.push({ id: newId(), name: 'Network', reopenPolicy: 'new-ticket', members: [], version: 1 });
    this.ticketTypes.push({ id: newId(), name: 'Incident', description: 'Something broke.', version: 1 });
    this.tags.push({ id: newId(), name: 'vip', colour: '#8250df', version: 1 });
    this.slaPolicies.push({
      id: newId(),
      name: 'Standard',
      order: 1,
      condition: null,
      calendar: { timeZone: 'Europe/Berlin', hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })), holidays: [] },
      targets: Object.fromEntries(desk.priorities.map((priority) => [priority.id, { firstResponseMinutes: 120, updateMinutes: 480, resolutionMinutes: 2400 }])),
      version: 1,
    });
    for (const type of desk.requestTypes) {
      this.serviceTypeExtras.set(type.id, { categoryId: type.category?.id ?? null, teamId: null, ticketTypeId: null, active: true, approvalSteps: type.needsApproval ? [{ approvers: { kind: 'manager' }, requiredSharePercent: 0 }] : [] });
      this.meta.set(type.id, { order: 0, isDefault: false, version: 1 });
    }
    for (const category of desk.categories) this.meta.set(category.id, { order: 0, isDefault: false, version: 1 });
  }

  fieldsOf(ticket: MockTicket): AgentFields {
    let fields = this.agentFields.get(ticket.id);
    if (!fields) this.agentFields.set(ticket.id, (fields = { teamId: null, assigneeId: null, ticketTypeId: null, assetId: null, tags: [], mergedIntoId: null }));
    return fields;
  }

  metaOf(id: string): ConfigMeta {
    let meta = this.meta.get(id);
    if (!meta) this.meta.set(id, (meta = { order: 0, isDefault: false, version: 1 }));
    return meta;
  }
}

const adminData = new WeakMap<MockState, AdminMockData>();
export function adminDataOf(state: MockState): AdminMockData {
  let found = adminData.get(state);
  if (!found) adminData.set(state, (found = new AdminMockData(state)));
  return found;
}

/** The SLA in one word from the promised time: past it is breached, within the hour due soon; resolved is met. */
function slaStateOf(ticket: MockTicket): Out<typeof SlaStateSchema> {
  if (isClosedCategory(ticket.status.category)) return ticket.dueAt ? 'met' : 'none';
  if (!ticket.dueAt) return 'none';
  const left = Date.parse(ticket.dueAt) - Date.now();
  if (left < 0) return 'breached';
  return left <= HOUR_MS ? 'due-soon' : 'on-track';
}

/** Resolve IT in memory: the queues, ticket pages, dashboard and configuration, enough of the server for the screens. */
export function adminHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  const route = mockRouter(state, baseUrl);
  const desk = deskDataOf(state);
  const data = adminDataOf(state);
  const person = (organisationId: string, id: string | null): Person | null => {
    const user = id ? state.user(organisationId, id) : undefined;
    return user ? { id: user.id, name: user.name, email: user.email } : null;
  };
  const audit = ({ user, session }: StaffCaller, action: string, entityId: string, entityType = 'ticket') =>
    state.record(user, session, { action, entityType, entityId, appSlug: RESOLVE_IT_SLUG });
  const ticketOf = (caller: StaffCaller, id: string) => {
    const ticket = desk.tickets.find((each) => each.id === id && each.organisationId === caller.user.organisationId);
    if (!ticket) throw mockNotFound('ticket');
    return ticket;
  };
  const named = <T extends { id: string; name: string }>(items: readonly T[], id: string | null) => {
    const found = items.find((each) => each.id === id);
    return found ? { id: found.id, name: found.name } : null;
  };

  const item = (ticket: MockTicket): Out<typeof AgentTicketItem> => {
    const fields = data.fieldsOf(ticket);
    const slaState = slaStateOf(ticket);
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
      assignee: person(ticket.organisationId, fields.assigneeId),
      requester: ticket.requester,
      tags: fields.tags,
      slaState,
      dueAt: isClosedCategory(ticket.status.category) || ticket.status.pausesSla ? null : ticket.dueAt,
      approvalState: ticket.approvalState,
      version: ticket.version,
    };
  };

  const approvalFor = (caller: StaffCaller, approval: Out<typeof ApprovalProgress> | null): Out<typeof ApprovalProgress> | null => {
    if (!approval) return null;
    const step = approval.steps.find((each) => each.order === approval.currentStep);
    const mayDecide = step?.approvers.some((vote) => desk.isVoteOf(vote, caller.user.id) && vote.decision === null) ?? false;
    return { ...approval, mayDecide };
  };

  const detail = (caller: StaffCaller, ticket: MockTicket): Out<typeof AgentTicketDetail> => {
    const fields = data.fieldsOf(ticket);
    const base = item(ticket);
    const firstReply = ticket.messages.find((message) => message.visibility === 'public' && message.author.kind === 'agent');
    const closed = isClosedCategory(ticket.status.category);
    const policy = data.slaPolicies[0];
    const refOf = (id: string) => {
      const other = desk.tickets.find((each) => each.id === id)!;
      return { id: other.id, number: other.number, reference: ticketReference(other.number), subject: other.subject };
    };
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
      approval: approvalFor(caller, ticket.approval),
      ticketType: named(data.ticketTypes, fields.ticketTypeId),
      assetId: fields.assetId,
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

  const matches = (caller: StaffCaller, query: Out<typeof agent.listResolveItTickets.request.query>) => {
    const words = query.q?.toLowerCase().split(/\s+/).filter(Boolean) ?? [];
    return desk.tickets.filter((ticket) => {
      if (ticket.organisationId !== caller.user.organisationId) return false;
      const fields = data.fieldsOf(ticket);
      const text = [ticket.subject, ticket.description, ticket.requester.name, ticket.requester.email, ticketReference(ticket.number), String(ticket.number)].join(' ').toLowerCase();
      const assigneeOk =
        !query.assignee ||
        (query.assignee === 'unassigned' ? fields.assigneeId === null : fields.assigneeId === (query.assignee === 'me' ? caller.user.id : query.assignee));
      return (
        (!query.serviceType || ticket.serviceType === query.serviceType) &&
        (!query.statusId || ticket.status.id === query.statusId) &&
        (!query.statusCategory || ticket.status.category === query.statusCategory) &&
        (query.open !== true || query.statusId !== undefined || !isClosedCategory(ticket.status.category)) &&
        (!query.priorityId || ticket.priority?.id === query.priorityId) &&
        (!query.teamId || (query.teamId === 'none' ? fields.teamId === null : fields.teamId === query.teamId)) &&
        assigneeOk &&
        (!query.slaState || slaStateOf(ticket) === query.slaState) &&
        (!query.tag || fields.tags.includes(query.tag)) &&
        (!query.ticketTypeId || fields.ticketTypeId === query.ticketTypeId) &&
        words.every((word) => text.includes(word))
      );
    });
  };

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
        return ticket.dueAt ?? '9999';
      default:
        return String((ticket as unknown as Record<string, unknown>)[field] ?? '');
    }
  };

  const options = (caller: StaffCaller) => {
    const members = (team: AdminMockData['teams'][number]) => team.members.flatMap((member) => person(caller.user.organisationId, member.userId) ?? []);
    const agents = new Map(data.teams.flatMap(members).map((each) => [each.id, each]));
    return {
      statuses: desk.statuses.map((status) => ({ ...status, order: data.metaOf(status.id).order })),
      priorities: desk.priorities.map((priority) => ({ ...priority, order: data.metaOf(priority.id).order })),
      teams: data.teams.map((team) => ({ id: team.id, name: team.name, members: members(team) })),
      ticketTypes: data.ticketTypes.map(({ id, name }) => ({ id, name })),
      categories: desk.categories.map(({ id, name }) => ({ id, name })),
      requestTypes: desk.requestTypes.map(({ id, name }) => ({ id, name })),
      tags: data.tags.map(({ name, colour }) => ({ name, colour })),
      agents: [...agents.values()],
      me: { userId: caller.user.id, seesAll: true, mayConfigure: true, teamIds: data.teams.filter((team) => team.members.some((m) => m.userId === caller.user.id)).map((team) => team.id) },
    };
  };

  const checkVersion = (record: { version: number }, version: number) => {
    if (record.version !== version) throw stale();
  };

  /** The list and its three changes over an array of records kept with their own version. */
  function records<Item extends { id: string; version: number }, Input>(
    routes: typeof config.tagRoutes,
    items: () => Item[],
    make: (input: Input, id: string, version: number) => Item,
    view: (item: Item) => object = (each) => each,
  ): HttpHandler[] {
    const r = routes;
    const find = (id: string) => {
      const found = items().find((each) => each.id === id);
      if (!found) throw mockNotFound('record');
      return found;
    };
    return [
      route(r.list, () => ({ items: items().map(view) as never })),
      route(r.create, ({ body, caller }) => {
        const created = make(body as Input, newId(), 1);
        items().push(created);
        audit(caller, 'config.created', created.id, 'desk-config');
        return view(created) as never;
      }),
      route(r.update, ({ params, body, caller }) => {
        const found = find(params.id);
        const { version, ...input } = body as { version: number };
        checkVersion(found, version);
        const changed = make(input as Input, found.id, found.version + 1);
        Object.assign(found, changed);
        audit(caller, 'config.updated', found.id, 'desk-config');
        return view(found) as never;
      }),
      route(r.remove, ({ params, query, caller }) => {
        const found = find(params.id);
        checkVersion(found, query.version);
        items().splice(items().indexOf(found), 1);
        audit(caller, 'config.removed', found.id, 'desk-config');
      }),
    ];
  }

  /** Records the desk state keeps without order and version: their meta lives here, by id. */
  type Uuid = ReturnType<typeof newId>;
  function metaRecords<Stored extends { id: string }, Input extends object>(
    routes: typeof config.statusRoutes | typeof config.priorityRoutes | typeof config.categoryRoutes | typeof config.serviceTypeRoutes,
    items: Stored[],
    view: (stored: Stored) => object,
    make: (input: Input, id: Uuid) => Stored,
    inUse: (id: string) => boolean,
  ): HttpHandler[] {
    const r = routes as unknown as typeof config.tagRoutes;
    const find = (id: string) => {
      const found = items.find((each) => each.id === id);
      if (!found) throw mockNotFound('record');
      return found;
    };
    const answer = (stored: Stored) => ({ ...view(stored), ...data.metaOf(stored.id) }) as never;
    return [
      route(r.list, () => ({ items: [...items].sort((a, b) => data.metaOf(a.id).order - data.metaOf(b.id).order).map(answer) })),
      route(r.create, ({ body, caller }) => {
        const input = body as unknown as Input & Partial<ConfigMeta>;
        const created = make(input, newId());
        items.push(created);
        data.meta.set(created.id, { order: input.order ?? 0, isDefault: input.isDefault ?? false, version: 1 });
        audit(caller, 'config.created', created.id, 'desk-config');
        return answer(created);
      }),
      route(r.update, ({ params, body, caller }) => {
        const found = find(params.id);
        const meta = data.metaOf(found.id);
        const { version, ...input } = body as unknown as Input & Partial<ConfigMeta> & { version: number };
        checkVersion(meta, version);
        items.splice(items.indexOf(found), 1, make(input as unknown as Input, found.id as Uuid));
        Object.assign(meta, { order: input.order ?? meta.order, isDefault: input.isDefault ?? meta.isDefault, version: meta.version + 1 });
        audit(caller, 'config.updated', found.id, 'desk-config');
        return answer(items.find((each) => each.id === found.id)!);
      }),
      route(r.remove, ({ params, query, caller }) => {
        const found = find(params.id);
        checkVersion(data.metaOf(found.id), query.version);
        if (inUse(found.id)) throw refused('Tickets still use this record.', 'in-use');
        items.splice(items.indexOf(found), 1);
        audit(caller, 'config.removed', found.id, 'desk-config');
      }),
    ];
  }

  const calendarRefused = (calendar: BusinessCalendar | null) => {
    const problems = calendar ? calendarProblems(calendar) : [];
    if (problems.length > 0) {
      throw new MockProblem(400, ProblemTypes.validation, 'The request is not valid', [
        { path: 'body.calendar', message: `The calendar cannot be used: ${problems.join(', ')}.`, code: `calendar-${problems[0]}`, params: {} },
      ]);
    }
  };

  return [
    route(agent.listResolveItTickets, ({ caller, query }) => {
      const { field, descending } = parseSort(query.sort, 'dueAt');
      const found = matches(caller, query).sort((a, b) => {
        const [x, y] = [sortValue(a, field), sortValue(b, field)];
        const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
        return (descending ? -order : order) || a.number - b.number;
      });
      return { ...pageOfItems(found.map(item), query), totalCapped: false };
    }),
    route(agent.getResolveItTicket, ({ caller, params }) => detail(caller, ticketOf(caller, params.id))),
    route(agent.updateResolveItTicket, ({ caller, params, body }) => {
      const ticket = ticketOf(caller, params.id);
      checkVersion(ticket, body.version);
      const fields = data.fieldsOf(ticket);
      if (body.statusId && body.statusId !== ticket.status.id) {
        const status = desk.statuses.find((each) => each.id === body.statusId);
        if (!status) throw refused('No such status.', 'unknown-id', 'statusId');
        if (isClosedCategory(status.category) && ticket.approvalState === 'pending' && !body.confirmPendingApproval) {
          throw refused('This request is still awaiting approval.', 'approval-pending', 'confirmPendingApproval');
        }
        const by = person(caller.user.organisationId, caller.user.id);
        Object.assign(ticket, { status, statusHistory: [...ticket.statusHistory, { at: nowIso(), status, by }] });
      }
      if (body.priorityId) Object.assign(ticket, { priority: desk.priorities.find((each) => each.id === body.priorityId) ?? ticket.priority });
      if (body.teamId !== undefined) fields.teamId = body.teamId;
      if (body.assigneeId !== undefined) fields.assigneeId = body.assigneeId;
      if (body.ticketTypeId !== undefined) fields.ticketTypeId = body.ticketTypeId;
      if (body.tags) fields.tags = body.tags;
      if (body.assetId !== undefined) fields.assetId = body.assetId;
      desk.touch(ticket);
      audit(caller, 'ticket.updated', ticket.id);
      return detail(caller, ticket);
    }),
    route(agent.addResolveItTicketMessage, ({ caller, params, body }) => {
      const ticket = ticketOf(caller, params.id);
      checkVersion(ticket, body.version);
      const attachments = body.attachmentIds.flatMap((id) => desk.uploads.get(id) ?? []);
      const message = {
        ...desk.message({ userId: caller.user.id, name: caller.user.name, email: caller.user.email, kind: 'agent' }, body.body, attachments),
        visibility: body.visibility,
      };
      Object.assign(ticket, { messages: [...ticket.messages, message] });
      const status = body.statusId ? desk.statuses.find((each) => each.id === body.statusId) : undefined;
      if (status) desk.move(ticket, status.category as StatusCategory, person(caller.user.organisationId, caller.user.id));
      desk.touch(ticket);
      audit(caller, body.visibility === 'public' ? 'ticket.replied' : 'ticket.noted', ticket.id);
      return detail(caller, ticket);
    }),
    route(agent.mergeResolveItTicket, ({ caller, params, body }) => {
      const ticket = ticketOf(caller, params.id);
      const target = ticketOf(caller, body.targetId);
      checkVersion(ticket, body.version);
      if (target.id === ticket.id) throw refused('A ticket cannot be merged into itself.', 'merge-self', 'targetId');
      Object.assign(target, { messages: [...target.messages, ...ticket.messages], copy: [...target.copy, ...ticket.copy] });
      data.fieldsOf(ticket).mergedIntoId = target.id;
      desk.move(ticket, 'closed', person(caller.user.organisationId, caller.user.id));
      desk.touch(ticket);
      desk.touch(target);
      audit(caller, 'ticket.merged', ticket.id);
      return detail(caller, target);
    }),
    route(agent.decideResolveItApproval, ({ caller, params, body }) => {
      const ticket = ticketOf(caller, params.id);
      const approval = approvalFor(caller, ticket.approval);
      if (!approval?.mayDecide) throw refused('You are not an approver of the step awaiting decisions.', 'not-an-approver');
      const at = nowIso();
      const steps = approval.steps.map((step) =>
        step.order !== approval.currentStep
          ? step
          : { ...step, approvers: step.approvers.map((vote) => (desk.isVoteOf(vote, caller.user.id) ? { ...vote, decision: body.decision, reason: body.reason ?? null, at } : vote)) },
      );
      // The mocks decide each step by its first vote; the domain's thresholds are the server's to apply.
      const decided = steps.map((step) => (step.order === approval.currentStep ? { ...step, state: body.decision } : step));
      const next = body.decision === 'accepted' ? decided.find((step) => step.order > approval.currentStep! && step.state === 'waiting') : undefined;
      const state = body.decision === 'refused' ? 'refused' : next ? 'pending' : 'accepted';
      Object.assign(ticket, {
        approvalState: state,
        approval: { state, currentStep: next?.order ?? null, steps: decided.map((step) => (step.order === next?.order ? { ...step, state: 'pending' } : step)), mayDecide: false },
      });
      desk.touch(ticket);
      audit(caller, 'ticket.approval-decided', ticket.id);
      return detail(caller, ticket);
    }),
    route(agent.listResolveItTicketActivity, ({ caller, params, query }) => {
      ticketOf(caller, params.id);
      const trail = state.audit.filter((row) => row.organisationId === caller.user.organisationId && row.entry.entityId === params.id).map((row) => row.entry);
      return pageOfItems(query.sort === 'at' ? [...trail].reverse() : trail, query);
    }),
    route(agent.uploadResolveItAttachment, ({ query, body }) => {
      const id = newId();
      const uploaded = { id, filename: query.filename, contentType: body.contentType, size: body.bytes.length, url: `https://files.example.test/${id}`, key: `desk/${id}` };
      desk.uploads.set(id, uploaded);
      return uploaded;
    }),
    route(agent.getResolveItOptions, ({ caller }) => options(caller)),
    route(agent.getResolveItDashboard, ({ caller, query }) => {
      const mine = desk.tickets.filter((ticket) => ticket.organisationId === caller.user.organisationId && (!query.serviceType || ticket.serviceType === query.serviceType));
      const open = mine.filter((ticket) => !isClosedCategory(ticket.status.category));
      const counts = (tickets: MockTicket[]) => ({
        open: tickets.length,
        unassigned: tickets.filter((ticket) => data.fieldsOf(ticket).assigneeId === null).length,
        overdue: tickets.filter((ticket) => slaStateOf(ticket) === 'breached').length,
        dueWithinHour: tickets.filter((ticket) => slaStateOf(ticket) === 'due-soon').length,
      });
      const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
      const compliance = Array.from({ length: 30 }, (_, index) => {
        const day = new Date(today - (29 - index) * 24 * HOUR_MS).toISOString().slice(0, 10);
        const closedThatDay = mine.filter((ticket) => isClosedCategory(ticket.status.category) && ticket.updatedAt.slice(0, 10) === day);
        return { day, met: closedThatDay.length, breached: 0 };
      });
      const teamIds = [...new Set(open.map((ticket) => data.fieldsOf(ticket).teamId))];
      return {
        counts: counts(open),
        compliance,
        byTeam: teamIds.map((teamId) => ({ team: named(data.teams, teamId), ...counts(open.filter((ticket) => data.fieldsOf(ticket).teamId === teamId)) })),
      };
    }),

    ...metaRecords<(typeof desk.priorities)[number], { name: string; colour: string; order?: number; isDefault?: boolean }>(
      config.priorityRoutes,
      desk.priorities,
      (priority) => priority,
      (input, id) => ({ id, name: input.name, colour: input.colour }),
      (id) => desk.tickets.some((ticket) => ticket.priority?.id === id),
    ),
    ...metaRecords<(typeof desk.statuses)[number], { name: string; category: StatusCategory; pausesSla?: boolean; order?: number; isDefault?: boolean }>(
      config.statusRoutes,
      desk.statuses,
      (status) => status,
      (input, id) => ({ id, name: input.name, category: input.category, pausesSla: input.pausesSla ?? false }),
      (id) => desk.tickets.some((ticket) => ticket.status.id === id),
    ),
    ...metaRecords<(typeof desk.categories)[number], { name: string; forRequests?: boolean; forProblems?: boolean; visibleToEmployees?: boolean; teamId?: string | null }>(
      config.categoryRoutes,
      desk.categories,
      (category) => ({ ...category, teamId: data.categoryTeams.get(category.id) ?? null }),
      (input, id) => {
        data.categoryTeams.set(id, input.teamId ?? null);
        return { id, name: input.name, forRequests: input.forRequests ?? false, forProblems: input.forProblems ?? false, visibleToEmployees: input.visibleToEmployees ?? true };
      },
      (id) => desk.tickets.some((ticket) => ticket.category?.id === id),
    ),
    ...metaRecords<(typeof desk.requestTypes)[number], Out<typeof ServiceTypeInput>>(
      config.serviceTypeRoutes,
      desk.requestTypes,
      (type) => {
        const extras = data.serviceTypeExtras.get(type.id)!;
        return { id: type.id, name: type.name, description: type.description, fields: type.fields, needsApproval: type.needsApproval, ...extras };
      },
      (input, id) => {
        data.serviceTypeExtras.set(id, { categoryId: input.categoryId ?? null, teamId: input.teamId ?? null, ticketTypeId: input.ticketTypeId ?? null, active: input.active ?? true, approvalSteps: input.approvalSteps ?? [] });
        const category = desk.categories.find((each) => each.id === input.categoryId);
        return {
          id,
          name: input.name,
          description: input.description ?? '',
          category: category ? { id: category.id, name: category.name } : null,
          needsApproval: input.needsApproval ?? false,
          fields: (input.fields ?? []).map((field) => ({ ...field, required: field.required ?? false, options: field.options ?? [] })),
        };
      },
      (id) => desk.tickets.some((ticket) => ticket.requestType?.id === id),
    ),
    ...records(config.ticketTypeRoutes as unknown as typeof config.tagRoutes, () => data.ticketTypes, (input: { name: string; description?: string }, id, version) => ({ id, name: input.name, description: input.description ?? '', version })),
    ...records(config.tagRoutes, () => data.tags, (input: { name: string; colour?: string }, id, version) => ({ id, name: input.name, colour: input.colour ?? '#6e7781', version })),
    ...records(
      config.teamRoutes as unknown as typeof config.tagRoutes,
      () => data.teams,
      (input: { name: string; reopenPolicy?: 'reopen' | 'new-ticket'; members?: { userId: string; role: 'agent' | 'lead' | 'admin' }[] }, id, version) => ({
        id,
        name: input.name,
        reopenPolicy: input.reopenPolicy ?? 'reopen',
        members: input.members ?? [],
        version,
      }),
      // Members are kept by id and answered as people, as the contract's TeamItem names them.
      (team) => ({ ...team, members: team.members.flatMap((member) => state.users.filter((user) => user.id === member.userId).map((user) => ({ person: { id: user.id, name: user.name, email: user.email }, role: member.role }))) }),
    ),
    ...records(
      config.slaPolicyRoutes as unknown as typeof config.tagRoutes,
      () => data.slaPolicies,
      (input: Omit<Out<typeof SlaPolicyItem>, 'id' | 'version'>, id, version) => {
        calendarRefused(input.calendar as BusinessCalendar | null);
        return { ...input, id, version };
      },
    ),
    route(config.listResolveItUserRoles, ({ caller, query }) => {
      const people = state.users
        .filter((user) => user.organisationId === caller.user.organisationId)
        .filter((user) => !query.q || `${user.name} ${user.email}`.toLowerCase().includes(query.q.toLowerCase()))
        .filter((user) => !query.teamId || data.teams.some((team) => team.id === query.teamId && team.members.some((m) => m.userId === user.id)));
      const { field, descending } = parseSort(query.sort, 'name');
      const sortedPeople = [...people].sort((a, b) => (descending ? -1 : 1) * String(a[field]).localeCompare(String(b[field])));
      return pageOfItems(sortedPeople.map((user) => roleItem(caller, user.id)), query);
    }),
    route(config.setResolveItUserRoles, ({ caller, params, body }) => {
      if (!state.user(caller.user.organisationId, params.userId)) throw mockNotFound('person');
      for (const team of data.teams) {
        const wanted = body.teams.find((each) => each.teamId === team.id);
        team.members = team.members.filter((member) => member.userId !== params.userId);
        if (wanted) team.members.push({ userId: params.userId, role: wanted.role });
      }
      data.managers.set(params.userId, body.managerId);
      audit(caller, 'roles.updated', params.userId, 'person');
      return roleItem(caller, params.userId);
    }),
    route(config.getResolveItEmailChannel, () => data.emailChannel),
    route(config.updateResolveItEmailChannel, ({ caller, body }) => {
      checkVersion(data.emailChannel, body.version);
      const { imap, version, ...rest } = body;
      // The server resolves the host and refuses every address in its own network; the mocks know the loopback.
      if (imap && /^(localhost|127\.[\d.]+|\[?::1\]?)$/i.test(imap.host)) {
        const message = 'the IMAP host resolves to a loopback address; set ALLOW_PRIVATE_TARGETS=1 to allow it';
        throw new MockProblem(400, ProblemTypes.validation, 'The request is not valid', [{ path: 'body.imap.host', message, code: 'target-loopback', params: {} }]);
      }
      const current = data.emailChannel;
      data.emailChannel = {
        ...current,
        ...(rest.inboundAddress !== undefined && { inboundAddress: rest.inboundAddress }),
        ...(rest.autoAcknowledge !== undefined && { autoAcknowledge: rest.autoAcknowledge }),
        ...(imap && {
          imap: {
            enabled: imap.enabled,
            host: imap.host,
            port: imap.port,
            secure: imap.secure,
            username: imap.username,
            mailbox: imap.mailbox,
            passwordSet: imap.password === undefined ? current.imap.passwordSet : imap.password !== null && imap.password !== '',
          },
        }),
        updatedAt: nowIso(),
        version: version + 1,
      };
      audit(caller, 'email-channel.updated', 'email-channel', 'desk-config');
      return data.emailChannel;
    }),
  ];

  function roleItem(caller: StaffCaller, userId: string) {
    const user = state.user(caller.user.organisationId, userId)!;
    return {
      person: { id: user.id, name: user.name, email: user.email },
      role: user.role,
      manager: person(caller.user.organisationId, data.managers.get(user.id) ?? null),
      teams: data.teams.flatMap((team) => team.members.filter((m) => m.userId === user.id).map((m) => ({ team: { id: team.id, name: team.name }, role: m.role }))),
    };
  }
}
