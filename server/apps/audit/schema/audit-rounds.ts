import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { FAILURE_REASONS, ROUND_STATUSES, SCAN_OUTCOMES, type FailureReason, type RoundStatus } from '../../../../src/apps/audit/domain/audit-rounds';
import type { ScanOutcome } from '../../../../src/apps/audit/domain/round-scans';
import { at, createdAt, id, inList, organisationId, users, version } from '../../../kernel-schema';

/**
 * A physical audit round: the assets of a site (a place of Locations), of a category, or both, fixed as expected when
 * it opens so that the report compares with what was there then.
 */
export const auditRounds = pgTable(
  'audit_rounds',
  {
    id: id(),
    organisationId: organisationId(),
    name: text('name').notNull(),
    locationId: uuid('location_id'),
    productType: text('product_type'),
    expectedAssetIds: jsonb('expected_asset_ids').$type<string[]>().notNull(),
    status: text('status').$type<RoundStatus>().notNull().default('open'),
    openedBy: uuid('opened_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    closedAt: at('closed_at'),
    version: version(),
  },
  (t) => [
    index('audit_rounds_org_idx').on(t.organisationId, t.createdAt),
    check('audit_rounds_status_check', sql`${t.status} in (${inList(ROUND_STATUSES)})`),
    check('audit_rounds_scope_check', sql`${t.locationId} is not null or ${t.productType} is not null`),
  ],
);

/**
 * One scan in a round, as typed or read by the camera. `client_id` is the scanning device's own id for it, so that a
 * scan queued offline and sent twice counts once.
 */
export const auditScans = pgTable(
  'audit_scans',
  {
    id: id(),
    organisationId: organisationId(),
    roundId: uuid('round_id')
      .notNull()
      .references(() => auditRounds.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    code: text('code').notNull(),
    assetId: uuid('asset_id'),
    outcome: text('outcome').$type<ScanOutcome>().notNull(),
    /** Where the fleet had it when scanned, for "found at another location". */
    foundLocationId: uuid('found_location_id'),
    /** Moved to the round's site since ("move it here"). */
    movedAt: at('moved_at'),
    scannedBy: uuid('scanned_by').references(() => users.id, { onDelete: 'set null' }),
    scannedAt: at('scanned_at').notNull(),
  },
  (t) => [
    uniqueIndex('audit_scans_client_unique').on(t.roundId, t.clientId),
    index('audit_scans_asset_idx').on(t.organisationId, t.assetId, t.scannedAt),
    check('audit_scans_outcome_check', sql`${t.outcome} in (${inList(SCAN_OUTCOMES)})`),
  ],
);

/** An asset that failed its audit (missing or damaged), once per round, and the Resolve IT ticket opened for it. */
export const auditFailures = pgTable(
  'audit_failures',
  {
    id: id(),
    organisationId: organisationId(),
    roundId: uuid('round_id')
      .notNull()
      .references(() => auditRounds.id, { onDelete: 'cascade' }),
    assetId: uuid('asset_id').notNull(),
    reason: text('reason').$type<FailureReason>().notNull(),
    ticketId: uuid('ticket_id').notNull(),
    ticketNumber: integer('ticket_number').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('audit_failures_asset_unique').on(t.roundId, t.assetId),
    check('audit_failures_reason_check', sql`${t.reason} in (${inList(FAILURE_REASONS)})`),
  ],
);
