import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { authorizationOf, sha256Hex, type S3Credentials } from '../../../server/adapters/s3-signature';

const AUTHORIZATION = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([\w-]+)\/s3\/aws4_request,SignedHeaders=([a-z0-9;-]+),Signature=([0-9a-f]{64})$/;
const REQUIRED_SIGNED = ['host', 'x-amz-content-sha256', 'x-amz-date'];

export interface S3Stub {
  readonly url: string;
  /** Objects by `/bucket/key`, as the stub holds them. */
  readonly objects: Map<string, { bytes: Buffer; contentType: string }>;
  /** Every request the stub was sent: method, path and whether its signature held. */
  readonly requests: { method: string; path: string; signed: boolean }[];
  close(): Promise<void>;
}

function errorXml(response: ServerResponse, status: number, code: string): void {
  response.writeHead(status, { 'content-type': 'application/xml' }).end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);
}

/**
 * Why a request's signature does not hold, or null when it does: the Authorization header has SigV4's shape, names
 * the credentials and today's scope, signs host, date and payload hash, the payload hash is the body's, and the
 * signature is the one these credentials give the request as it arrived (path, query and signed headers).
 */
function signatureProblem(request: IncomingMessage, body: Buffer, credentials: S3Credentials): string | null {
  const match = AUTHORIZATION.exec(request.headers.authorization ?? '');
  if (!match) return 'AuthorizationHeaderMalformed';
  const [, accessKeyId, day, region, signedHeaders] = match;
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  if (accessKeyId !== credentials.accessKeyId) return 'InvalidAccessKeyId';
  if (region !== credentials.region || !amzDate.startsWith(day!)) return 'AuthorizationHeaderMalformed';
  const names = signedHeaders!.split(';');
  if (!REQUIRED_SIGNED.every((name) => names.includes(name))) return 'AccessDenied';
  const payloadHash = String(request.headers['x-amz-content-sha256']);
  if (payloadHash !== sha256Hex(body)) return 'XAmzContentSHA256Mismatch';
  const url = new URL(request.url!, 'http://stub');
  const headers = Object.fromEntries(names.map((name) => [name, String(request.headers[name] ?? '')]));
  const expected = authorizationOf({ method: request.method!, path: url.pathname, query: url.searchParams, headers, payloadHash }, credentials, amzDate);
  return expected === request.headers.authorization ? null : 'SignatureDoesNotMatch';
}

/** A path-style S3 endpoint in this process: PUT, GET, HEAD and DELETE of objects, each refused unless signed right. */
export async function startS3Stub(credentials: S3Credentials): Promise<S3Stub> {
  const objects = new Map<string, { bytes: Buffer; contentType: string }>();
  const requests: S3Stub['requests'] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = decodeURIComponent(new URL(request.url!, 'http://stub').pathname);
      const problem = signatureProblem(request, body, credentials);
      requests.push({ method: request.method!, path, signed: problem === null });
      if (problem) return errorXml(response, 403, problem);
      const object = objects.get(path);
      switch (request.method) {
        case 'PUT':
          objects.set(path, { bytes: body, contentType: String(request.headers['content-type'] ?? 'binary/octet-stream') });
          return response.writeHead(200, { etag: `"${sha256Hex(body).slice(0, 32)}"` }).end();
        case 'GET':
        case 'HEAD':
          if (!object) return errorXml(response, 404, 'NoSuchKey');
          response.writeHead(200, { 'content-type': object.contentType, 'content-length': object.bytes.length });
          return response.end(request.method === 'GET' ? object.bytes : undefined);
        case 'DELETE':
          objects.delete(path);
          return response.writeHead(204).end();
        default:
          return errorXml(response, 405, 'MethodNotAllowed');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
