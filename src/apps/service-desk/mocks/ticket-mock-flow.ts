import type * as z from 'zod';
import type { ApprovalDecisionRequest, UploadedAttachment } from '../../../../contract/apps/service-desk/ticket-schemas';
import { approvalProgress, voteProblem, type ApprovalStepRule, type ApprovalVote } from '../../../domain/approvals/approval-rules';
import { isClosedCategory } from '../domain/ticket-status';
import { originOf, type StaffCaller } from '../../../../tests/mocks/mock-route';
import { newId, type MockState } from '../../../../tests/mocks/mock-state';
import { adminDataOf } from './admin-mock-state';
import { deskDataOf, type MockAttachment, type MockTicket } from './desk-mock-state';
import { fieldProblem, refused } from './desk-mock-problems';

type Author = MockTicket['messages'][number]['author'];
type Approval = NonNullable<MockTicket['approval']>;

/** Who uploaded a file: only they may attach it. */
interface Uploader {
  readonly userId: string | null;
  readonly email: string;
}

/** What opening a ticket takes, from the portal or as a follow-up of a closed one. */
interface OpenTicket extends Pick<MockTicket, 'serviceType' | 'subject' | 'description' | 'requester'> {
  readonly requestTypeId?: string | null;
  readonly categoryId?: string | null;
  readonly impact?: MockTicket['impact'];
  readonly answers?: MockTicket['answers'];
  readonly copy?: readonly string[];
  readonly attachments?: MockAttachment[];
  /** A follow-up keeps the team of the ticket it follows. */
  readonly teamId?: string | null;
  readonly appSlug: string;
}

const VOTE_REFUSALS = {
  'not-an-approver': 'You are not an approver of the step awaiting decisions.',
  'already-voted': 'You decided on this step already.',
  'step-decided': 'This step is decided already.',
} as const;

/**
 * What the mocks' Resolve Now, Support, external pages and Resolve IT share, as the server's TicketCore: files to
 * attach, opening a ticket (its team, type and approval steps), a requester's reply and an approver's decision.
 */
