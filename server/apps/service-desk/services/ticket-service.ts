import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { approvalProgress } from '../../../../src/apps/service-desk/domain/approval-rules';
import { auditEntriesOf } from '../../../services/audit-entries';
import type {
  AgentMessageRequest,
  AgentTicketListQuery,
  CopyChangeRequest,
  CreateTicketRequest,
  MergeTicketRequest,
  ReplyRequest,
  RequesterTicketListQuery,
  UpdateTicketRequest,
} from '../../../../contract/apps/service-desk/ticket-schemas';
import type { UploadedFile } from '../../../../contract/descriptor';
import { isClosedCategory, type StatusCategory } from '../../../../src/apps/service-desk/domain/ticket-status';
import { RESOLVE_IT_SLUG } from '../../../../src/apps/service-desk/domain/slug';
import type { ExternalPrincipal, StaffPrincipal } from '../../../principal';
import { forbidden, notFound, staleVersion } from '../../../problems';
import type { Repositories } from '../../../repositories';
import { pageAnswer } from '../../../services/page-answer';
import type { ServiceDeps } from '../../../services/service-deps';
import type { AttachmentRow, TicketListRow, TicketRow, TicketValues } from '../repositories/ticket-repository';
import type { FormAnswerValue, Impact, MessageAuthorKind, MessageChannel, ServiceKind, TicketApprovalStep } from '../schema/tickets';
import { agentScopeOf, deskViewerOf, type DeskViewer } from './desk-access';
import { ensureDeskDefaults } from './desk-defaults';
import { DeskMail } from './desk-mail';
import { formProblems } from './form-answers';
import { recordSla } from './ticket-sla';
import { agentItemOf, requesterItemOf, TicketViews, votesByStep } from './ticket-view';
import { changes, deskAudit, deskFieldProblem, deskFieldProblems, deskRefused, type DeskActor } from './support';

type Input<S extends z.ZodType> = z.output<S>;

/** A mail as the inbound channel hands it over, parsed. */
export interface InboundMail {
  readonly fromEmail: string;
  readonly fromName: string | null;
  readonly subject: string;
  readonly text: string;
  readonly html: string | null;
  readonly messageId: string | null;
  readonly attachments: readonly { filename: string; contentType: string; bytes: Uint8Array }[];
  /** An auto-reply, bounce or bulk mail (isAutomaticMail): it gets no acknowledgement, so two desks never loop. */
  readonly automatic?: boolean;
}

/** Who writes a message, as the conversation shows them. */
interface Author {
  readonly kind: MessageAuthorKind;
  readonly userId: string | null;
  readonly email: string | null;
  readonly name: string;
}

interface OpenTicket {
  readonly serviceType: ServiceKind;
  readonly subject: string;
  readonly description: string;
  readonly html?: string | null;
  readonly requestTypeId?: string | null;
  readonly categoryId?: string | null;
  readonly impact?: Impact | null;
  readonly answers?: Record<string, FormAnswerValue>;
  readonly requester: { readonly userId: string | null; readonly email: string; readonly name: string };
  readonly copy?: readonly string[];
  readonly attachments?: readonly AttachmentRow[];
  readonly channel: MessageChannel;
  readonly mailMessageId?: string | null;
  readonly acknowledge: boolean;
  /** A follow-up of a closed ticket keeps its team. */
  readonly teamId?: string | null;
  readonly appSlug: string;
}

const TICKET_CHANGED = 'service-desk.ticket.changed';

/**
 * The tickets: opened by employees, by external requesters' mail and by the inbound channel; read and answered by
 * requesters, people in copy and agents; each call checks who may see the ticket, inside the caller's organisation.
 */
export class TicketService {
  readonly views: TicketViews;
  readonly mail: DeskMail;

  constructor(private readonly deps: ServiceDeps) {
    this.views = new TicketViews(deps);
    this.mail = new DeskMail(deps);
  }

  private get repos() {
    return this.deps.store.repos;
  }

  /** Tells every open screen of the organisation that a ticket changed: the requester's and the agents' pages refresh. */
  publish(ticket: Pick<TicketRow, 'organisationId' | 'id' | 'number'>): void {
    this.deps.realtime.toOrganisation(ticket.organisationId, TICKET_CHANGED, { ticketId: ticket.id, number: ticket.number });
  }

  // Reading

  private async ticketOrNotFound(organisationId: string, id: string): Promise<TicketListRow> {
    const ticket = await this.repos['service-desk'].tickets.find(organisationId, id);
    if (!ticket) throw notFound('ticket');
    return ticket;
  }

