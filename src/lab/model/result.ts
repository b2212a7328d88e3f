/** What a reading or parsing step gives: the value, or the problem that kept it from one. */
export type Result<T, E> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: E };
