/**
 * What each kind of Snipe-IT file fills here, and the headers it comes under: the columns of Snipe-IT's exports,
 * of its importer (app/Livewire/Importer.php, its field names and aliases) and of its sample files.
 */

export const IMPORT_KINDS = ['assets', 'people', 'licences', 'accessories', 'locations', 'consumables', 'components', 'models', 'orders'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** The kinds the move from Snipe-IT (Manage's import screen) reads and guesses from a header; Bulk Upload takes every kind. */
export const SNIPE_IT_KINDS = ['assets', 'people', 'licences', 'accessories', 'locations'] as const satisfies readonly ImportKind[];
export type SnipeItKind = (typeof SNIPE_IT_KINDS)[number];

/** Who holds an item in Snipe-IT's "Checked Out To" columns: any of them may be there. */
const HOLDER_FIELDS = ['username', 'email', 'fullName', 'firstName', 'lastName'] as const;

export const KIND_FIELDS = {
  assets: [
    'assetTag', 'serial', 'model', 'modelNumber', 'name', 'manufacturer', 'category', 'status', 'checkoutType', ...HOLDER_FIELDS,
    'checkoutLocation', 'location', 'purchaseDate', 'purchaseCost', 'supplier', 'orderNumber', 'warrantyMonths', 'warrantyEnd', 'endOfLife', 'notes',
  ],
  people: [...HOLDER_FIELDS, 'employeeNumber', 'jobTitle', 'location'],
  licences: ['name', 'serial', 'manufacturer', 'category', 'seats', 'expirationDate', 'purchaseDate', 'purchaseCost', 'supplier', ...HOLDER_FIELDS, 'notes'],
  accessories: ['name', 'category', 'manufacturer', 'quantity', 'minAmount', 'location', 'purchaseCost', 'notes'],
  locations: ['name', 'address', 'address2', 'city', 'state', 'country', 'zip', 'parent', 'manager', 'currency'],
  consumables: ['name', 'category', 'manufacturer', 'modelNumber', 'itemNumber', 'quantity', 'minAmount', 'location', 'orderNumber', 'purchaseDate', 'purchaseCost', 'notes'],
  components: ['name', 'serial', 'category', 'manufacturer', 'modelNumber', 'quantity', 'minAmount', 'location', 'orderNumber', 'purchaseDate', 'purchaseCost', 'notes'],
  models: ['name', 'category', 'manufacturer', 'modelNumber', 'eolMonths', 'requestable', 'minAmount', 'notes'],
  /** One line of an order from another shop system: the order, who it was for, what and how many, at what price and when. */
  orders: ['orderNumber', 'email', 'product', 'quantity', 'unitPrice', 'orderDate'],
} as const satisfies Record<ImportKind, readonly string[]>;

type KindField<K extends ImportKind> = (typeof KIND_FIELDS)[K][number];
export type ImportField = KindField<ImportKind>;
export const ALL_IMPORT_FIELDS = [...new Set(Object.values(KIND_FIELDS).flat())] as [ImportField, ...ImportField[]];

/** Without these a row makes nothing, so they must be mapped to a column. */
export const REQUIRED_FIELDS: { readonly [K in ImportKind]: readonly KindField<K>[] } = {
  assets: ['assetTag', 'model'],
  people: ['email'],
  licences: ['name'],
  accessories: ['name', 'quantity'],
  locations: ['name'],
  // As the API asks (and Snipe-IT's importer): a category for every stock item and model.
  consumables: ['name', 'category', 'quantity'],
  components: ['name', 'category', 'quantity'],
  models: ['name', 'category'],
  orders: ['orderNumber', 'email', 'product', 'quantity'],
};

/** Which column (by index in the header) fills which field; a field without a column stays empty. */
export type ColumnMapping = Readonly<Partial<Record<ImportField, number>>>;

const holderAliases = {
  username: ['checkedouttousername', 'username', 'login', 'samaccountname'],
  email: ['checkedouttoemail', 'email', 'emailaddress', 'mail'],
  fullName: ['checkedouttofullname', 'checkedoutto', 'fullname', 'assignedto', 'assigneduser', 'name', 'user', 'employee'],
  firstName: ['checkedouttofirstname', 'firstname', 'givenname'],
  lastName: ['checkedouttolastname', 'lastname', 'surname', 'familyname'],
};

/** Header spellings, normalised (see looseKey), best first: the first alias any header has wins. */
/** What Snipe-IT and spreadsheets call the columns consumables and components share: counted stock with a maker. */
const STOCK_ALIASES = {
  category: ['category', 'categoryname'],
  manufacturer: ['manufacturer', 'manufacturername'],
  modelNumber: ['modelnumber', 'modelno'],
  quantity: ['qty', 'quantity', 'total'],
  minAmount: ['minamount', 'minimumamount', 'minqty', 'minquantity', 'minimumquantity', 'minamt'],
  location: ['location', 'locationname'],
  orderNumber: ['ordernumber', 'purchaseorder', 'invoicenumber'],
  purchaseDate: ['purchasedate', 'purchased'],
  purchaseCost: ['purchasecost', 'cost', 'unitcost', 'price'],
  notes: ['notes', 'note'],
} as const;

export const ALIASES: { readonly [K in ImportKind]: Readonly<Record<KindField<K>, readonly string[]>> } = {
  assets: {
    assetTag: ['assettag', 'tag', 'assetnumber', 'inventorynumber', 'assettagnumber'],
    serial: ['serial', 'serialnumber', 'serialno', 'sn'],
    model: ['model', 'modelname', 'assetmodel'],
    modelNumber: ['modelnumber', 'modelno', 'modelnum'],
    name: ['assetname', 'name', 'itemname'],
    manufacturer: ['manufacturer', 'manufacturername', 'make', 'brand', 'vendor'],
    category: ['category', 'categoryname', 'assetcategory'],
    status: ['status', 'statuslabel', 'assetstatus'],
    checkoutType: ['checkouttype', 'checkoutclass'],
    ...holderAliases,
    fullName: holderAliases.fullName.filter((alias) => alias !== 'name'),
    checkoutLocation: ['checkedouttolocation', 'checkouttolocation', 'checkoutlocation'],
    location: ['location', 'locationname', 'defaultlocation'],
    purchaseDate: ['purchasedate', 'purchased', 'dateofpurchase'],
    purchaseCost: ['purchasecost', 'cost', 'purchaseprice', 'price'],
    supplier: ['supplier'],
    orderNumber: ['ordernumber', 'purchaseorder', 'invoicenumber'],
    warrantyMonths: ['warrantymonths', 'warranty', 'warrantyinmonths', 'warrantymo'],
    warrantyEnd: ['warrantyexpires', 'warrantyend', 'warrantyexpiration'],
    endOfLife: ['asseteoldate', 'eoldate', 'eol', 'endoflife'],
    notes: ['notes', 'assetnotes', 'note', 'comments', 'comment'],
  },
  people: {
    ...holderAliases,
    fullName: ['fullname', 'name', 'displayname'],
    employeeNumber: ['employeenumber', 'employeeno', 'employeeid'],
    jobTitle: ['jobtitle', 'title', 'jobtitleforuser'],
    location: ['location', 'office'],
  },
  licences: {
    name: ['itemname', 'licensename', 'licencename', 'software', 'name', 'product'],
    serial: ['serialnumber', 'serial', 'productkey', 'licensekey', 'licencekey', 'key'],
    manufacturer: ['manufacturer', 'publisher', 'vendor'],
    category: ['category'],
    seats: ['seats', 'totalseats'],
    expirationDate: ['expirationdate', 'expires', 'expirydate', 'expiration'],
    purchaseDate: ['purchasedate', 'purchased'],
    purchaseCost: ['purchasecost', 'cost', 'price'],
    supplier: ['supplier'],
    ...holderAliases,
    // "Licensed To" is whom the vendor sold it to, not a seat; only "Checked Out To" and the person columns assign one.
    fullName: ['checkedouttofullname', 'fullname', 'assignedto', 'checkedoutto'],
    email: ['checkedouttoemail', 'email'],
    notes: ['notes', 'note'],
  },
  accessories: {
    name: ['itemname', 'accessoryname', 'name'],
    category: ['category'],
    manufacturer: ['manufacturer'],
    quantity: ['qty', 'quantity', 'total'],
    minAmount: ['minamount', 'minimumamount', 'minqty', 'minquantity', 'minimumquantity', 'minamt'],
    location: ['location'],
    purchaseCost: ['purchasecost', 'cost', 'price'],
    notes: ['notes', 'note'],
  },
  locations: {
    name: ['name', 'locationname', 'location'],
    address: ['address', 'address1', 'street'],
    address2: ['address2'],
    city: ['city', 'town'],
    state: ['state', 'region', 'province'],
    country: ['country'],
    zip: ['zip', 'postalcode', 'postcode', 'zipcode'],
    parent: ['parent', 'parentlocation'],
    manager: ['manager', 'managedby', 'managername', 'managerfullname'],
    currency: ['currency'],
  },
  consumables: {
    name: ['itemname', 'consumablename', 'name'],
    itemNumber: ['itemnumber', 'itemno', 'partnumber', 'sku'],
    ...STOCK_ALIASES,
  },
  components: {
    name: ['itemname', 'componentname', 'name'],
    serial: ['serialnumber', 'serial', 'serialno'],
    ...STOCK_ALIASES,
  },
  models: {
    name: ['name', 'modelname', 'model'],
    category: ['category', 'categoryname'],
    manufacturer: ['manufacturer', 'manufacturername', 'make', 'brand'],
    modelNumber: ['modelnumber', 'modelno'],
    eolMonths: ['eol', 'eolmonths', 'endoflife', 'eolinmonths'],
    requestable: ['requestable', 'canberequested'],
    minAmount: ['minqty', 'minamount', 'minquantity', 'minimumquantity'],
    notes: ['modelnotes', 'notes', 'note'],
  },
  orders: {
    orderNumber: ['ordernumber', 'orderreference', 'reference', 'orderid', 'orderno', 'order', 'ponumber', 'purchaseorder'],
    email: ['email', 'personemail', 'useremail', 'employeeemail', 'customeremail', 'orderedby', 'mail'],
    product: ['product', 'productname', 'model', 'modelname', 'item', 'itemname', 'description'],
    quantity: ['quantity', 'qty', 'units'],
    unitPrice: ['unitprice', 'price', 'priceeach', 'itemprice', 'unitcost', 'cost'],
    orderDate: ['orderdate', 'date', 'ordered', 'placedon', 'placedat', 'purchasedate'],
  },
};

/**
 * Text compared the forgiving way: "Asset Tag", "asset_tag" and " ASSET-TAG " are the same header,
 * "Lost/Stolen" and "lost stolen" the same status.
 */
export function looseKey(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

/** Snipe-IT's own prefix for a custom field's column; the rest is the field's name. */
const CUSTOM_PREFIX = /^\s*custom\s*:\s*/i;

export function customFieldName(header: string): string {
  return header.replace(CUSTOM_PREFIX, '').trim();
}

interface MappingSuggestion {
  readonly mapping: ColumnMapping;
  /** Columns no field claimed, by index, offered as custom fields (for assets) or left out. */
  readonly unmappedColumns: readonly number[];
  /** The unmapped columns Snipe-IT marks as custom fields ("Custom: Colour"): imported as such unless unticked. */
  readonly customColumns: readonly number[];
  readonly missingRequired: readonly ImportField[];
  /** Whether the header reads like Snipe-IT's, so the screen can skip the mapping step. */
  readonly recognised: boolean;
}

/**
 * The mapping guessed from the header. Alias rank goes first across all fields, so a weak alias of one
 * field ("user") never takes a column that is the best match of another.
 */
export function suggestMapping(header: readonly string[], kind: ImportKind = 'assets'): MappingSuggestion {
  const keys = header.map(looseKey);
  const aliases: Readonly<Record<string, readonly string[]>> = ALIASES[kind];
  const fields: readonly ImportField[] = KIND_FIELDS[kind];
  const mapping: Partial<Record<ImportField, number>> = {};
  const taken = new Set<number>(header.flatMap((cell, index) => (CUSTOM_PREFIX.test(cell) ? [index] : [])));
  const longestAliasList = Math.max(...Object.values(aliases).map((list) => list.length));
  for (let rank = 0; rank < longestAliasList; rank += 1) {
    for (const field of fields) {
      const alias = aliases[field]?.[rank];
      if (mapping[field] !== undefined || alias === undefined) continue;
      const column = keys.findIndex((key, index) => key === alias && !taken.has(index));
      if (column === -1) continue;
      mapping[field] = column;
      taken.add(column);
    }
  }
  const mapped = new Set(Object.values(mapping));
  const missingRequired = (REQUIRED_FIELDS[kind] as readonly ImportField[]).filter((field) => mapping[field] === undefined);
  return {
    mapping,
    unmappedColumns: keys.map((_, index) => index).filter((index) => !mapped.has(index)),
    customColumns: header.flatMap((cell, index) => (CUSTOM_PREFIX.test(cell) ? [index] : [])),
    missingRequired,
    recognised: missingRequired.length === 0 && mapped.size >= 2,
  };
}

/**
 * The kind whose fields the header fills best, required fields counting most: what the file most likely holds. A
 * header that fills no field of any kind is taken for assets, the file people bring most.
 */
export function suggestKind(header: readonly string[]): SnipeItKind {
  const suggestions = SNIPE_IT_KINDS.map((kind) => ({ kind, suggestion: suggestMapping(header, kind) }));
  if (suggestions.every(({ suggestion }) => Object.keys(suggestion.mapping).length === 0)) return 'assets';
  const score = ({ suggestion }: (typeof suggestions)[number]) => Object.keys(suggestion.mapping).length - 10 * suggestion.missingRequired.length;
  return suggestions.reduce((best, each) => (score(each) > score(best) ? each : best)).kind;
}