  /** Own tickets, those in copy, and those the person must approve; anything else is "no such ticket". */
  private async requesterTicket(principal: StaffPrincipal, id: string): Promise<TicketListRow> {
    const ticket = await this.ticketOrNotFound(principal.organisationId, id);
    const approver = ticket.approvalSteps.some((step) => step.approverIds.includes(principal.userId));
    const own = ticket.requesterUserId === principal.userId;
    if (own || approver || (await this.repos['service-desk'].tickets.isInCopy(id, principal.userId))) return ticket;
    throw notFound('ticket');
  }

  private async externalTicket(principal: ExternalPrincipal, id: string): Promise<TicketListRow> {
    const ticket = await this.repos['service-desk'].tickets.findAnywhere(id);
    if (!ticket || ticket.requesterEmail !== principal.email.toLowerCase()) throw notFound('ticket');
    return ticket;
  }

  private async agent(principal: StaffPrincipal): Promise<DeskViewer> {
    const viewer = await deskViewerOf(this.repos, principal);
    if (!viewer.isAgent) throw forbidden('Only the desk’s agents work its tickets; ask an admin for a desk role.');
    return viewer;
  }

  private async agentTicket(principal: StaffPrincipal, id: string, viewer?: DeskViewer): Promise<TicketListRow> {
    const who = viewer ?? (await this.agent(principal));
    const ticket = await this.ticketOrNotFound(principal.organisationId, id);
    const visible = who.seesAll || ticket.teamId === null || who.teamIds.includes(ticket.teamId) || ticket.assigneeId === principal.userId;
    if (!visible) throw notFound('ticket');
    return ticket;
  }

  async listOwn(principal: StaffPrincipal, query: Input<typeof RequesterTicketListQuery>) {
    const tickets = this.repos['service-desk'].tickets;
    const scope = tickets.scopeOf({ kind: 'requester', userId: principal.userId, email: principal.email });
    const now = this.deps.now();
    const { rows, total } = await tickets.list(principal.organisationId, query, scope, now);
    return pageAnswer(rows.map((row) => requesterItemOf(row, now)), total, query);
  }

  async listExternal(principal: ExternalPrincipal, query: Input<typeof RequesterTicketListQuery>) {
    const tickets = this.repos['service-desk'].tickets;
    const now = this.deps.now();
    const { rows, total } = await tickets.list(null, query, tickets.ofRequesterEmail(principal.email.toLowerCase()), now);
    return pageAnswer(rows.map((row) => requesterItemOf(row, now)), total, query);
  }

  async listQueue(principal: StaffPrincipal, query: Input<typeof AgentTicketListQuery>) {
    const viewer = await this.agent(principal);
    const tickets = this.repos['service-desk'].tickets;
    const assignee = query.assignee === 'me' ? principal.userId : query.assignee;
    const now = this.deps.now();
    const { rows, total, totalCapped } = await tickets.list(principal.organisationId, { ...query, assignee }, tickets.scopeOf(agentScopeOf(viewer)), now);
    return { ...pageAnswer(rows.map((row) => agentItemOf(row, now)), total, query), totalCapped };
  }

  async getOwn(principal: StaffPrincipal, id: string) {
    return this.views.requesterDetail(this.repos, await this.requesterTicket(principal, id), principal);
  }

  async getExternal(principal: ExternalPrincipal, id: string) {
    return this.views.requesterDetail(this.repos, await this.externalTicket(principal, id), { userId: null });
  }

  async getForAgent(principal: StaffPrincipal, id: string) {
    return this.views.agentDetail(this.repos, await this.agentTicket(principal, id), principal.userId);
  }

  async activity(principal: StaffPrincipal, id: string, query: { page: number; pageSize: number }) {
    await this.agentTicket(principal, id);
    const { rows, total } = await this.repos['service-desk'].tickets.activity(principal.organisationId, id, query);
    return pageAnswer(await auditEntriesOf(this.repos, principal.organisationId, rows), total, query);
  }

  // Attachments

  /** Keeps an uploaded file until a ticket or reply names it; only its uploader may attach it. */
  async upload(organisationId: string, uploader: { userId: string | null; email: string }, filename: string, file: UploadedFile) {
    const key = `service-desk/${randomUUID()}`;
    await this.deps.files.put(organisationId, key, file.bytes, file.contentType);
    const row = await this.deps.store.transaction(async (repos) => {
      const uploaded = await repos['service-desk'].tickets.insertAttachment({
        organisationId,
        ticketId: null,
        messageId: null,
        key,
        filename,
        contentType: file.contentType,
        size: file.bytes.byteLength,
        uploadedByUserId: uploader.userId,
        uploadedByEmail: uploader.email,
      });
      const after = { filename, contentType: file.contentType, size: file.bytes.byteLength, by: uploader.email };
      await repos.audit.append(deskAudit({ organisationId, userId: uploader.userId, impersonatorUserId: null }, { action: 'attachment.uploaded', entityType: 'attachment', entityId: uploaded.id, after }));
      return uploaded;
    });
    return { ...this.views.attachmentOf(row), key };
  }

