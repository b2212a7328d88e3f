import { sameText, type ServerKeys } from '../../../kernel';

/**
 * A reply token: the ticket's number, then 24 hex digits (96 bits) of a signature over the organisation, the ticket
 * and the recipient. Digits and lower-case hex only, since mail servers may change the case of an address on the way.
 */
const TOKEN = /^(\d{1,9})-([0-9a-f]{24})$/;
/** The longest local part RFC 5321 promises every server takes. */
const MOST_LOCAL_PART = 64;

interface TokenTicket {
  readonly organisationId: string;
  readonly id: string;
  readonly number: number;
}

const partsOf = (ticket: TokenTicket, recipient: string) => ['service-desk.reply-to', ticket.organisationId, ticket.id, recipient.toLowerCase()];
const tokenOf = (ticket: TokenTicket, mac: string) => `${ticket.number}-${Buffer.from(mac, 'base64url').toString('hex').slice(0, 24)}`;

/**
 * The token that proves a mail answers one the desk sent `recipient` about `ticket`; it names both, signed. Too short
 * for a key id (and mail servers may change its case), it is checked under each key that still verifies.
 */
export function replyToken(keys: ServerKeys, ticket: TokenTicket, recipient: string): string {
  return tokenOf(ticket, keys.mac(...partsOf(ticket, recipient)));
}

/**
 * The desk's address plus-addressed with a token ('desk+42-…@acme.test'), where replies go. Null when the local part
 * would be longer than servers must take: the Message-ID the mail carries still proves a reply then.
 */
export function replyAddress(deskAddress: string, token: string): string | null {
  const at = deskAddress.lastIndexOf('@');
  const local = `${deskAddress.slice(0, at)}+${token}`;
  return local.length <= MOST_LOCAL_PART ? `${local}${deskAddress.slice(at)}` : null;
}

/** The tokens among the addresses a mail went to, each with the ticket number it claims. */
export function tokensIn(addresses: readonly string[]): { readonly number: number; readonly token: string }[] {
  return addresses.flatMap((address) => {
    const local = address.slice(0, address.lastIndexOf('@'));
    const token = local.slice(local.lastIndexOf('+') + 1).toLowerCase();
    const match = local.includes('+') ? TOKEN.exec(token) : null;
    return match ? [{ number: Number(match[1]), token }] : [];
  });
}

/** Whether a token was made for this recipient of this ticket: a token of someone else, another ticket or altered fails. */
export function tokenFits(keys: ServerKeys, ticket: TokenTicket, recipient: string, token: string): boolean {
  return keys.macs(...partsOf(ticket, recipient)).some((mac) => sameText(token, tokenOf(ticket, mac)));
}
