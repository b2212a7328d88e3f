import { createHash, createHmac } from 'node:crypto';

export interface S3Credentials {
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly region: string;
}

/** A request as Signature Version 4 sees it: its headers in any case, its path and query as they go on the wire. */
export interface SignableRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: Readonly<Record<string, string>>;
  /** The hex SHA-256 of the body, also sent as x-amz-content-sha256. */
  readonly payloadHash: string;
}

export const sha256Hex = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Uint8Array | string, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986's unreserved characters stay, everything else is %XX in upper case: S3's own encoding. */
export function uriEncode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `20130524T000000Z` */
export const amzDateOf = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

function canonicalQuery(query: URLSearchParams): string {
  return [...query.entries()]
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

export function canonicalRequestOf(request: SignableRequest): { canonical: string; signedHeaders: string } {
  const headers = Object.entries(request.headers)
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  const signedHeaders = headers.map(([name]) => name).join(';');
  const canonical = [
    request.method,
    request.path,
    canonicalQuery(request.query),
    ...headers.map(([name, value]) => `${name}:${value}`),
    '',
    signedHeaders,
    request.payloadHash,
  ].join('\n');
  return { canonical, signedHeaders };
}

/**
 * The Authorization header of AWS Signature Version 4 for S3, signing every header given (host, x-amz-date and
 * x-amz-content-sha256 among them); `amzDate` must be the x-amz-date header's value.
 */
export function authorizationOf(request: SignableRequest, credentials: S3Credentials, amzDate: string): string {
  const day = amzDate.slice(0, 8);
  const scope = `${day}/${credentials.region}/s3/aws4_request`;
  const { canonical, signedHeaders } = canonicalRequestOf(request);
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonical)].join('\n');
  const key = ['s3', 'aws4_request'].reduce(hmac, hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), credentials.region));
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`;
}
