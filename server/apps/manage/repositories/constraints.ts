/** The name of the unique constraint an insert or update broke, whichever driver raised it; null for other errors. */
export function uniqueViolation(error: unknown): string | null {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}
