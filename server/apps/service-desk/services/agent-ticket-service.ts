import type { z } from 'zod';
import { ticketEvent } from './ticket-story';
import { auditEntriesOf, changes, checkOwnedIds, pageAnswer, ruleRefused, staleVersion, type StaffPrincipal } from '../../../kernel';
import type { ServiceDeskDeps } from './service-deps';
import {
  DESK_ASSET_CHOICES,
  type AgentMessageRequest,
  type AgentTicketListQuery,
  type DeskAssetQuery,
  type MergeTicketRequest,
  type UpdateTicketRequest,
} from '../../../../contract/apps/service-desk/ticket-schemas';
import { ticketScopeOf } from '../repositories/ticket-query';
import type { TicketRow, TicketValues } from '../repositories/ticket-repository';
import { agentScopeOf } from './desk-access';
import { recordSla } from './ticket-sla';
import { agentItemOf, deskAssetOf } from './ticket-view';
import { deskAudit, deskFieldProblem } from './support';
import { TicketCore } from './ticket-core';
import { announceTicketUpdate, followedChanges } from './ticket-webhooks';

type Input<S extends z.ZodType> = z.output<S>;

/** The agents' side of tickets (Resolve IT): the queues, a ticket's page and trail, its changes, replies, notes and merges. */
export class AgentTicketService {
  constructor(
    private readonly deps: ServiceDeskDeps,
    readonly core: TicketCore,
  ) {}

  private get repos() {
    return this.deps.store.repos;
  }

  async listQueue(principal: StaffPrincipal, query: Input<typeof AgentTicketListQuery>) {
    const viewer = await this.core.agent(principal);
    const assignee = query.assignee === 'me' ? principal.userId : query.assignee;
    const now = this.deps.now();
    const { rows, total, totalCapped } = await this.repos.own.tickets.list(principal.organisationId, { ...query, assignee }, ticketScopeOf(agentScopeOf(viewer)), now);
    return { ...pageAnswer(rows.map((row) => agentItemOf(row, now)), total, query), totalCapped };
  }

  async getForAgent(principal: StaffPrincipal, id: string) {
    return this.core.views.agentDetail(this.repos, await this.core.agentTicket(principal, id), principal.userId);
  }

  async activity(principal: StaffPrincipal, id: string, query: { page: number; pageSize: number }) {
    await this.core.agentTicket(principal, id);
    const { rows, total } = await this.repos.own.tickets.activity(principal.organisationId, id, query);
    return pageAnswer(await auditEntriesOf(this.repos, principal.organisationId, rows), total, query);
  }

  /** The organisation's live assets that match what an agent typed, asked of Manage through its port. */
  async assets(principal: StaffPrincipal, query: Input<typeof DeskAssetQuery>) {
    await this.core.agent(principal);
    const devices = await this.deps.assetLifecycle.devices(this.repos, principal.organisationId, { ...(query.q && { search: query.q }), limit: DESK_ASSET_CHOICES });
    return { items: devices.map(deskAssetOf) };
  }

  /** Checks that every id the change names is the organisation's; the asset is Manage's, asked through its port. */
  private async checkChange(organisationId: string, body: Input<typeof UpdateTicketRequest>) {
    const { repos } = this;
    const desk = repos.own;
    await checkOwnedIds([
      ['statusId', body.statusId, (id) => desk.statuses.find(organisationId, id)],
      ['priorityId', body.priorityId, (id) => desk.priorities.find(organisationId, id)],
      ['teamId', body.teamId, (id) => desk.teams.find(organisationId, id)],
      ['assigneeId', body.assigneeId, (id) => repos.users.find(organisationId, id)],
      ['ticketTypeId', body.ticketTypeId, (id) => desk.ticketTypes.find(organisationId, id)],
      ['categoryId', body.categoryId, (id) => desk.categories.find(organisationId, id)],
      ['assetId', body.assetId, async (id) => (await this.deps.assetLifecycle.devices(repos, organisationId, { assetIds: [id], limit: 1 }))[0]],
    ]);
  }

  async update(principal: StaffPrincipal, id: string, body: Input<typeof UpdateTicketRequest>) {
    const ticket = await this.core.agentTicket(principal, id);
    if (ticket.version !== body.version) throw staleVersion();
    await this.checkChange(principal.organisationId, body);
    const { version, confirmPendingApproval, statusId, tags, ...fields } = body;
    const status = statusId && statusId !== ticket.statusId ? await this.repos.own.statuses.find(principal.organisationId, statusId) : undefined;
    if (status) this.core.checkPendingApproval(ticket, status.category, confirmPendingApproval);
    const values: TicketValues = { ...fields, ...(tags && { tags: [...new Set(tags)] }) };
    const now = this.deps.now();
    await this.deps.store.transaction(async (repos) => {
      if (!(await repos.own.tickets.update(principal.organisationId, id, version, values, now))) throw staleVersion();
      if (status) await this.core.moveTo(repos, ticket, status, principal.userId, now);
      if (fields.assetId && fields.assetId !== ticket.assetId) {
        await repos.lifeEvents.add(ticketEvent({ ...ticket, assetId: fields.assetId }, { kind: 'ticket-opened', at: ticket.createdAt, actorId: principal.userId, deviceOnly: true }));
      }
      const diff = changes<TicketValues>(ticket, { ...values, ...(status && { statusId: status.id }) });
      await repos.audit.append(deskAudit(principal, { action: 'ticket.updated', entityType: 'ticket', entityId: id, ...diff }));
      const followed = followedChanges(ticket, { ...fields, ...(status && { statusId: status.id }) });
      await announceTicketUpdate(this.deps.webhookEvents, repos, ticket, followed, status?.id ?? ticket.statusId, now);
    });
    await recordSla(this.repos, { ...ticket, ...values } as TicketRow, now);
    this.core.publish(ticket);
    return this.getForAgent(principal, id);
  }

