import { approvalProgress } from '../../../../src/domain/approvals/approval-rules';
import { ticketEvent } from './ticket-story';
import { isClosedCategory, type StatusCategory } from '../../../../src/apps/service-desk/domain/ticket-status';
import { forbidden, notFound, ruleRefused, type ExternalPrincipal, type StaffPrincipal } from '../../../kernel';
import type { ServiceDeskRepositories } from '../repositories/repositories';
import type { ServiceDeskDeps } from './service-deps';
import type { AttachmentRow } from '../repositories/attachment-repository';
import type { TicketListRow, TicketRow } from '../repositories/ticket-repository';
import type { FormAnswerValue, Impact, MessageAuthorKind, MessageChannel, ServiceKind, TicketApprovalStep } from '../schema/tickets';
import { deskViewerOf, type DeskViewer } from './desk-access';
import { ensureDeskDefaults } from './desk-defaults';
import { DeskMail } from './desk-mail';
import { recordSla } from './ticket-sla';
import { TicketViews, votesByStep } from './ticket-view';
import { deskAudit, deskFieldProblem, type DeskActor } from './support';

/** Who writes a message, as the conversation shows them. */
export interface Author {
  readonly kind: MessageAuthorKind;
  readonly userId: string | null;
  readonly email: string | null;
  readonly name: string;
}

/** What opening a ticket takes, whichever way it comes in: the portal, the external pages or mail. */
export interface OpenTicket {
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
  /** The ticket a mail named without proving it answers it: the acknowledgement says why this one was opened instead. */
  readonly claimed?: number | null;
  /** A follow-up of a closed ticket keeps its team. */
  readonly teamId?: string | null;
  readonly appSlug: string;
  /** The device it is about, checked by the caller. */
  readonly assetId?: string | null;
}

const TICKET_CHANGED = 'service-desk.ticket.changed';

/**
 * What every way of working a ticket shares: who may see it (requester, people in copy, external address, agents of
 * its team), opening one, a requester's reply, status moves, approvers and telling open screens of a change.
 */
export class TicketCore {
  readonly views: TicketViews;
  readonly mail: DeskMail;

  constructor(private readonly deps: ServiceDeskDeps) {
    this.views = new TicketViews(deps);
    this.mail = new DeskMail(deps);
  }

  get repos() {
    return this.deps.store.repos;
  }

  /** Tells every open screen of the organisation that a ticket changed: the requester's and the agents' pages refresh. */
  publish(ticket: Pick<TicketRow, 'organisationId' | 'id' | 'number'>): void {
    this.deps.realtime.toOrganisation(ticket.organisationId, TICKET_CHANGED, { ticketId: ticket.id, number: ticket.number });
  }

  async ticketOrNotFound(organisationId: string, id: string): Promise<TicketListRow> {
    const ticket = await this.repos.own.tickets.find(organisationId, id);
    if (!ticket) throw notFound('ticket');
    return ticket;
  }

  /** Own tickets, those in copy, and those the person must approve; anything else is "no such ticket". */
  async requesterTicket(principal: StaffPrincipal, id: string): Promise<TicketListRow> {
    const ticket = await this.ticketOrNotFound(principal.organisationId, id);
    const approver = ticket.approvalSteps.some((step) => step.approverIds.includes(principal.userId));
    const own = ticket.requesterUserId === principal.userId;
    if (own || approver || (await this.repos.own.copies.isInCopy(id, principal.userId))) return ticket;
    throw notFound('ticket');
  }

  async externalTicket(principal: ExternalPrincipal, id: string): Promise<TicketListRow> {
    const ticket = await this.repos.own.tickets.findAnywhere(id);
    if (!ticket || ticket.requesterEmail !== principal.email.toLowerCase()) throw notFound('ticket');
    return ticket;
  }

  async agent(principal: StaffPrincipal): Promise<DeskViewer> {
    const viewer = await deskViewerOf(this.repos, principal);
    if (!viewer.isAgent) throw forbidden('Only the desk’s agents work its tickets; ask an admin for a desk role.');
    return viewer;
  }

  async agentTicket(principal: StaffPrincipal, id: string, viewer?: DeskViewer): Promise<TicketListRow> {
    const who = viewer ?? (await this.agent(principal));
    const ticket = await this.ticketOrNotFound(principal.organisationId, id);
    const visible = who.seesAll || ticket.teamId === null || who.teamIds.includes(ticket.teamId) || ticket.assigneeId === principal.userId;
    if (!visible) throw notFound('ticket');
    return ticket;
  }

