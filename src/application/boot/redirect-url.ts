/** The url a thrown value carries, whatever threw it: any value with a string `url` counts. */
export function redirectUrlOf(thrown: unknown): string | null {
  if (typeof thrown !== 'object' || thrown === null || !('url' in thrown)) return null;
  return typeof thrown.url === 'string' ? thrown.url : null;
}
