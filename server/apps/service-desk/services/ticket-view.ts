import type { z } from 'zod';
import type {
  AgentTicketDetail,
  AgentTicketItem,
  DeskAsset,
  ApprovalProgress as ApprovalProgressAnswer,
  RequesterTicketDetail,
  RequesterTicketItem,
} from '../../../../contract/apps/service-desk/ticket-schemas';
import { approvalProgress, type ApprovalVote } from '../../../../src/domain/approvals/approval-rules';
import { ticketReference } from '../../../../src/apps/service-desk/domain/mail-threading';
import { slaState } from '../../../../src/apps/service-desk/domain/sla-clock';
import { requesterMayClose } from '../../../../src/apps/service-desk/domain/ticket-status';
import { FileLinks, type FleetDevice } from '../../../kernel';
import type { ServiceDeskRepositories } from '../repositories/repositories';
import type { ServiceDeskDeps } from './service-deps';
import type { AttachmentRow } from '../repositories/attachment-repository';
import type { TicketListRow, TicketRow } from '../repositories/ticket-repository';
import type { VoteRow } from '../repositories/vote-repository';
import type { TicketApprovalStep } from '../schema/tickets';
import { slaOf } from './ticket-sla';
import { isoOrNull } from './support';

type Answer<S extends z.ZodType> = z.input<S>;

const person = (user: { id: string; name: string; email: string }) => ({ id: user.id, name: user.name, email: user.email });

export const refOf = (ticket: Pick<TicketRow, 'id' | 'number' | 'subject'>) => ({
  id: ticket.id,
  number: ticket.number,
  reference: ticketReference(ticket.number),
  subject: ticket.subject,
});

