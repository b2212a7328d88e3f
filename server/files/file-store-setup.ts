import { LocalFileStore } from '../adapters/local-file-store';
import { s3LocationOf, S3FileStore } from '../adapters/s3-file-store';
import type { ServerConfig } from '../config';
import type { FileStore } from '../ports/file-store';

/** S3_URL's bucket when it is set, else the local disk (FILES_DIR, data/files, or a temporary folder). */
export async function openFileStore(config: Pick<ServerConfig, 'files'>): Promise<FileStore> {
  const { s3Url, dir } = config.files;
  return s3Url ? new S3FileStore(s3LocationOf(s3Url)) : LocalFileStore.open(dir);
}
