import type { z } from 'zod';
import { ApiProblem, filledIn, notFound, recipientLanguage, ruleRefused, type StaffPrincipal } from '../../../kernel';
import type { ServiceDeskDeps } from './service-deps';
import { approvalPageText } from './approval-page-text';
import type { ApprovalDecisionRequest } from '../../../../contract/apps/service-desk/ticket-schemas';
import { ProblemTypes } from '../../../../contract/problem';
import { approvalProgress, voteProblem, type ApprovalDecision, type VoteProblem } from '../../../../src/domain/approvals/approval-rules';
import { ticketReference } from '../../../../src/apps/service-desk/domain/mail-threading';
import type { TicketListRow } from '../repositories/ticket-repository';
import { approvalPage, checkApprovalToken } from './approval-link';
import { deskAudit, deskFieldProblem } from './support';
import type { AgentTicketService } from './agent-ticket-service';
import type { TicketService } from './ticket-service';
import { votesByStep } from './ticket-view';
import { RESOLVE_IT_SLUG } from '../../../../src/apps/service-desk/domain/slug';

type Decision = z.output<typeof ApprovalDecisionRequest>;

const VOTE_REFUSALS: Record<Exclude<VoteProblem, 'reason-required'> | 'own-request', string> = {
  'own-request': 'Nobody approves their own request.',
  'not-an-approver': 'You are not an approver of the step awaiting decisions.',
  'already-voted': 'You decided on this step already.',
  'step-decided': 'This step is decided already.',
};

const linkExpired = () => new ApiProblem(403, ProblemTypes.forbidden, 'This link has expired', 'Decide from the portal, or ask the desk for a new link.');

/**
 * Approval decisions, from the portal or from a mailed link: each counts once, for the step awaiting decisions;
 * when a step is accepted the next step's approvers are asked, and the request's state follows the domain's rules.
 */
export class ApprovalService {
  constructor(
    private readonly deps: ServiceDeskDeps,
    private readonly tickets: TicketService,
    private readonly agentTickets: AgentTicketService,
  ) {}

  /** `linkStep` is the step a mailed link was issued for: it decides that step only, never the one after it. */
  private async decide(ticket: TicketListRow, approverId: string, vote: Decision, appSlug: string, linkStep?: number): Promise<void> {
    if (ticket.approvalState !== 'pending') throw ruleRefused('This request is not awaiting approval.', 'not-pending');
    const { store, now } = this.deps;
    const at = now();
    const reason = vote.reason?.trim() || null;
    await store.transaction(async (repos) => {
      const desk = repos.own;
      // Locks the ticket's row first: two approvers deciding at once are counted one after the other.
      await desk.tickets.record(ticket.organisationId, ticket.id, { updatedAt: at });
      const votes = await desk.votes.ofTicket(ticket.id);
      const progress = approvalProgress(ticket.approvalSteps, votesByStep(votes));
      const step = ticket.approvalSteps.find((each) => each.order === progress.currentStep);
      if (!step) throw ruleRefused('This request is not awaiting approval.', 'not-pending');
      if (linkStep !== undefined && linkStep !== step.order) throw ruleRefused(VOTE_REFUSALS['step-decided'], 'step-decided');
      const stepVotes = votesByStep(votes).get(step.order) ?? [];
      // Checked here, whatever the steps say and however the decision came: the portal, the agent's screen or a link.
      if (approverId === ticket.requesterUserId) throw ruleRefused(VOTE_REFUSALS['own-request'], 'own-request');
      const problem = voteProblem(step, stepVotes, { approverId, decision: vote.decision, reason });
      if (problem === 'reason-required') throw deskFieldProblem('reason', 'A refusal needs a reason.', 'required');
      if (problem) throw ruleRefused(VOTE_REFUSALS[problem], problem);
      await desk.votes.insert({ organisationId: ticket.organisationId, ticketId: ticket.id, step: step.order, approverId, decision: vote.decision, reason, at });
      const after = approvalProgress(ticket.approvalSteps, votesByStep(await desk.votes.ofTicket(ticket.id)));
      await desk.tickets.record(ticket.organisationId, ticket.id, { approvalState: after.state, updatedAt: at });
      if (after.state === 'refused') {
        // The requester reads why in the conversation.
        await desk.messages.insert({
          organisationId: ticket.organisationId,
          ticketId: ticket.id,
          at,
          visibility: 'public',
          channel: 'portal',
          authorKind: 'system',
          // The approver stays in the audit trail; the requester's conversation names no one's id.
          authorUserId: null,
          authorEmail: null,
          authorName: 'Approval',
          body: `The request was refused: ${reason ?? ''}`.trim(),
          html: null,
          mailMessageId: null,
        });
      }
      await repos.audit.append(
        deskAudit(
          { organisationId: ticket.organisationId, userId: approverId, impersonatorUserId: null },
          { action: 'ticket.approval-decided', entityType: 'ticket', entityId: ticket.id, appSlug, after: { step: step.order, decision: vote.decision, reason, state: after.state } },
        ),
      );
    });
    await this.tickets.core.askCurrentApprovers(ticket);
    this.tickets.core.publish(ticket);
  }

