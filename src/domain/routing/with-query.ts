/** An address with a query string, when there is one: `withQuery('/apps/x/list', 'page=2')`. */
export function withQuery(path: string, query: string | Readonly<Record<string, string>>): string {
  const text = typeof query === 'string' ? query : new URLSearchParams(query).toString();
  return text ? `${path}?${text}` : path;
}
