import * as z from 'zod';
import { Id, LinkToken } from './common';
import { defineRoute, file } from './descriptor';
import { text } from './text';

/** The grammar of server/files/file-key.ts: segments of letters, digits, `.`, `_` and `-`, each starting with a letter or digit. */
export const FileKey = text()
  .max(300)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/, 'a file key');

export const SignedFileParams = z.strictObject({ organisationId: Id, key: FileKey });
export const SignedFileQuery = z.strictObject({
  /** Seconds since 1970 after which the link opens nothing. */
  expires: z.coerce.number().int().min(0).max(2 ** 40),
  signature: LinkToken,
});

export const getSignedFile = defineRoute({
  id: 'getSignedFile',
  method: 'GET',
  path: '/files/:organisationId/:key',
  summary: "A file by the short-lived signed link an answer carried (an asset's photoUrl): for <img>, which sends no token",
  tag: 'Files',
  audience: 'public',
  request: { params: SignedFileParams, query: SignedFileQuery },
  success: file,
  problems: [403, 404],
});

export const fileRoutes = [getSignedFile] as const;
