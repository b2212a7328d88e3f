/** The tag in a subject that ties a mail to its ticket; kept short because mail clients cut long subjects. */
export const TICKET_PREFIX = 'RES';

export type MailHeaders = Readonly<Record<string, string | readonly string[] | undefined>>;

/** '[RES#123]', '[ res # 123 ]': clients and people add spaces and change case. */
const TAG = new RegExp(`\\[\\s*${TICKET_PREFIX}\\s*#\\s*(\\d+)\\s*\\]`, 'i');
/** Reply and forward markers in the languages the desk meets: Re, AW (German), Fwd/Fw, WG (German), SV, Antw. */
const REPLY_MARKER = /^\s*(?:re|aw|antw|sv|fwd?|wg)\s*(?:\[\d+\]|\(\d+\))?\s*:\s*/i;

export function ticketReference(number: number): string {
  return `${TICKET_PREFIX}#${number}`;
}

/** The ticket a mail answers, from the first tag in its subject; reply markers around it do not matter. */
export function ticketNumberInSubject(subject: string): number | null {
  const match = TAG.exec(subject);
  if (!match) return null;
  const number = Number(match[1]);
  return Number.isSafeInteger(number) && number > 0 ? number : null;
}

/**
 * The subject the desk sends: its own tag once, in front, and no reply markers, so a long exchange does not grow
 * 'Re: AW: Re: [RES#1] [RES#1]'. Tags of other tickets stay: they tell the reader where the mail came from.
 */
export function replySubject(number: number, subject: string): string {
  const own = new RegExp(`\\[\\s*${TICKET_PREFIX}\\s*#\\s*0*${number}\\s*\\]`, 'gi');
  let rest = subject.replace(own, ' ');
  for (let previous = ''; previous !== rest; ) {
    previous = rest;
    rest = rest.replace(REPLY_MARKER, '');
  }
  rest = rest.replace(/\s+/g, ' ').trim();
  const tag = `[${ticketReference(number)}]`;
  return rest ? `${tag} ${rest}` : tag;
}

function headerValues(headers: MailHeaders, name: string): string[] {
  const values: string[] = [];
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== name || value === undefined) continue;
    values.push(...(typeof value === 'string' ? [value] : value));
  }
  return values;
}

/** A header's value without parameters or comments, lower case: 'Auto-Replied; x=1' -> 'auto-replied'. */
const token = (value: string) => value.split(/[;(]/)[0]!.trim().toLowerCase();

/**
 * Subjects that out-of-office replies start with, in English and German: Exchange ("Automatic reply:", "Automatische
 * Antwort:"), older Outlook and Notes ("Out of Office:", "Abwesenheitsnotiz:"), and the bare words some servers send.
 * Only at the start and as the whole subject or before a colon: "Out of office laptop" is a person's request.
 */
const OUT_OF_OFFICE =
  /^\s*(?:automatic reply|auto[- ]?reply|out of (?:the )?office(?: auto[- ]?reply)?|abwesenheitsnotiz|automatische antwort)\s*(?::|$)/i;

/**
 * Whether a mail was sent by a machine (an out-of-office, a bounce, a bulk or looping mail), which the desk must
 * neither answer nor let open or reopen a ticket, or two robots mail each other forever.
 *
 * List-Id alone does not count: a team address that forwards to the desk through a mail group adds it to every
 * person's mail. Bulk lists also send Precedence: list or bulk, which does count. Exchange marks its automatic
 * replies with X-Auto-Response-Suppress and not always with Auto-Submitted; the subject catches the servers that
 * mark them with nothing at all.
 */
export function isAutomaticMail(headers: MailHeaders): boolean {
  const has = (name: string) => headerValues(headers, name).length > 0;
  return (
    headerValues(headers, 'auto-submitted').some((value) => token(value) !== 'no') ||
    headerValues(headers, 'precedence').some((value) => ['bulk', 'list', 'junk', 'auto_reply'].includes(token(value))) ||
    has('x-loop') ||
    has('x-autoreply') ||
    has('x-autorespond') ||
    has('x-auto-response-suppress') ||
    headerValues(headers, 'return-path').some((value) => value.replace(/\s/g, '') === '<>') ||
    headerValues(headers, 'subject').some((subject) => OUT_OF_OFFICE.test(subject))
  );
}

/** The Message-IDs in a header, each as '<id@host>'; some clients leave out the angle brackets. */
function messageIds(value: string): string[] {
  const bracketed = value.match(/<[^<>\s]+>/g);
  if (bracketed) return bracketed;
  return value
    .split(/[\s,]+/)
    .filter((id) => id.includes('@'))
    .map((id) => `<${id}>`);
}

/**
 * The messages a mail answers, newest first, without repeats: In-Reply-To names the message answered, and
 * References lists the thread oldest first. The first one the desk knows decides the ticket.
 */
export function referencedMessageIds(inReplyTo: string | undefined, references: string | readonly string[] | undefined): string[] {
  const thread = typeof references === 'string' ? [references] : (references ?? []);
  const newestFirst = [...messageIds(inReplyTo ?? ''), ...thread.flatMap(messageIds).reverse()];
  return [...new Set(newestFirst)];
}