  async uploads(organisationId: string, ids: readonly string[], uploader: { userId: string | null; email: string }) {
    const found = await this.repos.own.attachments.unattached(organisationId, ids, uploader);
    if (found.length !== new Set(ids).size) throw deskFieldProblem('attachmentIds', 'Attach only files you uploaded and did not attach yet.', 'unknown-id');
    return found;
  }

  /** The status a ticket takes when it enters a category by itself: the category's default, else its first. */
  async statusIn(repos: ServiceDeskRepositories, organisationId: string, category: StatusCategory) {
    const statuses = (await repos.own.statuses.list(organisationId)).filter((status) => status.category === category);
    const status = statuses.find((each) => each.isDefault) ?? statuses[0];
    if (!status) throw ruleRefused(`The desk has no status of the category ${category}; add one first.`, 'no-status', { category });
    return status;
  }

  /** Resolves each step's approvers to people now: named people, a team's members, or the requester's manager; never the requester. */
  async approvalStepsOf(repos: ServiceDeskRepositories, organisationId: string, requestTypeId: string | null | undefined, requesterId: string | null) {
    if (!requestTypeId) return [];
    const type = await repos.own.serviceTypes.find(organisationId, requestTypeId);
    if (!type?.needsApproval) return [];
    const steps: TicketApprovalStep[] = [];
    for (const [index, step] of type.approvalSteps.entries()) {
      const { approvers } = step;
      let approverIds: string[] = [];
      if (approvers.kind === 'people') approverIds = approvers.userIds;
      if (approvers.kind === 'team') approverIds = (await repos.own.teams.members(organisationId, [approvers.teamId])).map((member) => member.userId);
      if (approvers.kind === 'manager' && requesterId) {
        const [requester] = await this.deps.peopleDirectory.people(repos, organisationId, [requesterId]);
        approverIds = requester?.managerId ? [requester.managerId] : [];
      }
      // The requester is never an approver of their own request, though they manage themselves or sit in the team.
      const others = approverIds.filter((approverId) => approverId !== requesterId);
      steps.push({ order: index + 1, approverIds: [...new Set(others)], requiredSharePercent: step.requiredSharePercent });
    }
    return steps;
  }

