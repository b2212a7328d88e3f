/** What a store knows of a file besides its bytes. */
export interface FileInfo {
  readonly contentType: string;
  readonly size: number;
}

export interface StoredFile extends FileInfo {
  readonly bytes: Uint8Array;
}

/**
 * Where the server keeps uploaded files (asset photos today; ticket attachments and product images next). Every file
 * belongs to one organisation: its id is part of where the file lives, so a key names nothing of another's. Keys are
 * `server/files/file-key.ts`'s: segments of letters, digits, `.`, `_` and `-` joined by `/`; anything else is refused.
 */
export interface FileStore {
  /** Writes the whole file or nothing: a reader never sees half of it, and a replaced key never mixes two files. */
  put(organisationId: string, key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Null when the organisation has no file under the key. */
  get(organisationId: string, key: string): Promise<StoredFile | null>;
  stat(organisationId: string, key: string): Promise<FileInfo | null>;
  /** Forgets the file; a key already gone is no error. */
  delete(organisationId: string, key: string): Promise<void>;
  /** Lets go of what the store holds open (and a temporary folder it made). */
  close(): Promise<void>;
}
