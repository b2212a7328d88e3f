import type { Language } from '../../../../contract/common';
import { API_PREFIX } from '../../../../contract/descriptor';
import { escapeHtml, filledIn, hmac, sameText, type ServerConfig } from '../../../kernel';
import { approvalPageText } from './approval-page-text';

/** How long a mailed approval link works: long enough for a week away, short enough that an old mail is harmless. */
export const APPROVAL_LINK_DAYS = 7;

export interface ApprovalLinkClaim {
  readonly ticketId: string;
  readonly step: number;
  readonly approverId: string;
  /** Seconds since 1970. */
  readonly expires: number;
}

export type ApprovalLinkCheck = { readonly kind: 'valid'; readonly claim: ApprovalLinkClaim } | { readonly kind: 'forged' | 'expired' };

const signatureOf = (secret: string, payload: string) => hmac(secret, 'approval-link', payload);
const uuidBytes = (id: string) => Buffer.from(id.replace(/-/g, ''), 'hex');
const uuidOf = (bytes: Buffer) => bytes.toString('hex').replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');

/**
 * The token of a link: the claim packed in 37 bytes (ticket, approver, step, expiry), then its HMAC with the server
 * secret; the link itself is the permission. Packed because a path parameter may hold 100 characters at most.
 */
export function approvalToken(config: Pick<ServerConfig, 'secret'>, claim: ApprovalLinkClaim): string {
  const tail = Buffer.alloc(5);
  tail.writeUInt8(claim.step, 0);
  tail.writeUInt32BE(claim.expires, 1);
  const payload = Buffer.concat([uuidBytes(claim.ticketId), uuidBytes(claim.approverId), tail]).toString('base64url');
  return `${payload}.${signatureOf(config.secret, payload)}`;
}

export function checkApprovalToken(config: Pick<ServerConfig, 'secret'>, token: string, now: Date): ApprovalLinkCheck {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0 || !sameText(signatureOf(config.secret, payload), signature)) return { kind: 'forged' };
  const bytes = Buffer.from(payload, 'base64url');
  const claim = { ticketId: uuidOf(bytes.subarray(0, 16)), approverId: uuidOf(bytes.subarray(16, 32)), step: bytes.readUInt8(32), expires: bytes.readUInt32BE(33) };
  return claim.expires * 1000 > now.getTime() ? { kind: 'valid', claim } : { kind: 'expired' };
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
