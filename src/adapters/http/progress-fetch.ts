/** Statuses whose answer has no body: a Response refuses to be made with one. */
const NO_BODY = new Set([101, 204, 205, 304]);

function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * A fetch for ky that tells how much of the request body has gone: fetch cannot (Chromium streams a request body
 * only over HTTP/2, which is why ky's own upload progress fails on plain HTTP), XMLHttpRequest's upload events can.
 * `onProgress` hears the share sent, from 0 to 1. The bytes are the file's own, read here: a Blob of another realm
 * (jsdom's, in component tests) does not survive being a fetch Request's body.
 */
export function progressFetch(file: Blob, onProgress: (sent: number) => void): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const body = await file.arrayBuffer();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.responseType = 'arraybuffer';
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      });
      xhr.addEventListener('load', () => {
        const answer = NO_BODY.has(xhr.status) ? null : (xhr.response as ArrayBuffer);
        resolve(new Response(answer, { status: xhr.status, statusText: xhr.statusText, headers: headersOf(xhr.getAllResponseHeaders()) }));
      });
      xhr.addEventListener('error', () => reject(new TypeError('The upload could not reach the server')));
      xhr.addEventListener('abort', () => reject(new DOMException('The upload was stopped', 'AbortError')));
      request.signal.addEventListener('abort', () => xhr.abort());
      xhr.send(body);
    });
  };
}