  /** An external visitor's upload belongs to the organisation of the ticket it is for: theirs, by address. */
  async uploadExternal(principal: ExternalPrincipal, filename: string, file: UploadedFile) {
    const organisationId = await this.repos['service-desk'].tickets.organisationOfRequester(principal.email.toLowerCase());
    if (!organisationId) throw notFound('ticket');
    return this.upload(organisationId, { userId: null, email: principal.email.toLowerCase() }, filename, file);
  }

  private async uploads(organisationId: string, ids: readonly string[], uploader: { userId: string | null; email: string }) {
    const found = await this.repos['service-desk'].tickets.unattached(organisationId, ids, uploader);
    if (found.length !== new Set(ids).size) throw deskFieldProblem('attachmentIds', 'Attach only files you uploaded and did not attach yet.', 'unknown-id');
    return found;
  }

  // Opening

  async create(principal: StaffPrincipal, slug: string, body: Input<typeof CreateTicketRequest>) {
    const { organisationId } = principal;
    const desk = this.repos['service-desk'];
    const attachments = await this.uploads(organisationId, body.attachmentIds, principal);
    const requester = { userId: principal.userId, email: principal.email.toLowerCase(), name: principal.name };
    const actor = { userId: principal.userId, impersonatorUserId: principal.impersonatorUserId };
    const portal = { requester, copy: body.copy, attachments, channel: 'portal', acknowledge: true, appSlug: slug } as const;
    let ticket: TicketRow;
    if (body.serviceType === 'service') {
      const type = await desk.serviceTypes.find(organisationId, body.requestTypeId);
      if (!type || !type.active) throw deskFieldProblem('requestTypeId', 'No such service in the catalogue.', 'unknown-id');
      const problems = formProblems(type.fields, body.answers);
      if (problems.length > 0) throw deskFieldProblems(problems);
      ticket = await this.open(organisationId, actor, {
        ...portal,
        serviceType: 'service',
        subject: body.subject ?? type.name,
        description: body.description,
        requestTypeId: type.id,
        categoryId: type.categoryId,
        answers: body.answers,
      });
    } else {
      const category = await desk.categories.find(organisationId, body.categoryId);
      if (!category || !category.forProblems || !category.visibleToEmployees) throw deskFieldProblem('categoryId', 'Choose a category offered for problems.', 'unknown-id');
      ticket = await this.open(organisationId, actor, {
        ...portal,
        serviceType: 'problem',
        subject: body.subject,
        description: body.description,
        categoryId: category.id,
        impact: body.impact,
      });
    }
    return this.getOwn(principal, ticket.id);
  }

  /** The status a ticket takes when it enters a category by itself: the category's default, else its first. */
  private async statusIn(repos: Repositories, organisationId: string, category: StatusCategory) {
    const statuses = (await repos['service-desk'].statuses.list(organisationId)).filter((status) => status.category === category);
    const status = statuses.find((each) => each.isDefault) ?? statuses[0];
    if (!status) throw deskRefused(`The desk has no status of the category ${category}; add one first.`, 'no-status', { category });
    return status;
  }

  /** Resolves each step's approvers to people now: named people, a team's members, or the requester's manager. */
  private async approvalStepsOf(repos: Repositories, organisationId: string, requestTypeId: string | null | undefined, requesterId: string | null) {
    if (!requestTypeId) return [];
    const type = await repos['service-desk'].serviceTypes.find(organisationId, requestTypeId);
    if (!type?.needsApproval) return [];
    const steps: TicketApprovalStep[] = [];
    for (const [index, step] of type.approvalSteps.entries()) {
      const { approvers } = step;
      let approverIds: string[] = [];
      if (approvers.kind === 'people') approverIds = approvers.userIds;
      if (approvers.kind === 'team') approverIds = (await repos['service-desk'].teams.members(organisationId, [approvers.teamId])).map((member) => member.userId);
      if (approvers.kind === 'manager' && requesterId) {
        approverIds = (await repos['service-desk'].teams.managers(organisationId, [requesterId])).map((manager) => manager.managerId);
      }
      steps.push({ order: index + 1, approverIds: [...new Set(approverIds)], requiredSharePercent: step.requiredSharePercent });
    }
    return steps;
  }

