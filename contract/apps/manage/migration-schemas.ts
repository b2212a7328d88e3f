import * as z from 'zod';
import { text } from '../../text';
import { Cents, Day, Email, EmailInput, Id, ShortText, OptionalText, Timestamp } from '../../common';
import { listAnswer, listQuery } from '../../list';
import { ALL_IMPORT_FIELDS, IMPORT_KINDS } from '../../../src/apps/manage/domain/import-fields';
import { MAX_IMPORT_ROWS } from '../../../src/apps/manage/domain/import-plan';
import { REVIEW_REASONS } from '../../../src/apps/manage/domain/import-problems';
import { IMPORT_OUTCOMES, OUTCOME_REASONS } from '../../../src/apps/manage/domain/import-report';
import { AssetStatus } from './asset-schemas';
import { ModelInput } from './configure-schemas';
import { ComponentFields, ConsumableFields } from './consumable-schemas';

/**
 * A file moved over from Snipe-IT, as the browser read it: every row already checked there (the same domain
 * functions read the preview), so the server takes plain values and decides only what needs the database: merges,
 * holders, seats. One request is one file, so that it is all or nothing.
 */
const Line = z.int().min(1).max(10_000_000);
const Short = text().trim().min(1).max(500);
const Maybe = Short.nullable();
const Long = text().max(4000).nullable();

const Holder = z.strictObject({ username: Maybe, email: text().trim().toLowerCase().max(254).nullable(), name: Maybe }).nullable();
const ReviewReason = z.strictObject({ code: z.enum(REVIEW_REASONS), field: z.enum(ALL_IMPORT_FIELDS).optional(), params: z.record(text().max(40), text().max(500)) });

export const AssetMigrationRow = z.strictObject({
  line: Line,
  assetTag: Short,
  serial: Maybe,
  model: Short,
  manufacturer: Maybe,
  category: Maybe,
  status: AssetStatus,
  holder: Holder,
  location: Maybe,
  purchaseDate: Day.nullable(),
  purchaseCostCents: Cents.nullable(),
  supplier: Maybe,
  invoiceNumber: Maybe,
  warrantyEnd: Day.nullable(),
  endOfLife: Day.nullable(),
  notes: Long,
  customFields: z.record(text().trim().min(1).max(120), text().max(2000)),
  /** Why a person must still decide: the row then waits in the review queue instead of becoming an asset. */
  review: z.array(ReviewReason).max(10),
});
export const PersonMigrationRow = z.strictObject({
  line: Line,
  email: z.email().max(254),
  name: Short,
  username: Maybe,
  employeeNumber: Maybe,
  jobTitle: Maybe,
  location: Maybe,
});
export const LicenceMigrationRow = z.strictObject({
  line: Line,
  name: Short,
  licenceKey: Maybe,
  publisher: Maybe,
  category: Maybe,
  seats: z.int().min(1).max(1_000_000).nullable(),
  expiresOn: Day.nullable(),
  costCents: Cents.nullable(),
  supplier: Maybe,
  notes: Long,
  holder: Holder,
});
export const AccessoryMigrationRow = z.strictObject({
  line: Line,
  name: Short,
  category: Maybe,
  manufacturer: Maybe,
  quantity: z.int().min(0).max(1_000_000),
  lowStockThreshold: z.int().min(0).max(1_000_000).nullable(),
  location: Maybe,
  costCents: Cents.nullable(),
  notes: Long,
});
export const LocationMigrationRow = z.strictObject({
  line: Line,
  name: Short,
  address: Maybe,
  address2: Maybe,
  city: Maybe,
  state: Maybe,
  country: Maybe,
  zip: Maybe,
  parent: Maybe,
  manager: Maybe,
  currency: Maybe,
});

