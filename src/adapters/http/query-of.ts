/** A list request as query parameters: unset filters are left out, flags become 'true' or 'false'. */
export function queryOf(request: object): Record<string, string | number | boolean | undefined> {
  return Object.fromEntries(Object.entries(request).filter(([, value]) => value !== undefined && value !== '')) as Record<
    string,
    string | number | boolean
  >;
}
