import * as z from 'zod';
import { Day, Id, Timestamp, Version } from '../../common';
import { text } from '../../text';
import { FAILURE_REASONS, ROUND_STATUSES, SCAN_OUTCOMES } from '../../../src/apps/audit/domain/audit-rounds';
import { MAX_WARNING_DAYS } from '../../../src/apps/audit/domain/audit-schedule';

const PlaceRef = z.object({ id: Id, name: text() });

/** The asset as the audit screens name it. */
export const AuditAsset = z.object({
  id: Id,
  assetTag: text(),
  model: text(),
  productType: text(),
  location: PlaceRef.nullable(),
});

export const DueAuditsQuery = z.strictObject({
  /** Days before its date an audit is listed as due. */
  windowDays: z.coerce.number().int().min(0).max(MAX_WARNING_DAYS).optional(),
});

export const DueAudit = AuditAsset.extend({
  lastAudit: Day.nullable(),
  nextAudit: Day,
  standing: z.enum(['overdue', 'due']),
});

export const DueAudits = z.object({
  /** Months between audits (Manage Configure); null: no schedule, and the list is empty. */
  intervalMonths: z.int().nullable(),
  windowDays: z.int(),
  items: z.array(DueAudit),
});

export const AuditRound = z.object({
  id: Id,
  name: text(),
  location: PlaceRef.nullable(),
  productType: text().nullable(),
  status: z.enum(ROUND_STATUSES),
  expected: z.int().min(0),
  /** Distinct assets scanned so far. */
  scanned: z.int().min(0),
  createdAt: Timestamp,
  closedAt: Timestamp.nullable(),
  version: Version,
});
export type AuditRound = z.infer<typeof AuditRound>;

export const AuditRoundList = z.object({ items: z.array(AuditRound) });

export const CreateAuditRoundRequest = z
  .strictObject({
    name: text().trim().min(1).max(120),
    locationId: Id.nullable().optional(),
    productType: text().trim().min(1).max(40).nullable().optional(),
  })
  .refine((body) => Boolean(body.locationId || body.productType), { message: 'Choose a location, a category or both.', path: ['locationId'] });

export const AuditScan = z.object({
  id: Id,
  clientId: text(),
  code: text(),
  outcome: z.enum(SCAN_OUTCOMES),
  asset: AuditAsset.nullable(),
  moved: z.boolean(),
  scannedAt: Timestamp,
});
export type AuditScan = z.infer<typeof AuditScan>;

export const AuditFailure = z.object({ assetId: Id, reason: z.enum(FAILURE_REASONS), ticketNumber: z.int() });

export const AuditRoundDetail = z.object({
  round: AuditRound,
  scans: z.array(AuditScan),
  report: z.object({
    missing: z.array(AuditAsset),
    elsewhere: z.array(AuditAsset),
    unknown: z.array(text()),
    found: z.int().min(0),
    expected: z.int().min(0),
  }),
  failures: z.array(AuditFailure),
});
export type AuditRoundDetail = z.infer<typeof AuditRoundDetail>;

/** The scanning device names each scan (a UUID it makes), so that a scan queued offline and sent again counts once. */
export const AuditScanRequest = z.strictObject({
  clientId: text().trim().min(8).max(64).regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _'),
  code: text().trim().min(1).max(500),
  /** When it was scanned, for a scan sent late from the offline queue; now when left out. */
  scannedAt: Timestamp.optional(),
});

export const AuditScanAnswer = z.object({ scan: AuditScan, repeated: z.boolean() });

export const AssetOfRoundRequest = z.strictObject({ assetId: Id });

export const AuditFailureRequest = z.strictObject({
  assetId: Id,
  reason: z.enum(FAILURE_REASONS),
  note: text().trim().max(2000).optional(),
});

export const CloseAuditRoundRequest = z.strictObject({ version: Version });

export const AuditRoundOptions = z.object({
  locations: z.array(PlaceRef),
  productTypes: z.array(text()),
});
