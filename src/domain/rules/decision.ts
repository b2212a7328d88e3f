/** The values a refusal's sentence names ("only 2 left"), for a client to word it in its own language. */
export type RefusalParams = Readonly<Record<string, string | number>>;

/**
 * A rule's answer: the new state, or why the change is refused: a stable code with its values, which the UI
 * translates, and the English sentence for the API's answer.
 */
export type Decision<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly code: string; readonly reason: string; readonly params: RefusalParams };

export const allow = <T>(value: T): Decision<T> => ({ ok: true, value });
export const refuse = <T = never>(code: string, reason: string, params: RefusalParams = {}): Decision<T> => ({ ok: false, code, reason, params });
