/** A rule's answer: the new state, or why the change is refused (a stable code the UI translates, and a sentence). */
export type Decision<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly code: string; readonly reason: string };

export const allow = <T>(value: T): Decision<T> => ({ ok: true, value });
export const refuse = <T = never>(code: string, reason: string): Decision<T> => ({ ok: false, code, reason });
