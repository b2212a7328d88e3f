/** What every list call takes: a page, its size, free text and a sort (`field` or `-field` for descending). */
export interface ListRequest {
  readonly page?: number;
  readonly pageSize?: number;
  readonly q?: string;
  readonly sort?: string;
}

/** One page of a list and how many records matched in all. */
export interface ListPage<Item> {
  readonly items: readonly Item[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

/** The answer of a bulk change: who changed, and who was refused and why. */
export interface BulkOutcome {
  readonly updated: readonly string[];
  readonly refused: readonly { readonly id: string; readonly reason: string }[];
}

/** A file the server made, to be saved by the browser under its name. */
export interface DownloadedFile {
  readonly filename: string;
  readonly contentType: string;
  readonly content: string;
}