  /** A public reply is mailed to the requester and everyone in copy; an internal note stays with the agents. */
  async addMessage(principal: StaffPrincipal, id: string, body: Input<typeof AgentMessageRequest>) {
    const viewer = await this.core.agent(principal);
    const ticket = await this.core.agentTicket(principal, id, viewer);
    if (body.statusId && ticket.version !== body.version) throw staleVersion();
    const status = body.statusId ? await this.repos.own.statuses.find(principal.organisationId, body.statusId) : undefined;
    if (body.statusId && !status) throw deskFieldProblem('statusId', 'No such status in this organisation.', 'unknown-id');
    if (status) this.core.checkPendingApproval(ticket, status.category, false);
    const attachments = await this.core.uploads(principal.organisationId, body.attachmentIds, principal);
    const now = this.deps.now();
    await this.deps.store.transaction(async (repos) => {
      const desk = repos.own;
      const message = await desk.messages.insert({
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
        // Each recipient's mail gets a Message-ID of its own (DeskMail), recorded with the ticket.
        mailMessageId: null,
      });
      await desk.attachments.attach(attachments.map((file) => file.id), id, message.id);
      if (status && status.id !== ticket.statusId) {
        if (!(await desk.tickets.update(principal.organisationId, id, body.version, {}, now))) throw staleVersion();
        await this.core.moveTo(repos, ticket, status, principal.userId, now);
        await announceTicketUpdate(this.deps.webhookEvents, repos, ticket, ['status'], status.id, now);
      } else {
        await desk.tickets.record(principal.organisationId, id, { updatedAt: now });
      }
      const action = body.visibility === 'public' ? 'ticket.replied' : 'ticket.noted';
      await repos.audit.append(deskAudit(principal, { action, entityType: 'ticket', entityId: id, after: { messageId: message.id, statusId: status?.id } }));
    });
    await recordSla(this.repos, ticket, now);
    if (body.visibility === 'public') {
      const copies = await this.repos.own.copies.ofTicket(id);
      await this.core.mail.reply(ticket, [ticket.requesterEmail, ...copies.map((copy) => copy.email)], principal.name, body.body);
    }
    this.core.publish(ticket);
    return this.getForAgent(principal, id);
  }

  /** The duplicate's conversation, files and people in copy join the target; the duplicate closes, pointing at it. */
  async merge(principal: StaffPrincipal, id: string, body: Input<typeof MergeTicketRequest>) {
    const viewer = await this.core.agent(principal);
    if (body.targetId === id) throw deskFieldProblem('targetId', 'A ticket cannot be merged into itself.', 'self');
    const source = await this.core.agentTicket(principal, id, viewer);
    const target = await this.core.agentTicket(principal, body.targetId, viewer);
    if (source.mergedIntoId) throw ruleRefused('This ticket was merged already.', 'already-merged');
    if (target.mergedIntoId) throw ruleRefused('The target was itself merged into another ticket; merge into that one.', 'target-merged', {}, 'targetId');
    if (source.version !== body.version) throw staleVersion();
    const now = this.deps.now();
    await this.deps.store.transaction(async (repos) => {
      const desk = repos.own;
      if (!(await desk.tickets.update(principal.organisationId, id, body.version, { mergedIntoId: target.id }, now))) throw staleVersion();
      await this.core.moveTo(repos, source, await this.core.statusIn(repos, principal.organisationId, 'closed'), principal.userId, now);
      // The duplicate's conversation, files and people in copy go on in the ticket it was merged into.
      await desk.messages.moveTo(id, target.id);
      await desk.attachments.moveTo(id, target.id);
      await desk.copies.copyTo(id, target.id);
      await desk.messages.insert({
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
      await desk.tickets.record(principal.organisationId, target.id, { updatedAt: now });
      await repos.audit.append(deskAudit(principal, { action: 'ticket.merged', entityType: 'ticket', entityId: id, after: { mergedIntoId: target.id } }));
    });
    await recordSla(this.repos, source, now);
    await recordSla(this.repos, target, now);
    this.core.publish(source);
    this.core.publish(target);
    return this.getForAgent(principal, target.id);
  }
}