function headOf(row: TicketListRow) {
  return {
    ...refOf(row),
    serviceType: row.serviceType,
    status: { id: row.statusId, name: row.statusName, category: row.statusCategory, pausesSla: row.statusPausesSla },
    priority: row.priorityId && row.priorityName && row.priorityColour ? { id: row.priorityId, name: row.priorityName, colour: row.priorityColour } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The stored SLA state as it stands now: a running deadline may have passed, or come within the hour, since it was stored. */
export function slaStateAt(row: Pick<TicketListRow, 'slaState' | 'dueAt'>, now: Date): TicketListRow['slaState'] {
  const overdue = row.slaState === 'on-track' && row.dueAt !== null && row.dueAt < now;
  const dueSoon = row.slaState === 'on-track' && row.dueAt !== null && !overdue && row.dueAt.getTime() - now.getTime() <= 60 * 60_000;
  return overdue ? 'breached' : dueSoon ? 'due-soon' : row.slaState;
}

export const deskAssetOf = (device: FleetDevice): Answer<typeof DeskAsset> => ({ id: device.assetId, assetTag: device.assetTag, model: device.model, serial: device.serial });

export function requesterItemOf(row: TicketListRow, now: Date): Answer<typeof RequesterTicketItem> {
  return { ...headOf(row), dueAt: isoOrNull(row.resolutionDueAt), approvalState: row.approvalState, slaState: slaStateAt(row, now) };
}

/** What queues show: the stored state, with a running deadline that has passed since read as breached now. */
export function agentItemOf(row: TicketListRow, now: Date): Answer<typeof AgentTicketItem> {
  return {
    ...headOf(row),
    team: row.teamId && row.teamName ? { id: row.teamId, name: row.teamName } : null,
    assignee: row.assigneeId && row.assigneeName && row.assigneeEmail ? { id: row.assigneeId, name: row.assigneeName, email: row.assigneeEmail } : null,
    requester: { userId: row.requesterUserId, name: row.requesterName, email: row.requesterEmail },
    tags: row.tags,
    slaState: slaStateAt(row, now),
    dueAt: isoOrNull(row.dueAt),
    approvalState: row.approvalState,
    version: row.version,
  };
}

export function votesByStep(votes: readonly VoteRow[]): Map<number, ApprovalVote[]> {
  const byStep = new Map<number, ApprovalVote[]>();
  for (const vote of votes) {
    byStep.set(vote.step, [...(byStep.get(vote.step) ?? []), { approverId: vote.approverId, decision: vote.decision, reason: vote.reason, at: vote.at }]);
  }
  return byStep;
}

/** Builds the answers of one ticket: the requester's (public only) and the agent's (everything). */
export class TicketViews {
  private readonly links: FileLinks;

  constructor(private readonly deps: Pick<ServiceDeskDeps, 'config' | 'keys' | 'now' | 'assetLifecycle'>) {
    this.links = new FileLinks(deps);
  }

  attachmentOf(row: AttachmentRow) {
    return { id: row.id, filename: row.filename, contentType: row.contentType, size: row.size, url: this.links.linkOf(row.organisationId, row.key) };
  }

  private async approvalOf(repos: ServiceDeskRepositories, ticket: TicketRow, viewerId: string | null): Promise<Answer<typeof ApprovalProgressAnswer> | null> {
    const steps: readonly TicketApprovalStep[] = ticket.approvalSteps;
    if (steps.length === 0) return null;
    const votes = await repos.own.votes.ofTicket(ticket.id);
    const byStep = votesByStep(votes);
    const progress = approvalProgress(steps, byStep);
    const people = new Map(
      (await repos.users.findMany(ticket.organisationId, [...new Set(steps.flatMap((step) => step.approverIds))])).map((user) => [user.id, user]),
    );
    const current = steps.find((step) => step.order === progress.currentStep);
    return {
      state: progress.state,
      currentStep: progress.currentStep,
      steps: [...steps]
        .sort((a, b) => a.order - b.order)
        .map((step) => {
          const outcome = progress.steps.find((each) => each.order === step.order)?.outcome ?? 'pending';
          return {
            order: step.order,
            requiredSharePercent: step.requiredSharePercent,
            state: outcome === 'pending' && step.order !== progress.currentStep ? 'waiting' : outcome,
            approvers: step.approverIds.flatMap((id) => {
              const user = people.get(id);
              const vote = byStep.get(step.order)?.find((cast) => cast.approverId === id);
              // Names only: the requester reads this too, and an approver's id is no business of theirs.
              return user ? [{ approver: { name: user.name }, decision: vote?.decision ?? null, reason: vote?.reason ?? null, at: isoOrNull(vote?.at) }] : [];
            }),
          };
        }),
      mayDecide:
        viewerId !== null &&
        viewerId !== ticket.requesterUserId &&
        current !== undefined &&
        current.approverIds.includes(viewerId) &&
        !(byStep.get(current.order) ?? []).some((vote) => vote.approverId === viewerId),
    };
  }

  private async bodyOf(repos: ServiceDeskRepositories, row: TicketListRow, includeInternal: boolean, viewerId: string | null) {
    const desk = repos.own;
    const [messages, attachments, history, copies, statuses] = [
      await desk.messages.ofTicket(row.id, includeInternal),
      await desk.attachments.ofTicket(row.id),
      await desk.statusChanges.ofTicket(row.id),
      await desk.copies.ofTicket(row.id),
      await desk.statuses.list(row.organisationId),
    ];
    const requestType = row.requestTypeId ? await desk.serviceTypes.find(row.organisationId, row.requestTypeId) : undefined;
    const category = row.categoryId ? await desk.categories.find(row.organisationId, row.categoryId) : undefined;
    const byStatus = new Map(statuses.map((status) => [status.id, status]));
    const named = [...history.map((change) => change.byUserId), ...copies.map((copy) => copy.userId)].filter((id): id is string => id !== null);
    const people = new Map((await repos.users.findMany(row.organisationId, [...new Set(named)])).map((user) => [user.id, user]));
    // The request itself is stored as the ticket's first message (it carries the Message-ID mail replies thread by);
    // the answer shows it once, as the description with its files, and the conversation from the first reply on.
    const [first] = messages;
    const opening = first && first.authorKind === 'requester' && first.at.getTime() === row.createdAt.getTime() ? first.id : null;
    const fields = requestType?.fields ?? [];
    return {
      description: row.description,
      requestType: requestType ? { id: requestType.id, name: requestType.name } : null,
      category: category ? { id: category.id, name: category.name } : null,
      impact: row.impact,
      requester: { userId: row.requesterUserId, name: row.requesterName, email: row.requesterEmail },
      copy: copies.map((copy) => ({ userId: copy.userId, name: (copy.userId && people.get(copy.userId)?.name) || null, email: copy.email })),
      answers: Object.entries(row.answers).map(([key, value]) => ({ key, label: fields.find((field) => field.key === key)?.label ?? key, value })),
      // The request's own files; each reply carries its own, and an internal note's stay internal.
      attachments: attachments.filter((file) => file.messageId === null || file.messageId === opening).map((file) => this.attachmentOf(file)),
      messages: messages.filter((message) => message.id !== opening).map((message) => ({
        id: message.id,
        at: message.at.toISOString(),
        visibility: message.visibility,
        channel: message.channel,
        author: { userId: message.authorUserId, name: message.authorName, email: message.authorEmail, kind: message.authorKind },
        body: message.body,
        attachments: attachments.filter((file) => file.messageId === message.id).map((file) => this.attachmentOf(file)),
        ...(message.event && { event: message.event }),
      })),
      statusHistory: history.flatMap((change) => {
        const status = byStatus.get(change.statusId);
        const by = change.byUserId ? people.get(change.byUserId) : undefined;
        return status
          ? [{ at: change.at.toISOString(), status: { id: status.id, name: status.name, category: change.category, pausesSla: change.pausesSla }, by: by ? person(by) : null }]
          : [];
      }),
      approval: await this.approvalOf(repos, row, viewerId),
      version: row.version,
    };
  }

  async requesterDetail(repos: ServiceDeskRepositories, row: TicketListRow, viewer: { userId: string | null }): Promise<Answer<typeof RequesterTicketDetail>> {
    return {
      ...requesterItemOf(row, this.deps.now()),
      ...(await this.bodyOf(repos, row, false, viewer.userId)),
      mayClose: viewer.userId !== null && viewer.userId === row.requesterUserId && requesterMayClose(row.statusCategory) && row.mergedIntoId === null,
    };
  }

  async agentDetail(repos: ServiceDeskRepositories, row: TicketListRow, viewerId: string): Promise<Answer<typeof AgentTicketDetail>> {
    const desk = repos.own;
    const now = this.deps.now();
    const { policy, clocks } = await slaOf(repos, row, now);
    const clock = (each: typeof clocks.firstResponse) => ({ dueAt: isoOrNull(each.dueAt), doneAt: isoOrNull(each.doneAt), state: each.state });
    const ticketType = row.ticketTypeId ? await desk.ticketTypes.find(row.organisationId, row.ticketTypeId) : undefined;
    const target = row.mergedIntoId ? await desk.tickets.find(row.organisationId, row.mergedIntoId) : undefined;
    const [asset] = row.assetId ? await this.deps.assetLifecycle.devices(repos, row.organisationId, { assetIds: [row.assetId], limit: 1 }) : [];
    const state = slaState(clocks, now);
    return {
      ...agentItemOf(row, now),
      ...(await this.bodyOf(repos, row, true, viewerId)),
      slaState: state,
      ticketType: ticketType ? { id: ticketType.id, name: ticketType.name } : null,
      assetId: row.assetId,
      asset: asset ? deskAssetOf(asset) : null,
      sla: {
        policy: policy ? { id: policy.id, name: policy.name } : null,
        state,
        firstResponse: clock(clocks.firstResponse),
        update: clock(clocks.update),
        resolution: clock(clocks.resolution),
      },
      mergedInto: target ? refOf(target) : null,
      merged: (await desk.tickets.mergedInto(row.organisationId, row.id)).map(refOf),
    };
  }
}
