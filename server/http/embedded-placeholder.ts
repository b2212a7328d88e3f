import type { FastifyInstance } from 'fastify';
import { appCatalogue } from '../../contract/catalogue';
import { escapeHtml } from './escape-html';

/** What an embedded app's frame shows until an admin points its catalogue entry at the vendor's address. */
export function registerEmbeddedPlaceholder(app: FastifyInstance): void {
  app.get<{ Params: { slug: string } }>('/embedded/:slug', async (request, reply) => {
    const entry = appCatalogue.find((app) => app.slug === request.params.slug && app.frameUrl !== null);
    if (!entry) return reply.callNotFound();
    return reply.type('text/html; charset=utf-8').send(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>${escapeHtml(entry.name)}</title></head><body style="font-family:system-ui,sans-serif;margin:2rem">
<h1>${escapeHtml(entry.name)}</h1><p>${escapeHtml(entry.description)}</p>
<p>This app is provided by a partner. An administrator sets its address in the app catalogue.</p></body></html>`);
  });
}