  /** Opens a ticket in one transaction: its number, its first message and files, its status history; then mail and SLA. */
  private async open(organisationId: string, actor: Omit<DeskActor, 'organisationId'>, input: OpenTicket): Promise<TicketRow> {
    const now = this.deps.now();
    const desk = this.repos['service-desk'];
    await ensureDeskDefaults(desk, organisationId);
    const requestType = input.requestTypeId ? await desk.serviceTypes.find(organisationId, input.requestTypeId) : undefined;
    const category = input.categoryId ? await desk.categories.find(organisationId, input.categoryId) : undefined;
    const priorities = await desk.priorities.list(organisationId);
    const priority = priorities.find((each) => each.isDefault) ?? priorities[0];
    const mailMessageId = input.mailMessageId ?? this.mail.newMessageId();
    const ticket = await this.deps.store.transaction(async (repos) => {
      const tickets = repos['service-desk'].tickets;
      const status = await this.statusIn(repos, organisationId, 'new');
      const approvalSteps = await this.approvalStepsOf(repos, organisationId, input.requestTypeId, input.requester.userId);
      const created = await tickets.insert({
        organisationId,
        number: await tickets.nextNumber(organisationId),
        serviceType: input.serviceType,
        subject: input.subject,
        description: input.description,
        requestTypeId: input.requestTypeId ?? null,
        categoryId: input.categoryId ?? null,
        ticketTypeId: requestType?.ticketTypeId ?? null,
        impact: input.impact ?? null,
        statusId: status.id,
        statusCategory: status.category,
        priorityId: priority?.id ?? null,
        teamId: input.teamId ?? requestType?.teamId ?? category?.teamId ?? null,
        requesterUserId: input.requester.userId,
        requesterEmail: input.requester.email,
        requesterName: input.requester.name,
        answers: input.answers ?? {},
        approvalSteps,
        approvalState: approvalSteps.length > 0 ? 'pending' : 'none',
        createdAt: now,
        updatedAt: now,
      });
      await tickets.insertStatusChange({ organisationId, ticketId: created.id, at: now, statusId: status.id, category: status.category, pausesSla: status.pausesSla, byUserId: actor.userId });
      const message = await tickets.insertMessage({
        organisationId,
        ticketId: created.id,
        at: now,
        visibility: 'public',
        channel: input.channel,
        authorKind: 'requester',
        authorUserId: input.requester.userId,
        authorEmail: input.requester.email,
        authorName: input.requester.name,
        body: input.description || input.subject,
        html: input.html ?? null,
        mailMessageId,
      });
      await tickets.attach((input.attachments ?? []).map((file) => file.id), created.id, message.id);
      await tickets.addCopies(organisationId, created.id, await this.copyPeople(repos, organisationId, input.copy ?? []));
      await repos.audit.append(
        deskAudit({ organisationId, ...actor }, { action: 'ticket.created', entityType: 'ticket', entityId: created.id, appSlug: input.appSlug, after: { number: created.number, serviceType: created.serviceType, subject: created.subject } }),
      );
      return created;
    });
    await recordSla(this.repos, ticket, now);
    if (input.acknowledge && (await this.acknowledges(organisationId))) await this.mail.acknowledge(ticket);
    await this.askCurrentApprovers(ticket);
    this.publish(ticket);
    return ticket;
  }

  private async acknowledges(organisationId: string): Promise<boolean> {
    const [channel] = await this.repos['service-desk'].channels.list(organisationId);
    return channel?.autoAcknowledge ?? true;
  }

  /** Mails the approvers of the step now awaiting decisions, if any. */
  async askCurrentApprovers(ticket: TicketRow): Promise<void> {
    const fresh = await this.repos['service-desk'].tickets.find(ticket.organisationId, ticket.id);
    if (!fresh || fresh.approvalState !== 'pending') return;
    const progress = approvalProgress(fresh.approvalSteps, votesByStep(await this.repos['service-desk'].tickets.votes(fresh.id)));
    const step = fresh.approvalSteps.find((each) => each.order === progress.currentStep);
    if (!step) return;
    const approvers = await this.repos.users.findMany(fresh.organisationId, step.approverIds);
    await this.mail.askApprovers(fresh, step.order, approvers);
  }

  /** People in copy by address; a colleague is also known by account, so they find the ticket among their own. */
  private async copyPeople(repos: Repositories, organisationId: string, emails: readonly string[]) {
    const people = [];
    for (const email of new Set(emails.map((each) => each.toLowerCase()))) {
      const user = await repos.users.findByEmail(email);
      people.push({ email, userId: user && user.organisationId === organisationId ? user.id : null });
    }
    return people;
  }

