import { storagePathOf } from '../files/file-key';
import type { FileInfo, FileStore, StoredFile } from '../ports/file-store';
import { amzDateOf, authorizationOf, sha256Hex, uriEncode, type S3Credentials } from './s3-signature';

/** Where the bucket is and how to sign for it, as S3_URL says. */
export interface S3Location extends S3Credentials {
  /** `https://host:port`, without the bucket. */
  readonly endpoint: string;
  readonly bucket: string;
  /** The bucket in the path (MinIO, most self-hosted stores) rather than in the host name (AWS). */
  readonly pathStyle: boolean;
}

const SCHEMES: Readonly<Record<string, string>> = { 's3:': 'https:', 's3+https:': 'https:', 's3+http:': 'http:' };

/**
 * `s3://KEY:SECRET@host:port/bucket?region=eu-central-1&forcePathStyle=true`; `s3+http://` for a store without
 * TLS (a local MinIO). Key and secret are percent-encoded where they hold `/`, `+` or `@`.
 */
export function s3LocationOf(url: string): S3Location {
  const parsed = new URL(url);
  const protocol = SCHEMES[parsed.protocol];
  const bucket = decodeURIComponent(parsed.pathname.replace(/^\/|\/$/g, ''));
  if (!protocol || !parsed.host || !parsed.username || !parsed.password || !bucket || bucket.includes('/')) {
    throw new Error('S3_URL must look like s3://KEY:SECRET@host[:port]/bucket?region=…&forcePathStyle=true');
  }
  return {
    endpoint: `${protocol}//${parsed.host}`,
    bucket,
    pathStyle: parsed.searchParams.get('forcePathStyle') === 'true',
    accessKeyId: decodeURIComponent(parsed.username),
    secretAccessKey: decodeURIComponent(parsed.password),
    region: parsed.searchParams.get('region') || 'us-east-1',
  };
}

/** Long enough for a 10 MiB photo on a slow link, short enough that a hung store fails the request instead of holding it. */
const REQUEST_TIMEOUT_MS = 60_000;

export class S3RequestFailed extends Error {}

/** An answer whose body nobody reads is still read to its end, so its connection goes back to the pool. */
async function drained<T>(response: Response, value: T): Promise<T> {
  await response.arrayBuffer();
  return value;
}

/**
 * Files in an S3-compatible bucket, as `<organisation id>/<key>` objects, over plain fetch and Signature Version 4:
 * four calls (PUT, GET, HEAD, DELETE) do not need an SDK. S3 writes an object whole or not at all.
 */
export class S3FileStore implements FileStore {
  constructor(private readonly location: S3Location) {}

  private async send(method: string, organisationId: string, key: string, body?: { bytes: Uint8Array; contentType: string }) {
    const { endpoint, bucket, pathStyle } = this.location;
    const objectPath = `/${storagePathOf(organisationId, key).split('/').map(uriEncode).join('/')}`;
    const base = new URL(endpoint);
    if (!pathStyle) base.hostname = `${bucket}.${base.hostname}`;
    const path = pathStyle ? `/${uriEncode(bucket)}${objectPath}` : objectPath;
    // The wall clock, never a test's shifted one: S3 refuses a signature more than 15 minutes off its own time.
    const amzDate = amzDateOf(new Date());
    const payloadHash = sha256Hex(body?.bytes ?? '');
    const headers: Record<string, string> = {
      host: base.host,
      'x-amz-date': amzDate,
      'x-amz-content-sha256': payloadHash,
      ...(body && { 'content-type': body.contentType }),
    };
    const authorization = authorizationOf({ method, path, query: new URLSearchParams(), headers, payloadHash }, this.location, amzDate);
    const { host: _host, ...sent } = headers;
    const response = await fetch(new URL(path, base), {
      method,
      headers: { ...sent, authorization },
      // A copy on its own ArrayBuffer, which is what fetch takes; at most FILE_MAX_BYTES.
      ...(body && { body: new Uint8Array(body.bytes) }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (response.ok || response.status === 404) return response;
    const code = /<Code>([^<]*)<\/Code>/.exec(await response.text())?.[1] ?? response.statusText;
    throw new S3RequestFailed(`S3 ${method} of ${organisationId}/${key} answered ${response.status} ${code}`);
  }

  async put(organisationId: string, key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const response = await this.send('PUT', organisationId, key, { bytes, contentType });
    if (response.status === 404) throw new S3RequestFailed(`S3 has no bucket ${this.location.bucket}`);
    await drained(response, undefined);
  }

  async get(organisationId: string, key: string): Promise<StoredFile | null> {
    const response = await this.send('GET', organisationId, key);
    if (response.status === 404) return drained(response, null);
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { bytes, size: bytes.length, contentType: response.headers.get('content-type') ?? 'application/octet-stream' };
  }

  async stat(organisationId: string, key: string): Promise<FileInfo | null> {
    const response = await this.send('HEAD', organisationId, key);
    if (response.status === 404) return null;
    return { size: Number(response.headers.get('content-length') ?? 0), contentType: response.headers.get('content-type') ?? 'application/octet-stream' };
  }

  async delete(organisationId: string, key: string): Promise<void> {
    await drained(await this.send('DELETE', organisationId, key), undefined);
  }

  async close(): Promise<void> {}
}
