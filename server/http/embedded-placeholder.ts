import type { FastifyInstance } from 'fastify';
import { appCatalogue } from '../../contract/catalogue';
import { FRAME_HELLO, FRAME_READY } from '../../src/domain/apps/frame-address';
import { escapeHtml } from './escape-html';

/**
 * The answer a framed app gives the portal's hello (src/domain/apps/frame-address.ts), as a partner's page would: to
 * its parent only, at the origin the hello came from. A file, not inline: the CSP runs no inline script.
 */
const HANDSHAKE_SCRIPT = `addEventListener('message', (event) => {
  if (event.source !== parent || !event.data || event.data.type !== ${JSON.stringify(FRAME_HELLO)}) return;
  parent.postMessage({ type: ${JSON.stringify(FRAME_READY)}, nonce: String(event.data.nonce), title: document.title }, event.origin);
});
`;

/** What an embedded app's frame shows until an admin points its catalogue entry at the vendor's address. */
export function registerEmbeddedPlaceholder(app: FastifyInstance): void {
  app.get('/embedded/handshake.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      // The sandbox gives the framed page an opaque origin: to it, this file is another origin's.
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(HANDSHAKE_SCRIPT),
  );
  app.get<{ Params: { slug: string } }>('/embedded/:slug', async (request, reply) => {
    const entry = appCatalogue.find((app) => app.slug === request.params.slug && app.frameUrl !== null);
    if (!entry) return reply.callNotFound();
    return reply.type('text/html; charset=utf-8').send(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>${escapeHtml(entry.name)}</title><script src="/embedded/handshake.js"></script></head>
<body style="font-family:system-ui,sans-serif;margin:2rem;color:#1f2933;background:#fff">
<h1>${escapeHtml(entry.name)}</h1><p>${escapeHtml(entry.description)}</p>
<p>This app is provided by a partner. An administrator sets its address in the app catalogue.</p></body></html>`);
  });
}