export function ticketFlowOf(state: MockState, baseUrl: string) {
  const desk = deskDataOf(state);
  const data = adminDataOf(state);
  const uploaderKey = ({ userId, email }: Uploader) => userId ?? email.toLowerCase();

  /** The approvers of each step, by name as the answers show them: named people, a team's members or the requester's manager. */
  function approvalOf(requestTypeId: string | null | undefined, organisationId: string, requesterId: string | null): Approval | null {
    const type = desk.requestTypes.find((each) => each.id === requestTypeId);
    const steps = type?.needsApproval ? (data.serviceTypeExtras.get(type.id)?.approvalSteps ?? []) : [];
    if (steps.length === 0) return null;
    const rules = steps.map(({ approvers, requiredSharePercent }, index) => {
      const ids =
        approvers.kind === 'people'
          ? approvers.userIds
          : approvers.kind === 'team'
            ? (data.teams.find((team) => team.id === approvers.teamId)?.members.map((member) => member.userId) ?? [])
            : [requesterId ? data.managers.get(requesterId) : null].filter((id): id is string => Boolean(id));
      // The requester is never an approver of their own request.
      const names = [...new Set(ids)].filter((id) => id !== requesterId).flatMap((id) => state.user(organisationId, id)?.name ?? []);
      return { order: index + 1, requiredSharePercent, approverIds: names };
    });
    return progressOf(rules, []);
  }

  /** The answer's approval from the steps and the votes: the domain's rules decide, as on the server. */
  function progressOf(rules: readonly ApprovalStepRule[], votes: readonly (ApprovalVote & { step: number })[]): Approval {
    const byStep = new Map(rules.map((rule) => [rule.order, votes.filter((vote) => vote.step === rule.order)]));
    const progress = approvalProgress(rules, byStep);
    return {
      state: progress.state,
      currentStep: progress.currentStep,
      steps: rules.map((rule) => {
        const outcome = progress.steps.find((each) => each.order === rule.order)?.outcome ?? 'pending';
        return {
          order: rule.order,
          requiredSharePercent: rule.requiredSharePercent,
          state: outcome === 'pending' && rule.order !== progress.currentStep ? 'waiting' : outcome,
          approvers: rule.approverIds.map((name) => {
            const vote = byStep.get(rule.order)?.find((cast) => cast.approverId === name);
            return { approver: { name }, decision: vote?.decision ?? null, reason: vote?.reason ?? null, at: vote ? vote.at.toISOString() : null };
          }),
        };
      }),
      // Told per viewer by the answers.
      mayDecide: false,
    };
  }

  /** People in copy by address, each once; a colleague is also known by account, so they find the ticket among their own. */
  function copyPeople(organisationId: string, emails: readonly string[]): MockTicket['copy'] {
    return [...new Set(emails.map((email) => email.toLowerCase()))].map((email) => {
      const user = state.userByEmail(email);
      return user?.organisationId === organisationId ? { userId: user.id, name: user.name, email } : { userId: null, name: null, email };
    });
  }

  /** Files a ticket or message now holds: no longer uploads waiting to be named. */
  function attach(files: readonly MockAttachment[]): MockAttachment[] {
    for (const file of files) desk.uploads.delete(file.id);
    return [...files];
  }

  function open(organisationId: string, caller: StaffCaller | null, input: OpenTicket): MockTicket {
    const { requestTypeId, categoryId, copy = [], teamId, appSlug, attachments = [], ...fields } = input;
    const type = desk.requestTypes.find((each) => each.id === requestTypeId);
    const extras = type && data.serviceTypeExtras.get(type.id);
    const category = desk.categories.find((each) => each.id === categoryId);
    const approval = approvalOf(requestTypeId, organisationId, input.requester.userId);
    const status = data.statusIn('new');
    const ticket = desk.addTicket(organisationId, {
      ...fields,
      requestType: type ? { id: type.id, name: type.name } : null,
      category: category ? { id: category.id, name: category.name } : null,
      priority: data.defaultPriority(),
      copy: copyPeople(organisationId, copy),
      approval,
      approvalState: approval?.state ?? 'none',
      attachments: attach(attachments),
    });
    const by = data.person(organisationId, caller?.user.id ?? null);
    Object.assign(ticket, { status, statusHistory: [{ at: ticket.createdAt, status, by }] });
    Object.assign(data.fieldsOf(ticket), {
      teamId: teamId ?? extras?.teamId ?? (category && data.categoryTeams.get(category.id)) ?? null,
      ticketTypeId: extras?.ticketTypeId ?? null,
    });
    data.audit(organisationId, caller, { action: 'ticket.created', entityType: 'ticket', entityId: ticket.id, appSlug });
    return ticket;
  }

  return {
    open,
    copyPeople,

    upload(uploader: Uploader, { bytes, contentType }: { bytes: Uint8Array; contentType: string }, filename: string): z.output<typeof UploadedAttachment> {
      const id = newId();
      const file: MockAttachment = { id, filename, contentType, size: bytes.length, url: `${originOf(baseUrl)}/files/${id}` };
      desk.uploads.set(id, { file, by: uploaderKey(uploader) });
      return { ...file, key: `service-desk/${id}` };
    },

    /** The uploads a ticket or message names: only the uploader's own, not attached yet. */
    attachments(ids: readonly string[], uploader: Uploader): MockAttachment[] {
      const files = [...new Set(ids)].map((id) => desk.uploads.get(id)).map((upload) => (upload?.by === uploaderKey(uploader) ? upload.file : undefined));
      if (files.some((file) => !file)) throw fieldProblem('attachmentIds', 'Attach only files you uploaded and did not attach yet.', 'unknown-id');
      return files as MockAttachment[];
    },

    attach,

    /**
     * A requester's or visitor's reply: a pending, resolved or closed ticket goes back to the desk (open), unless it is
     * closed and its team opens a follow-up instead. Answers the ticket that holds the reply.
     */
    reply(ticket: MockTicket, author: Author, body: string, attachments: MockAttachment[], appSlug: string, caller: StaffCaller | null): MockTicket {
      const team = data.teams.find((each) => each.id === data.fieldsOf(ticket).teamId);
      if (ticket.status.category === 'closed' && team?.reopenPolicy === 'new-ticket') {
        const { serviceType, subject, impact, requester } = ticket;
        return open(ticket.organisationId, caller, { serviceType, subject, description: body, categoryId: ticket.category?.id ?? null, impact, requester, attachments, teamId: team.id, appSlug });
      }
      Object.assign(ticket, { messages: [...ticket.messages, desk.message(author, body, attach(attachments))] });
      if (ticket.status.category === 'pending' || isClosedCategory(ticket.status.category)) {
        desk.moveTo(ticket, data.statusIn('open'), data.person(ticket.organisationId, author.userId));
      }
      desk.stamp(ticket);
      data.audit(ticket.organisationId, caller, { action: 'ticket.replied', entityType: 'ticket', entityId: ticket.id, appSlug });
      return ticket;
    },

    /** One approver's decision on the step awaiting decisions, counted by the domain's rules; a refusal tells the requester why. */
    decide(ticket: MockTicket, caller: StaffCaller, vote: z.output<typeof ApprovalDecisionRequest>, appSlug: string): void {
      const { approval } = ticket;
      if (ticket.approvalState !== 'pending' || !approval) throw refused('This request is not awaiting approval.', 'not-pending');
      if (caller.user.id === ticket.requester.userId) throw refused('Nobody approves their own request.', 'own-request');
      const rules = approval.steps.map(({ order, requiredSharePercent, approvers }) => ({ order, requiredSharePercent, approverIds: approvers.map((each) => each.approver.name) }));
      const votes = approval.steps.flatMap((step) =>
        step.approvers.flatMap(({ approver, decision, reason, at }) => (decision ? [{ step: step.order, approverId: approver.name, decision, reason, at: new Date(at ?? 0) }] : [])),
      );
      const step = rules.find((rule) => rule.order === approval.currentStep);
      if (!step) throw refused('This request is not awaiting approval.', 'not-pending');
      const reason = vote.reason?.trim() || null;
      const cast = { approverId: caller.user.name, decision: vote.decision, reason };
      const problem = voteProblem(step, votes.filter((each) => each.step === step.order), cast);
      if (problem === 'reason-required') throw fieldProblem('reason', 'A refusal needs a reason.', 'required');
      if (problem) throw refused(VOTE_REFUSALS[problem], problem);
      const after = progressOf(rules, [...votes, { ...cast, step: step.order, at: new Date() }]);
      Object.assign(ticket, { approval: after, approvalState: after.state });
      if (after.state === 'refused') {
        const system = { userId: null, name: 'Approval', email: null, kind: 'system' } as const;
        Object.assign(ticket, { messages: [...ticket.messages, desk.message(system, `The request was refused: ${reason ?? ''}`.trim())] });
      }
      desk.stamp(ticket);
      data.audit(ticket.organisationId, caller, { action: 'ticket.approval-decided', entityType: 'ticket', entityId: ticket.id, appSlug });
    },
  };
}
