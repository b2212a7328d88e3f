import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { DESK_ASSET_CHOICES, RequesterTicketListQuery, type CopyChangeRequest, type CreateTicketRequest, type ReplyRequest } from '../../../../contract/apps/service-desk/ticket-schemas';
import { STATUS_CATEGORIES, type StatusCategory } from '../../../../src/apps/service-desk/domain/ticket-status';
import type { UploadedFile } from '../../../../contract/descriptor';
import { forbidden, notFound, pageAnswer, ruleRefused, staleVersion, type ExternalPrincipal, type StaffPrincipal } from '../../../kernel';
import type { ServiceDeskDeps } from './service-deps';
import { requestedFrom, ticketScopeOf } from '../repositories/ticket-query';
import type { TicketRow } from '../repositories/ticket-repository';
import { formProblems } from '../../../../src/apps/service-desk/domain/form-answers';
import { recordSla } from './ticket-sla';
import { deskAssetOf, requesterItemOf } from './ticket-view';
import { deskAudit, deskFieldProblem, deskFieldProblems } from './support';
import { TicketCore } from './ticket-core';
import { RESOLVE_NOW_SLUG } from '../../../../src/apps/service-desk/domain/slug';

type Input<S extends z.ZodType> = z.output<S>;

/**
 * The requester's side of tickets (Resolve Now, Support and the external pages): open, list, read, answer, copy and
 * close their own, inside their organisation or, for an external visitor, their address.
 */
export class TicketService {
  constructor(
    private readonly deps: ServiceDeskDeps,
    readonly core: TicketCore,
  ) {}

  private get repos() {
    return this.deps.store.repos;
  }

  async listOwn(principal: StaffPrincipal, query: Input<typeof RequesterTicketListQuery>) {
    const scope = ticketScopeOf({ kind: 'requester', userId: principal.userId, email: principal.email });
    const now = this.deps.now();
    const { rows, total } = await this.repos.own.tickets.list(principal.organisationId, query, scope, now);
    return pageAnswer(rows.map((row) => requesterItemOf(row, now)), total, query);
  }

  /** The home page's numbers in one call: my tickets by status category, counted as the list counts them. */
  async countOwn(principal: StaffPrincipal) {
    const scope = ticketScopeOf({ kind: 'requester', userId: principal.userId, email: principal.email });
    const now = this.deps.now();
    const totals = await Promise.all(
      STATUS_CATEGORIES.map(async (statusCategory) => {
        const query = RequesterTicketListQuery.parse({ page: '1', pageSize: '1', statusCategory });
        return [statusCategory, (await this.repos.own.tickets.list(principal.organisationId, query, scope, now)).total] as const;
      }),
    );
    return { byStatusCategory: Object.fromEntries(totals) as Record<StatusCategory, number> };
  }

  async listExternal(principal: ExternalPrincipal, query: Input<typeof RequesterTicketListQuery>) {
    const now = this.deps.now();
    const { rows, total } = await this.repos.own.tickets.list(null, query, requestedFrom(principal.email.toLowerCase()), now);
    return pageAnswer(rows.map((row) => requesterItemOf(row, now)), total, query);
  }

  async getOwn(principal: StaffPrincipal, id: string) {
    return this.core.views.requesterDetail(this.repos, await this.core.requesterTicket(principal, id), principal);
  }

  async getExternal(principal: ExternalPrincipal, id: string) {
    return this.core.views.requesterDetail(this.repos, await this.core.externalTicket(principal, id), { userId: null });
  }