  /** From the portal: the approver is the signed-in person; they see the request as its requester would. */
  async decideAsRequester(principal: StaffPrincipal, slug: string, ticketId: string, vote: Decision) {
    const ticket = await this.ticketOf(principal.organisationId, ticketId);
    if (!ticket.approvalSteps.some((step) => step.approverIds.includes(principal.userId))) throw notFound('ticket');
    await this.decide(ticket, principal.userId, vote, slug);
    return this.tickets.getOwn(principal, ticketId);
  }

  async decideAsAgent(principal: StaffPrincipal, ticketId: string, vote: Decision) {
    await this.agentTickets.getForAgent(principal, ticketId);
    await this.decide(await this.ticketOf(principal.organisationId, ticketId), principal.userId, vote, RESOLVE_IT_SLUG);
    return this.agentTickets.getForAgent(principal, ticketId);
  }

  /** The requests waiting for this person's decision on their current step. */
  async pending(principal: StaffPrincipal) {
    const desk = this.deps.store.repos.own;
    const rows = await desk.tickets.awaitingApprover(principal.organisationId, principal.userId);
    const items = [];
    for (const row of rows) {
      const byStep = votesByStep(await desk.votes.ofTicket(row.id));
      const progress = approvalProgress(row.approvalSteps, byStep);
      const step = row.approvalSteps.find((each) => each.order === progress.currentStep);
      const voted = (byStep.get(step?.order ?? 0) ?? []).some((vote) => vote.approverId === principal.userId);
      if (!step || !step.approverIds.includes(principal.userId) || voted || row.requesterUserId === principal.userId) continue;
      const type = row.requestTypeId ? await this.deps.store.repos.own.serviceTypes.find(row.organisationId, row.requestTypeId) : undefined;
      items.push({
        ticket: { id: row.id, number: row.number, reference: ticketReference(row.number), subject: row.subject },
        requester: { userId: row.requesterUserId, name: row.requesterName, email: row.requesterEmail },
        requestType: type ? { id: type.id, name: type.name } : null,
        step: step.order,
        requestedAt: row.createdAt.toISOString(),
      });
    }
    return { items };
  }

  private async ticketOf(organisationId: string, id: string) {
    const ticket = await this.deps.store.repos.own.tickets.find(organisationId, id);
    if (!ticket) throw notFound('ticket');
    return ticket;
  }

  /** A link that is not the install's, in any way, answers as one that names no request: it tells nothing of the format. */
  private async linked(token: string) {
    const check = checkApprovalToken(this.deps.keys, token, this.deps.now());
    if (check.kind === 'expired') throw linkExpired();
    // A ticket id names one ticket in the whole portal; the signature vouches for it.
    const ticket = check.kind === 'valid' ? await this.deps.store.repos.own.tickets.findAnywhere(check.claim.ticketId) : undefined;
    if (check.kind !== 'valid' || !ticket) throw notFound('link');
    return { claim: check.claim, ticket };
  }

  /** The page in the approver's language; `decided` is what they decided on it just now, if anything. */
  private async page(token: string, ticket: TicketListRow, approverId: string, decided: ApprovalDecision | null) {
    const type = ticket.requestTypeId ? await this.deps.store.repos.own.serviceTypes.find(ticket.organisationId, ticket.requestTypeId) : undefined;
    const answers = Object.entries(ticket.answers).map(([key, value]) => ({
      label: type?.fields.find((field) => field.key === key)?.label ?? key,
      value: value === null ? '' : String(value),
    }));
    const votes = await this.deps.store.repos.own.votes.ofTicket(ticket.id);
    const own = votes.find((vote) => vote.approverId === approverId);
    const approver = await this.deps.store.repos.users.find(ticket.organisationId, approverId);
    const language = await recipientLanguage(this.deps.store.repos, approver?.email ?? '', ticket.organisationId);
    const text = approvalPageText[language];
    const reference = ticketReference(ticket.number);
    const settled = ticket.approvalState === 'accepted' || ticket.approvalState === 'refused' ? ticket.approvalState : null;
    const outcome = decided
      ? filledIn(text.thanks[decided], { reference })
      : own
        ? text.decided[own.decision]
        : settled && text.settled[settled];
    return approvalPage(token, { language, reference, title: ticket.subject, requester: ticket.requesterName, answers, outcome: outcome || null });
  }

  /** Opening the link decides nothing (mail scanners open links): it shows the request and the two forms. */
  async showLink(token: string): Promise<string> {
    const { claim, ticket } = await this.linked(token);
    return this.page(token, ticket, claim.approverId, null);
  }

  async decideByLink(token: string, vote: Decision): Promise<string> {
    const { claim, ticket } = await this.linked(token);
    await this.decide(ticket, claim.approverId, vote, RESOLVE_IT_SLUG, claim.step);
    return this.page(token, ticket, claim.approverId, vote.decision);
  }
}
