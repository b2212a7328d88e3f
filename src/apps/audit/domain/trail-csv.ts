import { toCsv } from '../../../domain/csv/csv-text';

interface TrailPersonRef {
  readonly name: string;
  readonly email: string;
}

/** What an export row shows of a trail entry. */
export interface TrailCsvEntry {
  /** ISO 8601. */
  readonly at: string;
  readonly action: string;
  readonly appSlug: string | null;
  readonly entityType: string;
  readonly entityId: string | null;
  readonly user: TrailPersonRef | null;
  readonly impersonator: TrailPersonRef | null;
  readonly before: unknown;
  readonly after: unknown;
}

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** The trail's export: one row per entry, before and after as JSON, the acting admin beside an impersonated person; the server's and the mocks' one CSV. */
export function trailCsv(entries: readonly TrailCsvEntry[]): string {
  return toCsv(
    ['at', 'action', 'app', 'record_type', 'record_id', 'person', 'person_email', 'acting_admin', 'acting_admin_email', 'before', 'after'],
    entries.map((entry) => [
      entry.at,
      entry.action,
      entry.appSlug,
      entry.entityType,
      entry.entityId,
      entry.user?.name ?? null,
      entry.user?.email ?? null,
      entry.impersonator?.name ?? null,
      entry.impersonator?.email ?? null,
      json(entry.before),
      json(entry.after),
    ]),
  );
}