  /** Keeps an uploaded file until a ticket or reply names it; only its uploader may attach it. */
  async upload(organisationId: string, uploader: { userId: string | null; email: string }, filename: string, file: UploadedFile) {
    const key = `service-desk/${randomUUID()}`;
    await this.deps.files.put(organisationId, key, file.bytes, file.contentType);
    const row = await this.deps.store.transaction(async (repos) => {
      const uploaded = await repos.own.attachments.insert({
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
    return { ...this.core.views.attachmentOf(row), key };
  }

  /** An external visitor's upload belongs to the organisation of the ticket it is for: theirs, by address. */
  async uploadExternal(principal: ExternalPrincipal, filename: string, file: UploadedFile) {
    const organisationId = await this.repos.own.tickets.organisationOfRequester(principal.email.toLowerCase());
    if (!organisationId) throw notFound('ticket');
    return this.upload(organisationId, { userId: null, email: principal.email.toLowerCase() }, filename, file);
  }

  async create(principal: StaffPrincipal, slug: string, body: Input<typeof CreateTicketRequest>) {
    const { organisationId } = principal;
    const desk = this.repos.own;
    const attachments = await this.core.uploads(organisationId, body.attachmentIds, principal);
    const requester = { userId: principal.userId, email: principal.email.toLowerCase(), name: principal.name };
    const actor = { userId: principal.userId, impersonatorUserId: principal.impersonatorUserId };
    const portal = { requester, copy: body.copy, attachments, channel: 'portal', acknowledge: true, appSlug: slug } as const;
    let ticket: TicketRow;
    if (body.serviceType === 'service') {
      const type = await desk.serviceTypes.find(organisationId, body.requestTypeId);
      if (!type || !type.active) throw deskFieldProblem('requestTypeId', 'No such service in the catalogue.', 'unknown-id');
      const problems = formProblems(type.fields, body.answers);
      if (problems.length > 0) throw deskFieldProblems(problems);
      ticket = await this.core.open(organisationId, actor, {
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
      if (body.assetId && (await this.heldDevices(principal, [body.assetId])).length === 0) {
        throw deskFieldProblem('assetId', 'Choose one of the devices you hold.', 'unknown-id');
      }
      ticket = await this.core.open(organisationId, actor, {
        ...portal,
        serviceType: 'problem',
        subject: body.subject,
        description: body.description,
        categoryId: category.id,
        impact: body.impact,
        assetId: body.assetId ?? null,
      });
    }
    return this.getOwn(principal, ticket.id);
  }

  /** The devices the employee holds, asked of Manage through its port: what a problem report may be about. */
  async devices(principal: StaffPrincipal) {
    return { items: (await this.heldDevices(principal)).map(deskAssetOf) };
  }

  private heldDevices(principal: StaffPrincipal, assetIds?: readonly string[]) {
    const query = { holderIds: [principal.userId], heldOnly: true, limit: DESK_ASSET_CHOICES, ...(assetIds && { assetIds }) };
    return this.deps.assetLifecycle.devices(this.repos, principal.organisationId, query);
  }

  async replyOwn(principal: StaffPrincipal, slug: string, id: string, body: Input<typeof ReplyRequest>) {
    const ticket = await this.core.requesterTicket(principal, id);
    const attachments = await this.core.uploads(principal.organisationId, body.attachmentIds, principal);
    const kind = ticket.requesterUserId === principal.userId ? 'requester' : 'other';
    const author = { kind, userId: principal.userId, email: principal.email, name: principal.name } as const;
    const answered = await this.core.requesterReply(ticket, author, body.body, attachments, { channel: 'portal', appSlug: slug });
    return this.getOwn(principal, answered.id);
  }

  async replyExternal(principal: ExternalPrincipal, id: string, body: Input<typeof ReplyRequest>) {
    const ticket = await this.core.externalTicket(principal, id);
    const email = principal.email.toLowerCase();
    const attachments = await this.core.uploads(ticket.organisationId, body.attachmentIds, { userId: null, email });
    const author = { kind: 'requester', userId: null, email, name: ticket.requesterName } as const;
    const answered = await this.core.requesterReply(ticket, author, body.body, attachments, { channel: 'portal', appSlug: RESOLVE_NOW_SLUG });
    return this.getExternal(principal, answered.id);
  }

  async changeCopy(principal: StaffPrincipal, slug: string, id: string, body: Input<typeof CopyChangeRequest>) {
    const ticket = await this.core.requesterTicket(principal, id);
    if (ticket.requesterUserId !== principal.userId) throw forbidden('Only the requester changes who is in copy.');
    await this.deps.store.transaction(async (repos) => {
      const desk = repos.own;
      await desk.copies.add(principal.organisationId, id, await this.core.copyPeople(repos, principal.organisationId, body.add));
      await desk.copies.remove(id, body.remove);
      await repos.audit.append(deskAudit(principal, { action: 'ticket.copy-changed', entityType: 'ticket', entityId: id, appSlug: slug, after: body }));
    });
    this.core.publish(ticket);
    return this.getOwn(principal, id);
  }

  async closeOwn(principal: StaffPrincipal, slug: string, id: string, version: number) {
    const ticket = await this.core.requesterTicket(principal, id);
    if (ticket.requesterUserId !== principal.userId) throw forbidden('Only the requester closes their ticket.');
    if (ticket.statusCategory === 'closed') throw ruleRefused('The ticket is closed already.', 'already-closed');
    if (ticket.version !== version) throw staleVersion();
    const now = this.deps.now();
    await this.deps.store.transaction(async (repos) => {
      const closed = await this.core.statusIn(repos, principal.organisationId, 'closed');
      if (!(await repos.own.tickets.update(principal.organisationId, id, version, {}, now))) throw staleVersion();
      await this.core.moveTo(repos, ticket, closed, principal.userId, now);
      await repos.audit.append(deskAudit(principal, { action: 'ticket.closed', entityType: 'ticket', entityId: id, appSlug: slug, before: { statusId: ticket.statusId }, after: { statusId: closed.id } }));
    });
    await recordSla(this.repos, ticket, now);
    this.core.publish(ticket);
    return this.getOwn(principal, id);
  }
}
