/** Both drivers answer a raw query with `{ rows }`; drizzle types the answer per driver, so it is read here once. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
