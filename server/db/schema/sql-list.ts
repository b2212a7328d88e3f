import { sql } from 'drizzle-orm';

/** A literal list for a CHECK constraint; the values are the contract's own constants, never input. */
export const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));
