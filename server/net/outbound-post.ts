import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIPv6, type LookupFunction } from 'node:net';
import type { OutboundTarget } from './outbound-target';

/** An outside server's answer, its body read up to a bound. */
export interface OutboundResponse {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string;
}

/** What of an answer's body is read at most (a webhook's log keeps less, a token answer is far smaller); the rest is not waited for. */
const READ_BYTES = 65_536;

function flatHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).flatMap(([name, value]) => (value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : value]])));
}

/**
 * POSTs to the checked address only (a webhook's message, a token request to an OAuth provider) (the name is never resolved again, so a DNS answer that changes after
 * the check cannot redirect it), with the URL's name as Host and TLS server name. No redirect is followed. The whole
 * exchange must end within `timeoutMs`, else it is abandoned as timed out.
 */
export function postToTarget(url: URL, target: OutboundTarget, headers: Record<string, string>, body: string, timeoutMs: number): Promise<OutboundResponse> {
  const family = isIPv6(target.address) ? 6 : 4;
  const lookup: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family }]);
    else callback(null, target.address, family);
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(url, { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) }, lookup, ...(target.servername && { servername: target.servername }) }, (response) => {
      const chunks: Buffer[] = [];
      let read = 0;
      const done = () => {
        clearTimeout(timer);
        resolve({ status: response.statusCode ?? 0, headers: flatHeaders(response.headers), body: Buffer.concat(chunks).toString('utf8') });
      };
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        read += chunk.length;
        if (read >= READ_BYTES) {
          response.destroy();
          done();
        }
      });
      response.on('end', done);
      response.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
    const timer = setTimeout(() => {
      reject(new Error(`No answer within ${timeoutMs / 1000} s`));
      request.destroy();
    }, timeoutMs);
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.end(body);
  });
}
