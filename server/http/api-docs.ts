import type { FastifyInstance } from 'fastify';
import { openApiDocument, type OpenApiDocument } from '../../contract/openapi';
import { allRoutes } from '../../contract/routes';
import { escapeHtml } from './escape-html';

interface Operation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  parameters: { name: string; in: string; required: boolean; schema: unknown }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
}

const json = (value: unknown) => `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;

/** A JSON body by its schema; an upload's bytes by the types it takes. */
function bodyHtml(content: Record<string, { schema: unknown }>): string {
  const schema = content['application/json']?.schema;
  return schema ? json(schema) : `<p>The file's bytes, as ${Object.keys(content).map((type) => `<code>${escapeHtml(type)}</code>`).join(', ')}</p>`;
}

function operationHtml(method: string, path: string, op: Operation): string {
  const parameters = op.parameters.length
    ? `<table><tr><th>Name</th><th>In</th><th>Required</th><th>Schema</th></tr>${op.parameters
        .map((p) => `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${p.in}</td><td>${p.required ? 'yes' : 'no'}</td><td><code>${escapeHtml(JSON.stringify(p.schema))}</code></td></tr>`)
        .join('')}</table>`
    : '';
  const body = op.requestBody ? `<h4>Body</h4>${bodyHtml(op.requestBody.content)}` : '';
  const responses = Object.entries(op.responses)
    .map(([status, answer]) => {
      const schema = answer.content && Object.values(answer.content)[0]?.schema;
      const shown = schema && !(typeof schema === 'object' && '$ref' in schema) ? json(schema) : '';
      return `<li><strong>${status}</strong> ${escapeHtml(answer.description)}${shown}</li>`;
    })
    .join('');
  return `<section id="${escapeHtml(op.operationId)}"><h3><span class="method">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(op.summary)}</p>${op.description ? `<p><em>${escapeHtml(op.description)}</em></p>` : ''}
${parameters}${body}<h4>Answers</h4><ul>${responses}</ul></section>`;
}

/** A readable reference built from the same document, with no script and nothing fetched from elsewhere. */
function referencePage(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods as Record<string, Operation>)) {
      const tag = op.tags[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, op)]);
    }
  }
  const sections = [...byTag].map(([tag, ops]) => `<h2>${escapeHtml(tag)}</h2>${ops.join('')}`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(document.info.title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;line-height:1.4}
section{border-top:1px solid #ccc;padding:.5rem 0}pre{background:#f4f4f4;padding:.5rem;overflow:auto;max-height:20rem}
.method{display:inline-block;min-width:4.5rem;font-family:monospace}table{border-collapse:collapse}td,th{border:1px solid #ddd;padding:.2rem .4rem;text-align:left}</style>
</head><body><h1>${escapeHtml(document.info.title)} <small>${escapeHtml(document.info.version)}</small></h1>
<p>${escapeHtml(document.info.description)}</p><p>Machine-readable: <a href="/api/docs/openapi.json">openapi.json</a> (OpenAPI 3.1).</p>
<h4>Problem (every error answer)</h4>${json(document.components.schemas.Problem)}${sections}</body></html>`;
}

export function registerApiDocs(app: FastifyInstance, version: string, includeDevRoutes: boolean): void {
  const document = openApiDocument(
    allRoutes.filter((route) => includeDevRoutes || !route.devOnly),
    { version },
  );
  const page = referencePage(document);
  app.get('/api/docs/openapi.json', async (_request, reply) => reply.header('cache-control', 'no-cache').send(document));
  app.get('/api/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page));
}