  /** Opens a ticket in one transaction: its number, its first message and files, its status history; then mail and SLA. */
  async open(organisationId: string, actor: Omit<DeskActor, 'organisationId'>, input: OpenTicket): Promise<TicketRow> {
    const now = this.deps.now();
    const desk = this.repos.own;
    await ensureDeskDefaults(desk, organisationId);
    const requestType = input.requestTypeId ? await desk.serviceTypes.find(organisationId, input.requestTypeId) : undefined;
    const category = input.categoryId ? await desk.categories.find(organisationId, input.categoryId) : undefined;
    const priorities = await desk.priorities.list(organisationId);
    const priority = priorities.find((each) => each.isDefault) ?? priorities[0];
    const mailMessageId = input.mailMessageId ?? this.mail.newMessageId();
    const ticket = await this.deps.store.transaction(async (repos) => {
      const status = await this.statusIn(repos, organisationId, 'new');
      const approvalSteps = await this.approvalStepsOf(repos, organisationId, input.requestTypeId, input.requester.userId);
      const created = await repos.own.tickets.insert({
        organisationId,
        number: await repos.own.tickets.nextNumber(organisationId),
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
        assetId: input.assetId ?? null,
        approvalSteps,
        approvalState: approvalSteps.length > 0 ? 'pending' : 'none',
        createdAt: now,
        updatedAt: now,
      });
      await repos.own.statusChanges.insert({ organisationId, ticketId: created.id, at: now, statusId: status.id, category: status.category, pausesSla: status.pausesSla, byUserId: actor.userId });
      const message = await repos.own.messages.insert({
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
      await repos.own.attachments.attach((input.attachments ?? []).map((file) => file.id), created.id, message.id);
      await repos.own.copies.add(organisationId, created.id, await this.copyPeople(repos, organisationId, input.copy ?? []));
      await repos.audit.append(
        deskAudit({ organisationId, ...actor }, { action: 'ticket.created', entityType: 'ticket', entityId: created.id, appSlug: input.appSlug, after: { number: created.number, serviceType: created.serviceType, subject: created.subject } }),
      );
      await repos.lifeEvents.add(ticketEvent(created, { kind: 'ticket-opened', at: now, actorId: actor.userId, appSlug: input.appSlug }));
      const requester = { id: input.requester.userId, name: input.requester.name, email: input.requester.email };
      const data = { id: created.id, number: created.number, subject: created.subject, serviceType: created.serviceType, channel: input.channel, requester, createdAt: now.toISOString() };
      await this.deps.webhookEvents.emit(repos, organisationId, { type: 'ticket.created', data }, now);
      return created;
    });
    await recordSla(this.repos, ticket, now);
    if (input.acknowledge && (await this.acknowledges(organisationId))) await this.mail.acknowledge(ticket, input.claimed ?? null);
    await this.askCurrentApprovers(ticket);
    this.publish(ticket);
    return ticket;
  }

  async acknowledges(organisationId: string): Promise<boolean> {
    const [channel] = await this.repos.own.channels.list(organisationId);
    return channel?.autoAcknowledge ?? true;
  }

  /** Mails the approvers of the step now awaiting decisions, if any. */
  async askCurrentApprovers(ticket: TicketRow): Promise<void> {
    const fresh = await this.repos.own.tickets.find(ticket.organisationId, ticket.id);
    if (!fresh || fresh.approvalState !== 'pending') return;
    const progress = approvalProgress(fresh.approvalSteps, votesByStep(await this.repos.own.votes.ofTicket(fresh.id)));
    const step = fresh.approvalSteps.find((each) => each.order === progress.currentStep);
    if (!step) return;
    // A request from before the requester was left out of its approvers mails them no link to decide it by.
    const approvers = await this.repos.users.findMany(fresh.organisationId, step.approverIds.filter((id) => id !== fresh.requesterUserId));
    await this.mail.askApprovers(fresh, step.order, approvers);
  }

  /** People in copy by address; a colleague is also known by account, so they find the ticket among their own. */
  async copyPeople(repos: ServiceDeskRepositories, organisationId: string, emails: readonly string[]) {
    const people = [];
    for (const email of new Set(emails.map((each) => each.toLowerCase()))) {
      const user = await repos.users.findByEmail(email);
      people.push({ email, userId: user && user.organisationId === organisationId ? user.id : null });
    }
    return people;
  }

  /**
   * A requester's or visitor's reply. On a pending ticket it hands the turn back to the desk (open); on a resolved one
   * it reopens it; on a closed one the team decides: reopen it, or open a follow-up ticket with the reply.
   */
  async requesterReply(ticket: TicketListRow, author: Author, body: string, attachments: readonly AttachmentRow[], options: { channel: MessageChannel; html?: string | null; mailMessageId?: string | null; appSlug: string; automatic?: boolean }): Promise<TicketRow> {
    const { organisationId } = ticket;
    if (ticket.statusCategory === 'closed') {
      const team = ticket.teamId ? await this.repos.own.teams.find(organisationId, ticket.teamId) : undefined;
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
      const desk = repos.own;
      const message = await desk.messages.insert({
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
      await desk.attachments.attach(attachments.map((file) => file.id), ticket.id, message.id);
      if (reopen) await this.moveTo(repos, ticket, await this.statusIn(repos, organisationId, 'open'), author.userId, now);
      await desk.tickets.record(organisationId, ticket.id, { updatedAt: now });
      await repos.audit.append(
        deskAudit({ organisationId, userId: author.userId, impersonatorUserId: null }, { action: 'ticket.replied', entityType: 'ticket', entityId: ticket.id, appSlug: options.appSlug, after: { messageId: message.id, reopened: reopen } }),
      );
    });
    await recordSla(this.repos, ticket, now);
    this.publish(ticket);
    return ticket;
  }

  /** A status change inside a transaction: the ticket's status and category, and a row of history for the clocks. */
  async moveTo(repos: ServiceDeskRepositories, ticket: TicketRow, status: { id: string; category: StatusCategory; pausesSla: boolean }, byUserId: string | null, now: Date) {
    if (isClosedCategory(status.category) && !isClosedCategory(ticket.statusCategory)) {
      await repos.lifeEvents.add(ticketEvent(ticket, { kind: 'ticket-resolved', at: now, actorId: byUserId }));
    }
    await repos.own.tickets.record(ticket.organisationId, ticket.id, {
      statusId: status.id,
      statusCategory: status.category,
      resolvedAt: isClosedCategory(status.category) ? (ticket.resolvedAt ?? now) : null,
      updatedAt: now,
    });
    await repos.own.statusChanges.insert({
      organisationId: ticket.organisationId,
      ticketId: ticket.id,
      at: now,
      statusId: status.id,
      category: status.category,
      pausesSla: status.pausesSla,
      byUserId,
    });
  }

  /** Resolving or closing a request that still awaits approval is refused unless the agent confirms it. */
  checkPendingApproval(ticket: TicketRow, category: StatusCategory, confirmed: boolean | undefined) {
    if (isClosedCategory(category) && ticket.approvalState === 'pending' && !confirmed) {
      throw ruleRefused(
        'This request is still awaiting approval. Resolve it anyway only with confirmPendingApproval: true.',
        'approval-pending',
        {},
        'confirmPendingApproval',
      );
    }
  }
}
