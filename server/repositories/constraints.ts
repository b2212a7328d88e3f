/** The constraint a statement broke with the given SQLSTATE (23505 unique, 23503 still referenced), whichever driver raised it. */
export function violatedConstraint(error: unknown, code: '23505' | '23503'): string | null {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    const { code: raised, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (raised === code) return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}
