/** The asset fields a CSV import fills: the columns of Snipe-IT's asset export. */

export const IMPORT_FIELDS = [
  'assetTag',
  'serial',
  'model',
  'manufacturer',
  'category',
  'status',
  'assignedTo',
  'location',
  'purchaseDate',
  'purchaseCost',
  'warrantyMonths',
  'notes',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** Without these an asset cannot be created, so they must be mapped to a column. */
export const REQUIRED_IMPORT_FIELDS: readonly ImportField[] = ['assetTag', 'model'];

/** Which column (by index in the header) fills which field; a field without a column stays empty. */
export type ColumnMapping = Readonly<Partial<Record<ImportField, number>>>;

/**
 * Header spellings seen in Snipe-IT's exports, its import template and hand-made sheets, normalised (see
 * looseKey), best first: when a file has both "Location" and "Default Location", the first wins.
 */
const ALIASES: Readonly<Record<ImportField, readonly string[]>> = {
  assetTag: ['assettag', 'tag', 'assetnumber', 'inventorynumber', 'assettagnumber'],
  serial: ['serial', 'serialnumber', 'serialno', 'sn'],
  model: ['model', 'modelname', 'assetmodel'],
  manufacturer: ['manufacturer', 'manufacturername', 'make', 'brand', 'vendor'],
  category: ['category', 'categoryname', 'assetcategory'],
  status: ['status', 'statuslabel', 'assetstatus'],
  assignedTo: ['assignedto', 'checkedoutto', 'fullname', 'assigneduser', 'user', 'employee'],
  location: ['location', 'locationname', 'defaultlocation'],
  purchaseDate: ['purchasedate', 'dateofpurchase', 'purchased'],
  purchaseCost: ['purchasecost', 'cost', 'purchaseprice', 'price'],
  warrantyMonths: ['warrantymonths', 'warranty', 'warrantyinmonths', 'warrantymo'],
  notes: ['notes', 'note', 'comments', 'comment'],
};

/**
 * Text compared the forgiving way: "Asset Tag", "asset_tag" and " ASSET-TAG " are the same header,
 * "Lost/Stolen" and "lost stolen" the same status.
 */
export function looseKey(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

export interface MappingSuggestion {
  readonly mapping: ColumnMapping;
  /** Columns no field claimed, by index, so the screen can offer them for manual mapping. */
  readonly unmappedColumns: readonly number[];
  readonly missingRequired: readonly ImportField[];
  /** Whether the header reads like a Snipe-IT export, so the screen can skip the mapping step. */
  readonly recognised: boolean;
}

/**
 * The mapping guessed from the header. Alias rank goes first across all fields, so a weak alias of one
 * field ("user") never takes a column that is the best match of another.
 */
export function suggestMapping(header: readonly string[]): MappingSuggestion {
  const keys = header.map(looseKey);
  const mapping: Partial<Record<ImportField, number>> = {};
  const taken = new Set<number>();
  const longestAliasList = Math.max(...Object.values(ALIASES).map((aliases) => aliases.length));
  for (let rank = 0; rank < longestAliasList; rank += 1) {
    for (const field of IMPORT_FIELDS) {
      const alias = ALIASES[field][rank];
      if (mapping[field] !== undefined || alias === undefined) continue;
      const column = keys.findIndex((key, index) => key === alias && !taken.has(index));
      if (column === -1) continue;
      mapping[field] = column;
      taken.add(column);
    }
  }
  const missingRequired = REQUIRED_IMPORT_FIELDS.filter((field) => mapping[field] === undefined);
  return {
    mapping,
    unmappedColumns: keys.map((_, index) => index).filter((index) => !taken.has(index)),
    missingRequired,
    recognised: missingRequired.length === 0 && taken.size >= 2,
  };
}