/** Consumables, components and models by the API's own rules for them, a site by name instead of its id. */
const stockRow = { line: Line, location: Maybe, minQuantity: ConsumableFields.shape.minQuantity.unwrap().nullable() };
export const ConsumableMigrationRow = ConsumableFields.omit({ locationId: true }).extend(stockRow);
export const ComponentMigrationRow = ComponentFields.omit({ locationId: true }).extend(stockRow);
export const ModelMigrationRow = ModelInput.pick({ name: true, modelNumber: true, eolMonths: true, minQuantity: true, notes: true }).extend({
  line: Line,
  category: ShortText,
  manufacturer: OptionalText,
  requestable: z.boolean(),
});
/** One order of another shop system, one line each: placed in Manage Orders by commerce, once per reference. */
export const OrderMigrationRow = z.strictObject({
  line: Line,
  reference: ShortText,
  email: EmailInput,
  product: ShortText,
  quantity: z.int().min(1).max(10_000),
  unitPriceCents: Cents,
  orderedOn: Day.nullable(),
});

const rows = <T extends z.ZodType>(row: T) => z.array(row).min(1).max(MAX_IMPORT_ROWS);
export const MigrationRequest = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('assets'), rows: rows(AssetMigrationRow) }),
  z.strictObject({ kind: z.literal('people'), rows: rows(PersonMigrationRow) }),
  z.strictObject({ kind: z.literal('licences'), rows: rows(LicenceMigrationRow) }),
  z.strictObject({ kind: z.literal('accessories'), rows: rows(AccessoryMigrationRow) }),
  z.strictObject({ kind: z.literal('locations'), rows: rows(LocationMigrationRow) }),
  z.strictObject({ kind: z.literal('consumables'), rows: rows(ConsumableMigrationRow) }),
  z.strictObject({ kind: z.literal('components'), rows: rows(ComponentMigrationRow) }),
  z.strictObject({ kind: z.literal('models'), rows: rows(ModelMigrationRow) }),
  z.strictObject({ kind: z.literal('orders'), rows: rows(OrderMigrationRow) }),
]);
export type MigrationRequest = z.infer<typeof MigrationRequest>;

/** Room for MAX_IMPORT_ROWS rows of the widest kind (assets with custom fields, about a kilobyte each as JSON). */
export const MIGRATION_BODY_LIMIT_BYTES = 16 * 1024 * 1024;

export const MigrationReport = z.object({
  batchId: Id,
  kind: z.enum(IMPORT_KINDS),
  lines: z.array(
    z.object({ line: z.int(), outcome: z.enum(IMPORT_OUTCOMES), reason: z.enum(OUTCOME_REASONS), label: text(), detail: text().nullable() }),
  ),
  /** Records the file created: a licence repeated on each seat's line once, an asset waiting for its holder too. */
  created: z.int().min(0),
  matched: z.int().min(0),
  /** This file's lines waiting for their holder (not those of earlier files). */
  waiting: z.int().min(0),
  /** A locations file's sites in Locations: added as offices, there already by name, and of those how many have an address to complete. */
  places: z.object({ added: z.int().min(0), known: z.int().min(0), incomplete: z.int().min(0), invalid: z.int().min(0) }).nullable(),
});

/**
 * An asset or a licence seat an import could not give to its holder yet: the name fits nobody here (they have not
 * arrived) or several people (a person must choose). `candidates` are the people the name fits now.
 */
const WaitingHolderItem = z.object({
  id: Id,
  batchId: Id,
  line: z.int(),
  entityType: z.enum(['asset', 'licence']),
  entityId: Id,
  /** The asset's tag or the licence's name. */
  label: text(),
  /** The holder as the file named them: an address, a username or a name. */
  holder: text(),
  candidates: z.array(z.object({ id: Id, name: text(), email: Email })),
  createdAt: Timestamp,
});
export const WaitingHolderListQuery = listQuery(['createdAt'], {});
export const WaitingHolderList = listAnswer(WaitingHolderItem);
/** The person who holds it, chosen by a reviewer. */
export const HandOverRequest = z.strictObject({ userId: Id });
