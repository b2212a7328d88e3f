import type { Language } from '../../../../contract/common';
import { API_PREFIX } from '../../../../contract/descriptor';
import { escapeHtml, filledIn, type ServerConfig, type ServerKeys } from '../../../kernel';
import { approvalPageText } from './approval-page-text';

/** How long a mailed approval link works: long enough for a week away, short enough that an old mail is harmless. */
export const APPROVAL_LINK_DAYS = 7;
const LONGEST_MS = APPROVAL_LINK_DAYS * 86_400_000;
/** A link issued by a server whose clock runs this much ahead still opens. */
const CLOCK_SKEW_MS = 5 * 60_000;

/** Whom the link lets decide what: one approver, on one step of one request. */
export interface ApprovalLinkClaim {
  readonly ticketId: string;
  readonly step: number;
  readonly approverId: string;
}

export type ApprovalLinkCheck = { readonly kind: 'valid'; readonly claim: ApprovalLinkClaim } | { readonly kind: 'unknown' | 'expired' };

const PAYLOAD_BYTES = 41;
const uuidBytes = (id: string) => Buffer.from(id.replace(/-/g, ''), 'hex');
const uuidOf = (bytes: Buffer) => bytes.toString('hex').replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');
const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/**
 * The token of a link: the claim packed in 41 bytes (ticket, approver, step, issued, expires), then its signature under
 * the install's current key; the link itself is the permission. It expires when asked, but never later than
 * APPROVAL_LINK_DAYS after it was issued.
 */
export function approvalToken(keys: ServerKeys, claim: ApprovalLinkClaim, issued: Date, expires: Date): string {
  const tail = Buffer.alloc(9);
  tail.writeUInt8(claim.step, 0);
  tail.writeUInt32BE(seconds(issued), 1);
  tail.writeUInt32BE(seconds(new Date(Math.min(expires.getTime(), issued.getTime() + LONGEST_MS))), 5);
  const payload = Buffer.concat([uuidBytes(claim.ticketId), uuidBytes(claim.approverId), tail]).toString('base64url');
  return `${payload}.${keys.sign('approval-link', payload)}`;
}

/** What a token claims, if the install signed it; a link that says it lasts longer than a week opens nothing either. */
export function checkApprovalToken(keys: ServerKeys, token: string, now: Date): ApprovalLinkCheck {
  const dot = token.indexOf('.');
  const payload = token.slice(0, dot);
  const bytes = Buffer.from(payload, 'base64url');
  if (dot < 1 || bytes.length !== PAYLOAD_BYTES || !keys.verify(token.slice(dot + 1), 'approval-link', payload)) return { kind: 'unknown' };
  const issued = bytes.readUInt32BE(33) * 1000;
  const expires = bytes.readUInt32BE(37) * 1000;
  if (issued > now.getTime() + CLOCK_SKEW_MS || expires - issued > LONGEST_MS) return { kind: 'unknown' };
  if (expires <= now.getTime()) return { kind: 'expired' };
  return { kind: 'valid', claim: { ticketId: uuidOf(bytes.subarray(0, 16)), approverId: uuidOf(bytes.subarray(16, 32)), step: bytes.readUInt8(32) } };
}

export function approvalLinkUrl(config: Pick<ServerConfig, 'publicUrl'>, token: string): string {
  return `${config.publicUrl}${API_PREFIX}/service-desk/approval-links/${token}`;
}

export interface ApprovalPageFacts {
  readonly language: Language;
  readonly reference: string;
  readonly title: string;
  readonly requester: string;
  readonly answers: readonly { label: string; value: string }[];
  /** What the page says instead of the form: the approver decided already, or the request is decided. */
  readonly outcome: string | null;
}

/** The link's page: the request, and two forms that post the decision to the same address. No script, as the CSP wants. */
export function approvalPage(token: string, facts: ApprovalPageFacts): string {
  const text = approvalPageText[facts.language];
  const words = (source: string, params: Readonly<Record<string, string>> = {}) => filledIn(source, params, escapeHtml);
  const action = `${API_PREFIX}/service-desk/approval-links/${escapeHtml(token)}`;
  const answers = facts.answers.map((answer) => `<dt>${escapeHtml(answer.label)}</dt><dd>${escapeHtml(answer.value)}</dd>`).join('');
  const forms = facts.outcome
    ? `<p><strong>${escapeHtml(facts.outcome)}</strong></p>`
    : `<form method="post" action="${action}"><input type="hidden" name="decision" value="accepted"><button type="submit">${words(text.approve)}</button></form>
<form method="post" action="${action}" style="margin-top:1.5rem"><input type="hidden" name="decision" value="refused">
<label>${words(text.refuseReason)}<br><textarea name="reason" required maxlength="2000" rows="3" cols="40"></textarea></label><br>
<button type="submit">${words(text.refuse)}</button></form>`;
  return `<!doctype html>
<html lang="${facts.language}"><head><meta charset="utf-8"><title>${words(text.title, { reference: facts.reference })}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 3rem auto">
<h1>${escapeHtml(facts.reference)}: ${escapeHtml(facts.title)}</h1>
<p>${words(text.requestedBy, { name: facts.requester })}</p>
${answers ? `<dl>${answers}</dl>` : ''}
${forms}
</body></html>`;
}
