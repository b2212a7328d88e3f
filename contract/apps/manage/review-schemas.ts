import * as z from 'zod';
import { text } from '../../text';
import { MAX_IMPORT_ROWS } from '../../../src/apps/manage/domain/import-plan';
import { REVIEW_REASONS } from '../../../src/apps/manage/domain/import-problems';
import { ALL_IMPORT_FIELDS } from '../../../src/apps/manage/domain/import-fields';
import { EXCEPTION_KINDS } from '../../../src/apps/manage/domain/exception-rules';
import { Id, Timestamp, Version } from '../../common';
import { listAnswer, listQuery } from '../../list';
import { Cents, Day } from '../../common';
import { AssetStatus, ProductType } from './asset-schemas';

const ExceptionKind = z.enum(EXCEPTION_KINDS);
const ExceptionItem = z.object({
  kind: ExceptionKind,
  entityType: z.enum(['asset', 'licence', 'person']),
  entityId: Id,
  label: text(),
  /**
   * The fact the finding rests on, as data for the screen to word: the holder's name, the shared serial, the day
   * the warranty or the life ended (YYYY-MM-DD), the seats as "used/total", or a deactivated person's email.
   */
  fact: text(),
  fix: z.object({ action: text(), label: text() }),
});
export const ExceptionListQuery = listQuery(['kind'], { kind: ExceptionKind.optional() });
export const ExceptionList = listAnswer(ExceptionItem);

const Cell = text().max(500).optional();

/**
 * One row of an asset CSV after column mapping, Snipe-IT's columns, every cell as text: the server checks each
 * row itself so that a bad one is reported with its line, rather than refused as a malformed request.
 */
const ImportRow = z.strictObject({
  line: z.int().min(1).max(1_000_000),
  assetTag: Cell,
  serial: Cell,
  model: Cell,
  manufacturer: Cell,
  category: Cell,
  status: Cell,
  assignedTo: Cell,
  location: Cell,
  purchaseDate: Cell,
  purchaseCost: Cell,
  warrantyMonths: Cell,
  notes: text().max(4000).optional(),
});

/** Room for MAX_IMPORT_ROWS rows of Snipe-IT's export (about 250 bytes each as JSON) with every cell long. */
export const IMPORT_BODY_LIMIT_BYTES = 8 * 1024 * 1024;
/** A whole file in one request, so that an import is all or nothing. */
export const ImportRequest = z.strictObject({ source: z.enum(['csv', 'integration']), rows: z.array(ImportRow).min(1).max(MAX_IMPORT_ROWS) });
export const ImportAnswer = z.object({ batchId: Id, received: z.int().min(1) });

export const ImportedValues = z.object({
  assetTag: text(),
  serial: text().nullable(),
  model: text(),
  manufacturer: text().nullable(),
  productType: ProductType,
  status: AssetStatus,
  /** The holder as the file names them, an address or a name; matched to a person when the row is accepted. */
  assignedTo: text().nullable(),
  location: text().nullable(),
  purchaseDate: Day.nullable(),
  costCents: Cents.nullable(),
  warrantyEnd: Day.nullable(),
  endOfLife: Day.nullable().optional(),
  notes: text().nullable(),
  customFields: z.record(text(), text()).optional(),
});
export type ImportedValues = z.infer<typeof ImportedValues>;

const ImportState = z.enum(['pending', 'accepted', 'merged', 'rejected']);
export const ImportedAssetItem = z.object({
  id: Id,
  batchId: Id,
  line: z.int(),
  source: text(),
  values: ImportedValues,
  state: ImportState,
  /** An asset already holding the tag or serial: the candidate to merge into. */
  matchAssetId: Id.nullable(),
  resultAssetId: Id.nullable(),
  /** Why a moved-over row waits for a person (an unknown status, an ambiguous date, a holder matching two people). */
  reasons: z.array(z.object({ code: z.enum(REVIEW_REASONS), field: z.enum(ALL_IMPORT_FIELDS).optional(), params: z.record(text(), text()) })),
  createdAt: Timestamp,
  version: Version,
});
export const ImportedAssetListQuery = listQuery(['line', 'createdAt'], { state: ImportState.optional(), batchId: Id.optional() });
export const ImportedAssetList = listAnswer(ImportedAssetItem);
/**
 * Accepting a row makes it an asset. `assigneeId` is the person the reviewer chose when the file's holder fits
 * several people (or nobody); without it the holder is matched by address or name.
 */
export const AcceptImportRequest = z.strictObject({ version: Version, assigneeId: Id.optional() });
export const MergeImportRequest = z.strictObject({ assetId: Id, version: Version });