  // Conversation

  /**
   * A requester's or visitor's reply. On a pending ticket it hands the turn back to the desk (open); on a resolved one
   * it reopens it; on a closed one the team decides: reopen it, or open a follow-up ticket with the reply.
   */
  private async requesterReply(ticket: TicketListRow, author: Author, body: string, attachments: readonly AttachmentRow[], options: { channel: MessageChannel; html?: string | null; mailMessageId?: string | null; appSlug: string; automatic?: boolean }): Promise<TicketRow> {
    const { organisationId } = ticket;
    if (ticket.statusCategory === 'closed') {
      const team = ticket.teamId ? await this.repos['service-desk'].teams.find(organisationId, ticket.teamId) : undefined;
      if (team?.reopenPolicy === 'new-ticket') {
        return this.open(organisationId, { userId: author.userId, impersonatorUserId: null }, {
          serviceType: ticket.serviceType,
          subject: ticket.subject,
          description: body,
          html: options.html ?? null,
          categoryId: ticket.categoryId,
          impact: ticket.impact,
          requester: { userId: ticket.requesterUserId, email: ticket.requesterEmail, name: ticket.requesterName },
          attachments,
          channel: options.channel,
          mailMessageId: options.mailMessageId ?? null,
          // A follow-up by mail is acknowledged as a new ticket would be, unless a machine sent it.
          acknowledge: options.channel === 'inbound' && !options.automatic,
          teamId: ticket.teamId,
          appSlug: options.appSlug,
        });
      }
    }
    const now = this.deps.now();
    const reopen = ticket.statusCategory === 'pending' || isClosedCategory(ticket.statusCategory);
    await this.deps.store.transaction(async (repos) => {
      const tickets = repos['service-desk'].tickets;
      const message = await tickets.insertMessage({
        organisationId,
        ticketId: ticket.id,
        at: now,
        visibility: 'public',
        channel: options.channel,
        authorKind: author.kind,
        authorUserId: author.userId,
        authorEmail: author.email,
        authorName: author.name,
        body,
        html: options.html ?? null,
        mailMessageId: options.mailMessageId ?? this.mail.newMessageId(),
      });
      await tickets.attach(attachments.map((file) => file.id), ticket.id, message.id);
      if (reopen) await this.moveTo(repos, ticket, await this.statusIn(repos, organisationId, 'open'), author.userId, now);
      await tickets.record(organisationId, ticket.id, { updatedAt: now });
      await repos.audit.append(
        deskAudit({ organisationId, userId: author.userId, impersonatorUserId: null }, { action: 'ticket.replied', entityType: 'ticket', entityId: ticket.id, appSlug: options.appSlug, after: { messageId: message.id, reopened: reopen } }),
      );
    });
    await recordSla(this.repos, ticket, now);
    this.publish(ticket);
    return ticket;
  }

  /** A status change inside a transaction: the ticket's status and category, and a row of history for the clocks. */
  private async moveTo(repos: Repositories, ticket: TicketRow, status: { id: string; category: StatusCategory; pausesSla: boolean }, byUserId: string | null, now: Date) {
    await repos['service-desk'].tickets.record(ticket.organisationId, ticket.id, {
      statusId: status.id,
      statusCategory: status.category,
      resolvedAt: isClosedCategory(status.category) ? (ticket.resolvedAt ?? now) : null,
      updatedAt: now,
    });
    await repos['service-desk'].tickets.insertStatusChange({
      organisationId: ticket.organisationId,
      ticketId: ticket.id,
      at: now,
      statusId: status.id,
      category: status.category,
      pausesSla: status.pausesSla,
      byUserId,
    });
  }

  async replyOwn(principal: StaffPrincipal, slug: string, id: string, body: Input<typeof ReplyRequest>) {
    const ticket = await this.requesterTicket(principal, id);
    const attachments = await this.uploads(principal.organisationId, body.attachmentIds, principal);
    const kind = ticket.requesterUserId === principal.userId ? 'requester' : 'other';
    const author = { kind, userId: principal.userId, email: principal.email, name: principal.name } as const;
    const answered = await this.requesterReply(ticket, author, body.body, attachments, { channel: 'portal', appSlug: slug });
    return this.getOwn(principal, answered.id);
  }

  async replyExternal(principal: ExternalPrincipal, id: string, body: Input<typeof ReplyRequest>) {
    const ticket = await this.externalTicket(principal, id);
    const email = principal.email.toLowerCase();
    const attachments = await this.uploads(ticket.organisationId, body.attachmentIds, { userId: null, email });
    const author = { kind: 'requester', userId: null, email, name: ticket.requesterName } as const;
    const answered = await this.requesterReply(ticket, author, body.body, attachments, { channel: 'portal', appSlug: 'resolve-now' });
    return this.getExternal(principal, answered.id);
  }

