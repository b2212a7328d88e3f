/** `RES#12`, `res12`, `#12` or `12`: a ticket number typed as people type it. */
export function ticketNumberOf(text: string): number | null {
  const match = /^\s*(?:res)?\s*#?\s*(\d{1,9})\s*$/i.exec(text);
  return match ? Number(match[1]) : null;
}

/** The words of a search, split at every non-alphanumeric as the tickets' search text is: each matches as a prefix. */
export function searchTerms(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).slice(0, 16);
}

/**
 * Whether a ticket is found by a search: by its number when the search is one, else when every word of the search
 * begins a word of its subject, description or requester. The server asks its text-search index the same.
 */
export function ticketMatches(search: string, ticket: { readonly number: number; readonly subject: string; readonly description: string; readonly requesterName: string; readonly requesterEmail: string }): boolean {
  const number = ticketNumberOf(search);
  if (number !== null) return ticket.number === number;
  const terms = searchTerms(search);
  const words = searchTerms([ticket.subject, ticket.description, ticket.requesterName, ticket.requesterEmail].join(' '));
  return terms.length > 0 && terms.every((term) => words.some((word) => word.startsWith(term)));
}
