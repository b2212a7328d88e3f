import * as z from 'zod';
import { API_PREFIX, type RouteDescriptor } from './descriptor';
import { Problem, PROBLEM_CONTENT_TYPE } from './problem';

type JsonSchema = Record<string, unknown>;

const statusTitles: Readonly<Record<number, string>> = {
  400: 'The request is malformed or fails validation',
  401: 'No valid token, or the credentials are wrong',
  403: 'The caller may not do this',
  404: 'No such resource in the caller’s organisation',
  409: 'The request conflicts with the current state',
  410: 'The link was used or has expired',
  412: 'The version is stale: someone changed the record first',
  413: 'The body is larger than the limit',
  415: 'The body is not of a type the route takes, or not what its type says',
  429: 'Too many attempts; try again later',
};

function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** Path and query parameters are flat objects of strings; each property becomes one parameter. */
function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const object = schemaOf(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (object.required ?? []).includes(name),
    schema: property,
  }));
}

const problemAnswer = (description: string) => ({
  description,
  content: { [PROBLEM_CONTENT_TYPE]: { schema: { $ref: '#/components/schemas/Problem' } } },
});

const binary = { type: 'string', format: 'binary' };

function successOf(route: RouteDescriptor) {
  const { success } = route;
  switch (success.kind) {
    case 'json':
      return { description: 'OK', content: { 'application/json': { schema: schemaOf(success.schema, 'output') } } };
    case 'empty':
      return { description: 'Done; no content' };
    case 'redirect':
      return { description: 'Redirect', headers: { Location: { schema: { type: 'string' } } } };
    case 'html':
      return { description: 'An HTML page', content: { 'text/html': { schema: { type: 'string' } } } };
    case 'file':
      return { description: "The file's bytes, with its type as Content-Type", content: { '*/*': { schema: binary } } };
  }
}

/** A JSON body by its schema, or an upload's bytes in each type it takes. */
function requestBodyOf(route: RouteDescriptor) {
  const { body, upload } = route.request;
  if (upload) return { required: true, content: Object.fromEntries(upload.contentTypes.map((type) => [type, { schema: binary }])) };
  return body && { required: true, content: { 'application/json': { schema: schemaOf(body, 'input') } } };
}

function operationOf(route: RouteDescriptor) {
  const statuses = new Set([400, ...(route.public ? [] : [401]), ...(route.appSlug || route.roles ? [403] : []), ...route.problems]);
  if (route.request.body || route.request.upload) statuses.add(413);
  if (route.request.upload) statuses.add(415);
  const responses: Record<string, unknown> = { [String(route.success.status)]: successOf(route) };
  const requestBody = requestBodyOf(route);
  for (const status of [...statuses].sort()) responses[String(status)] = problemAnswer(statusTitles[status] ?? 'Problem');
  const notes = [
    route.appSlug ? `Owned by the app \`${route.appSlug}\`: callers must be allowed to open it.` : null,
    route.roles ? `Only for the roles ${route.roles.join(', ')}.` : null,
    route.devOnly ? 'Exists only while the development tools are on (npm run dev, PORTAL_DEV_TOOLS=1).' : null,
  ].filter((note) => note !== null);
  return {
    operationId: route.id,
    summary: route.summary,
    ...(notes.length > 0 && { description: notes.join(' ') }),
    tags: [route.tag],
    ...(route.public ? { security: [] } : {}),
    parameters: [...parametersOf(route.request.params, 'path'), ...parametersOf(route.request.query, 'query')],
    ...(requestBody && { requestBody }),
    responses,
    'x-app-slug': route.appSlug,
    'x-audience': route.audience,
  };
}

/** The OpenAPI 3.1 document of the API, generated from the route descriptors. */
export function openApiDocument(routes: readonly RouteDescriptor[], info: { version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = `${API_PREFIX}${route.path.replace(/:([A-Za-z_]+)/g, '{$1}')}`;
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationOf(route) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'IT asset portal API',
      version: info.version,
      description:
        'Errors are RFC 9457 problem details. Lists take page, pageSize (default 25, at most 200), sort, q and ' +
        'filters. Mutable records carry a version; an update naming a stale version answers 412.',
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The token of a sign-in answer' } },
      schemas: { Problem: schemaOf(Problem, 'output') },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;