  async changeCopy(principal: StaffPrincipal, slug: string, id: string, body: Input<typeof CopyChangeRequest>) {
    const ticket = await this.requesterTicket(principal, id);
    if (ticket.requesterUserId !== principal.userId) throw forbidden('Only the requester changes who is in copy.');
    await this.deps.store.transaction(async (repos) => {
      const tickets = repos['service-desk'].tickets;
      await tickets.addCopies(principal.organisationId, id, await this.copyPeople(repos, principal.organisationId, body.add));
      await tickets.removeCopies(id, body.remove);
      await repos.audit.append(deskAudit(principal, { action: 'ticket.copy-changed', entityType: 'ticket', entityId: id, appSlug: slug, after: body }));
    });
    this.publish(ticket);
    return this.getOwn(principal, id);
  }

  async closeOwn(principal: StaffPrincipal, slug: string, id: string, version: number) {
    const ticket = await this.requesterTicket(principal, id);
    if (ticket.requesterUserId !== principal.userId) throw forbidden('Only the requester closes their ticket.');
    if (ticket.statusCategory === 'closed') throw deskRefused('The ticket is closed already.', 'already-closed');
    if (ticket.version !== version) throw staleVersion();
    const now = this.deps.now();
    await this.deps.store.transaction(async (repos) => {
      const closed = await this.statusIn(repos, principal.organisationId, 'closed');
      if (!(await repos['service-desk'].tickets.update(principal.organisationId, id, version, {}, now))) throw staleVersion();
      await this.moveTo(repos, ticket, closed, principal.userId, now);
      await repos.audit.append(deskAudit(principal, { action: 'ticket.closed', entityType: 'ticket', entityId: id, appSlug: slug, before: { statusId: ticket.statusId }, after: { statusId: closed.id } }));
    });
    await recordSla(this.repos, ticket, now);
    this.publish(ticket);
    return this.getOwn(principal, id);
  }

  // The desk's side

  /** Checks that every id the change names is the organisation's, field by field. */
  private async checkChange(organisationId: string, body: Input<typeof UpdateTicketRequest>) {
    const desk = this.repos['service-desk'];
    const checks: [string, string | null | undefined, (id: string) => Promise<unknown>][] = [
      ['statusId', body.statusId, (id) => desk.statuses.find(organisationId, id)],
      ['priorityId', body.priorityId, (id) => desk.priorities.find(organisationId, id)],
      ['teamId', body.teamId, (id) => desk.teams.find(organisationId, id)],
      ['assigneeId', body.assigneeId, (id) => this.repos.users.find(organisationId, id)],
      ['ticketTypeId', body.ticketTypeId, (id) => desk.ticketTypes.find(organisationId, id)],
      ['categoryId', body.categoryId, (id) => desk.categories.find(organisationId, id)],
    ];
    for (const [field, id, find] of checks) {
      if (id && !(await find(id))) throw deskFieldProblem(field, 'No such record in this organisation.', 'unknown-id');
    }
  }

  /** Resolving or closing a request that still awaits approval is refused unless the agent confirms it. */
  private checkPendingApproval(ticket: TicketRow, category: StatusCategory, confirmed: boolean | undefined) {
    if (isClosedCategory(category) && ticket.approvalState === 'pending' && !confirmed) {
      throw deskRefused(
        'This request is still awaiting approval. Resolve it anyway only with confirmPendingApproval: true.',
        'approval-pending',
        {},
        'confirmPendingApproval',
      );
    }
  }

  async update(principal: StaffPrincipal, id: string, body: Input<typeof UpdateTicketRequest>) {
    const ticket = await this.agentTicket(principal, id);
    if (ticket.version !== body.version) throw staleVersion();
    await this.checkChange(principal.organisationId, body);
    const { version, confirmPendingApproval, statusId, tags, ...fields } = body;
    const status = statusId && statusId !== ticket.statusId ? await this.repos['service-desk'].statuses.find(principal.organisationId, statusId) : undefined;
    if (status) this.checkPendingApproval(ticket, status.category, confirmPendingApproval);
    const values: TicketValues = { ...fields, ...(tags && { tags: [...new Set(tags)] }) };
    const now = this.deps.now();
    await this.deps.store.transaction(async (repos) => {
      if (!(await repos['service-desk'].tickets.update(principal.organisationId, id, version, values, now))) throw staleVersion();
      if (status) await this.moveTo(repos, ticket, status, principal.userId, now);
      const diff = changes<TicketValues>(ticket, { ...values, ...(status && { statusId: status.id }) });
      await repos.audit.append(deskAudit(principal, { action: 'ticket.updated', entityType: 'ticket', entityId: id, ...diff }));
    });
    await recordSla(this.repos, { ...ticket, ...values } as TicketRow, now);
    this.publish(ticket);
    return this.getForAgent(principal, id);
  }

  /** A public reply is mailed to the requester and everyone in copy; an internal note stays with the agents. */
  async addMessage(principal: StaffPrincipal, id: string, body: Input<typeof AgentMessageRequest>) {
    const viewer = await this.agent(principal);
    const ticket = await this.agentTicket(principal, id, viewer);
    if (body.statusId && ticket.version !== body.version) throw staleVersion();
    const status = body.statusId ? await this.repos['service-desk'].statuses.find(principal.organisationId, body.statusId) : undefined;
    if (body.statusId && !status) throw deskFieldProblem('statusId', 'No such status in this organisation.', 'unknown-id');
    if (status) this.checkPendingApproval(ticket, status.category, false);
    const attachments = await this.uploads(principal.organisationId, body.attachmentIds, principal);
    const now = this.deps.now();
    const mailMessageId = body.visibility === 'public' ? this.mail.newMessageId() : null;
    await this.deps.store.transaction(async (repos) => {
      const tickets = repos['service-desk'].tickets;
      const message = await tickets.insertMessage({
        organisationId: principal.organisationId,
        ticketId: id,
        at: now,
        visibility: body.visibility,
        channel: 'portal',
        authorKind: 'agent',
        authorUserId: principal.userId,
        authorEmail: principal.email,
        authorName: principal.name,
        body: body.body,
        html: null,
        mailMessageId,
      });
      await tickets.attach(attachments.map((file) => file.id), id, message.id);
      if (status && status.id !== ticket.statusId) {
        if (!(await tickets.update(principal.organisationId, id, body.version, {}, now))) throw staleVersion();
        await this.moveTo(repos, ticket, status, principal.userId, now);
      } else {
        await tickets.record(principal.organisationId, id, { updatedAt: now });
      }
      const action = body.visibility === 'public' ? 'ticket.replied' : 'ticket.noted';
      await repos.audit.append(deskAudit(principal, { action, entityType: 'ticket', entityId: id, after: { messageId: message.id, statusId: status?.id } }));
    });
    await recordSla(this.repos, ticket, now);
    if (body.visibility === 'public') {
      const tickets = this.repos['service-desk'].tickets;
      const [copies, earlier] = await Promise.all([tickets.copies(id), tickets.mailMessageIds(principal.organisationId, id)]);
      const conversation = { messageId: mailMessageId!, earlier };
      await this.mail.reply(ticket, [ticket.requesterEmail, ...copies.map((copy) => copy.email)], principal.name, body.body, conversation);
    }
    this.publish(ticket);
    return this.getForAgent(principal, id);
  }

  /** The duplicate's conversation, files and people in copy join the target; the duplicate closes, pointing at it. */
  async merge(principal: StaffPrincipal, id: string, body: Input<typeof MergeTicketRequest>) {
    const viewer = await this.agent(principal);
    if (body.targetId === id) throw deskFieldProblem('targetId', 'A ticket cannot be merged into itself.', 'self');
    const source = await this.agentTicket(principal, id, viewer);
    const target = await this.agentTicket(principal, body.targetId, viewer);
    if (source.mergedIntoId) throw deskRefused('This ticket was merged already.', 'already-merged');
    if (target.mergedIntoId) throw deskRefused('The target was itself merged into another ticket; merge into that one.', 'target-merged', {}, 'targetId');
    if (source.version !== body.version) throw staleVersion();
    const now = this.deps.now();
    await this.deps.store.transaction(async (repos) => {
      const tickets = repos['service-desk'].tickets;
      if (!(await tickets.update(principal.organisationId, id, body.version, { mergedIntoId: target.id }, now))) throw staleVersion();
      await this.moveTo(repos, source, await this.statusIn(repos, principal.organisationId, 'closed'), principal.userId, now);
      await tickets.moveInto(id, target.id);
      await tickets.insertMessage({
        organisationId: principal.organisationId,
        ticketId: target.id,
        at: now,
        visibility: 'internal',
        channel: 'portal',
        authorKind: 'system',
        authorUserId: principal.userId,
        authorEmail: principal.email,
        authorName: principal.name,
        body: `Merged ${source.subject} (#${source.number}) into this ticket.`,
        html: null,
        mailMessageId: null,
      });
      await tickets.record(principal.organisationId, target.id, { updatedAt: now });
      await repos.audit.append(deskAudit(principal, { action: 'ticket.merged', entityType: 'ticket', entityId: id, after: { mergedIntoId: target.id } }));
    });
    await recordSla(this.repos, source, now);
    await recordSla(this.repos, target, now);
    this.publish(source);
    this.publish(target);
    return this.getForAgent(principal, target.id);
  }

  // Inbound mail (the SMTP and IMAP listener calls these)

  private async stored(organisationId: string, mail: InboundMail, uploader: string) {
    const rows: AttachmentRow[] = [];
    for (const file of mail.attachments) {
      const key = `service-desk/${randomUUID()}`;
      await this.deps.files.put(organisationId, key, file.bytes, file.contentType);
      rows.push(
        await this.repos['service-desk'].tickets.insertAttachment({
          organisationId,
          ticketId: null,
          messageId: null,
          key,
          filename: file.filename.slice(0, 200) || 'attachment',
          contentType: file.contentType,
          size: file.bytes.byteLength,
          uploadedByUserId: null,
          uploadedByEmail: uploader,
        }),
      );
    }
    return rows;
  }

  /** A mail that names no known ticket opens a reported problem from its sender; acknowledged unless automatic or turned off. */
  async openFromMail(organisationId: string, mail: InboundMail): Promise<{ ticketId: string; number: number }> {
    const email = mail.fromEmail.toLowerCase();
    const user = await this.repos.users.findByEmail(email);
    const member = user && user.organisationId === organisationId ? user : undefined;
    const ticket = await this.open(organisationId, { userId: null, impersonatorUserId: null }, {
      serviceType: 'problem',
      subject: mail.subject.trim().slice(0, 200) || '(no subject)',
      description: mail.text,
      html: mail.html,
      requester: { userId: member?.id ?? null, email, name: member?.name ?? (mail.fromName?.trim() || email) },
      attachments: await this.stored(organisationId, mail, email),
      channel: 'inbound',
      mailMessageId: mail.messageId,
      acknowledge: !mail.automatic,
      appSlug: RESOLVE_IT_SLUG,
    });
    return { ticketId: ticket.id, number: ticket.number };
  }

  /**
   * A mail that answers a ticket: from an agent it is their public reply; from anyone else it is the requester's
   * (or a person in copy's) reply, which reopens the ticket or opens a follow-up when it was closed, per its team.
   */
  async replyFromMail(organisationId: string, ticketId: string, mail: InboundMail): Promise<{ ticketId: string; number: number }> {
    const ticket = await this.ticketOrNotFound(organisationId, ticketId);
    const email = mail.fromEmail.toLowerCase();
    const user = await this.repos.users.findByEmail(email);
    const member = user && user.organisationId === organisationId ? user : undefined;
    const attachments = await this.stored(organisationId, mail, email);
    const isAgent = member ? (await this.repos['service-desk'].teams.rolesOf(organisationId, member.id)).length > 0 : false;
    if (member && isAgent && email !== ticket.requesterEmail) {
      const now = this.deps.now();
      await this.deps.store.transaction(async (repos) => {
        const message = await repos['service-desk'].tickets.insertMessage({
          organisationId,
          ticketId,
          at: now,
          visibility: 'public',
          channel: 'inbound',
          authorKind: 'agent',
          authorUserId: member.id,
          authorEmail: email,
          authorName: member.name,
          body: mail.text,
          html: mail.html,
          mailMessageId: mail.messageId,
        });
        await repos['service-desk'].tickets.attach(attachments.map((file) => file.id), ticketId, message.id);
        await repos['service-desk'].tickets.record(organisationId, ticketId, { updatedAt: now });
        await repos.audit.append(deskAudit({ organisationId, userId: member.id, impersonatorUserId: null }, { action: 'ticket.replied', entityType: 'ticket', entityId: ticketId, after: { messageId: message.id, channel: 'mail' } }));
      });
      await recordSla(this.repos, ticket, now);
      this.publish(ticket);
      return { ticketId, number: ticket.number };
    }
    const kind = email === ticket.requesterEmail ? 'requester' : 'other';
    const author = { kind, userId: member?.id ?? null, email, name: member?.name ?? (mail.fromName?.trim() || email) } as const;
    const answered = await this.requesterReply(ticket, author, mail.text, attachments, {
      channel: 'inbound',
      html: mail.html,
      mailMessageId: mail.messageId,
      appSlug: RESOLVE_IT_SLUG,
      automatic: mail.automatic ?? false,
    });
    return { ticketId: answered.id, number: answered.number };
  }
}
