import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { pathOf, type RouteDescriptor } from '../../contract/descriptor';
import { LinkToken } from '../../contract/common';
import { Problem, type FieldError } from '../../contract/problem';
import { allRoutes } from '../../contract/routes';
import { cleanText } from '../../contract/text';
import { defaultLimits } from '../../server/config';
import { DEMO } from '../../server/seed/demo-seed';
import { seedAppDemos } from '../../server/apps';
import { addPerson, otherOrganisation } from './callers';
import { idSpotsOf, rowsOf, tablesOf, UNKNOWN_ID, withValueAt, type IdSpot, type RowsByTable } from './foreign-ids';
import { startTestServer, type Answer, type CallOptions, type TestServer } from './harness';
import { LONE_SURROGATE, NUL, parameterSpotsOf, sampleOf, spliced, textSpotsOf, withText, type TextSpot } from './hostile-text';

/**
 * Every route of the contract, fed what a careless or hostile client sends: each answer must be a 4xx
 * problem+json, never a 500 and never a stack trace.
 */
let server: TestServer;
const tokens = { staff: '', external: '' };
/** A row of every kind, of the caller's organisation and of another one that has the same demo records. */
const rows: { own: RowsByTable; foreign: RowsByTable } = { own: new Map(), foreign: new Map() };

beforeAll(async () => {
  // The walk sends more requests within seconds than a minute's allowance; the limit is not what it checks.
  server = await startTestServer({ limits: { ...defaultLimits, apiRequestsPerMinute: 100_000 } });
  tokens.staff = (await server.signIn(DEMO.admin.email)).token;
  await server.call('POST', '/api/v1/external/codes', { body: { email: 'visitor@example.test' } });
  const code = /\d{6}/.exec(server.mailbox.read('visitor@example.test')[0]!.text)![0];
  const external = await server.call<{ token: string }>('POST', '/api/v1/external/sign-in', {
    body: { email: 'visitor@example.test', code },
  });
  tokens.external = external.body.token;
  const other = await otherOrganisation(server);
  const founder = (await server.store.repos.users.findByEmail(other.email))!.id;
  const worker = await addPerson(server, 'worker@globex.test', 'employee', other.organisationId);
  await server.store.transaction((repos) => seedAppDemos(repos, other.organisationId, [worker, founder]));
  const acme = (await server.store.repos.users.findByEmail(DEMO.admin.email))!.organisationId;
  rows.own = await rowsOf(server.database.db, acme);
  rows.foreign = await rowsOf(server.database.db, other.organisationId);
});
afterAll(() => server.close());

const candidates: unknown[] = [12345, 'not-valid ✗', true, { nested: 1 }, [1, 2], null, -1, 1.5, 'x'.repeat(5000)];

function shapeOf(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  return schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};
}

/** A value the field refuses, and so the whole request. */
function wrongFor(field: z.ZodType, asString: boolean): unknown {
  const pool = asString ? ['not-valid ✗', 'x'.repeat(5000), '-1', '1.5', '%zz'] : candidates;
  return pool.find((value) => !field.safeParse(value).success);
}

/** Well-formed ids that name nothing: a random UUID, or a slug no app or provider has. */
function unknownParams(route: RouteDescriptor): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, field] of Object.entries(shapeOf(route.request.params))) {
    // An enum segment (a checklist item) takes its first value.
    const choices = 'options' in field && Array.isArray(field.options) ? (field.options as string[]) : [];
    params[name] = ['7c9e6679-7425-40de-944b-e07a1f99d8e1', 'no-such-thing', ...choices].find((value) => field.safeParse(value).success)!;
  }
  return params;
}

function tokenFor(route: RouteDescriptor): string | undefined {
  return route.audience === 'public' ? undefined : tokens[route.audience];
}

function expectClientProblem(answer: Answer, what: string) {
  expect(answer.status, `${what}: ${answer.text}`).toBeGreaterThanOrEqual(400);
  expect(answer.status, `${what}: ${answer.text}`).toBeLessThan(500);
  expect(answer.headers['content-type'], what).toMatch(/^application\/problem\+json/);
  expect(Problem.safeParse(answer.body).success, what).toBe(true);
  expect(answer.text, what).not.toMatch(/\bat .+:\d+:\d+|node_modules|stack/);
}

const send = (route: RouteDescriptor, url: string, options: CallOptions = {}) =>
  server.call(route.method, url, { token: tokenFor(route), ...options });

function casesOf(route: RouteDescriptor): [string, () => Promise<Answer>][] {
  const url = pathOf(route, unknownParams(route));
  const cases: [string, () => Promise<Answer>][] = [];
  if (!route.public) cases.push(['no token', () => server.call(route.method, url)]);
  if (route.request.params) {
    cases.push(['unknown ids', () => send(route, url, route.request.body ? { body: validLooking(route) } : {})]);
    for (const [name, field] of Object.entries(shapeOf(route.request.params))) {
      if (field === LinkToken) continue;
      const wrong = String(wrongFor(field, true));
      cases.push([`wrong-typed param ${name}`, () => send(route, pathOf(route, { ...unknownParams(route), [name]: wrong }))]);
    }
  }
  const query = shapeOf(route.request.query);
  if (route.request.query) cases.push(['unknown query parameter', () => send(route, `${url}?zzz=1`)]);
  for (const [name, field] of Object.entries(query)) {
    const wrong = encodeURIComponent(String(wrongFor(field, true)));
    cases.push([`wrong-typed query ${name}`, () => send(route, `${url}?${name}=${wrong}`)]);
  }
  if (route.method !== 'GET') {
    cases.push(['malformed JSON', () => send(route, url, { body: '{"email": "a@b.test",' })]);
    cases.push(['oversize body', () => send(route, url, { body: JSON.stringify({ pad: 'x'.repeat(server.config.bodyLimitBytes) }) })]);
  }
  if (route.request.body) {
    const body = route.request.body;
    if (!body.safeParse({}).success) cases.push(['missing fields', () => send(route, url, { body: {} })]);
    cases.push(['an array for a body', () => send(route, url, { body: [] })]);
    cases.push(['a string for a body', () => send(route, url, { body: '"text"' })]);
    cases.push(['no body', () => send(route, url, { headers: { 'content-type': 'application/json' } })]);
    cases.push(['a text body', () => send(route, url, { body: 'email=a', headers: { 'content-type': 'text/plain' } })]);
    for (const [name, field] of Object.entries(shapeOf(body))) {
      cases.push([`wrong-typed field ${name}`, () => send(route, url, { body: { ...validLooking(route), [name]: wrongFor(field, false) } })]);
    }
    cases.push(['an unknown field', () => send(route, url, { body: { ...validLooking(route), zzz: 1 } })]);
  }
  return cases;
}

/** A body whose fields are each of the right kind, so that a single wrong field is what fails. */
function validLooking(route: RouteDescriptor): Record<string, unknown> {
  return route.request.body ? (sampleOf(route.request.body) as Record<string, unknown>) : {};
}

/** The field error a hostile text must answer: at its spot, and about the character when nothing else is wrong. */
function errorAt(where: string, spot: TextSpot, hostile: string): Partial<FieldError> {
  const path = spot.isKey ? [...spot.path.slice(0, -1), hostile] : spot.path;
  return { path: cleanText([where, ...path].join('.')), ...(spot.freeText && { code: 'invalid-characters' }) };
}

type HostileCase = [string, () => Promise<Answer>, Partial<FieldError>];

/**
 * NUL and a lone surrogate at every string of the body, and NUL in every path and query parameter: a query or a
 * path cannot carry a lone surrogate, since percent-decoding turns its bytes into U+FFFD.
 */
function hostileCasesOf(route: RouteDescriptor): HostileCase[] {
  const params = unknownParams(route);
  const url = pathOf(route, params);
  const body = route.request.body && sampleOf(route.request.body);
  const withBody = body === undefined ? {} : { body };
  const cases: HostileCase[] = [];
  for (const spot of parameterSpotsOf(route.request.params)) {
    const hostile = spliced(spot.sample, NUL);
    const path = pathOf(route, { ...params, [spot.path[0]!]: hostile });
    cases.push([`NUL in param ${spot.path[0]}`, () => send(route, path, withBody), errorAt('params', spot, hostile)]);
  }
  for (const spot of parameterSpotsOf(route.request.query)) {
    const hostile = spliced(spot.sample, NUL);
    const query = new URLSearchParams({ [spot.path[0]!]: hostile });
    cases.push([`NUL in query ${spot.path[0]}`, () => send(route, `${url}?${query}`), errorAt('query', spot, hostile)]);
  }
  for (const spot of textSpotsOf(route.request.body)) {
    for (const [label, character] of [['NUL', NUL], ['a lone surrogate', LONE_SURROGATE]] as const) {
      const hostile = spliced(spot.sample, character);
      const what = `${label} in ${spot.isKey ? 'the key' : 'field'} ${spot.path.join('.')}`;
      cases.push([what, () => send(route, url, { body: withText(body, spot, hostile) }), errorAt('body', spot, hostile)]);
    }
  }
  return cases;
}

/** Public routes that take no input at all have nothing to get wrong. */
const withInput = allRoutes.filter((route) => casesOf(route).length > 0);

describe.each(withInput.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', (_, route) => {
  it.each(casesOf(route))('answers %s with a 4xx problem', async (what, attempt) => {
    expectClientProblem(await attempt(), what);
  });
});

/** A public link's token takes any text: an odd one is looked up, and answers as an unknown link does. */
const tokenParamOf = (route: RouteDescriptor) => Object.entries(shapeOf(route.request.params)).find(([, field]) => field === LinkToken)?.[0];
const takingTokens = allRoutes.filter((route) => tokenParamOf(route) !== undefined);

describe.each(takingTokens.map((route) => [`${route.method} ${route.path}`, route] as const))('%s, sent a malformed link token', (_, route) => {
  it.each(['not-valid ✗', '-1', '1.5', '%zz', 'x'])('answers %s with 404', async (token) => {
    const answer = await send(route, pathOf(route, { ...unknownParams(route), [tokenParamOf(route)!]: token }), route.request.body ? { body: validLooking(route) } : {});
    expectClientProblem(answer, token);
    expect(answer.status, answer.text).toBe(404);
  });
});

const takingText = allRoutes.filter((route) => hostileCasesOf(route).length > 0);

describe.each(takingText.map((route) => [`${route.method} ${route.path}`, route] as const))('%s, sent hostile text', (_, route) => {
  it.each(hostileCasesOf(route))('answers %s with a 400 field error', async (what, attempt, error) => {
    const answer = await attempt();
    expectClientProblem(answer, what);
    expect(answer.status, `${what}: ${answer.text}`).toBe(400);
    expect((answer.body as Problem).errors, `${what}: ${answer.text}`).toContainEqual(expect.objectContaining(error));
  });
});

/** Routes whose sample body the contract takes but the service refuses for another field before it looks at the ids. */
const REFUSED_BEFORE_IDS = [
  // The sample calendar's time zone is no time zone.
  /^POST \/resolve-it\/sla-policies$/,
  // The sample person, the caller's first, may be in the demo campaign already (which campaign is the first differs by database).
  /^POST \/[a-z-]+\/campaigns\/:id\/people$/,
];

/**
 * The caller's own records in the path (at the version they are at), so that a request gets as far as the id under
 * test: another organisation's record of the kind the field names, or, where no table is of that kind, another
 * organisation's person.
 */
function foreignIdCase(route: RouteDescriptor, spot: IdSpot) {
  return async () => {
    const ownOf = (kind: string) => rows.own.get(tablesOf(kind, rows.own, route)[0] ?? '');
    const spots = idSpotsOf(route);
    const params = Object.fromEntries(Object.keys(shapeOf(route.request.params)).map((name) => [name, UNKNOWN_ID]));
    for (const other of spots.filter((each) => each.where === 'params')) params[String(other.path[0])] = ownOf(other.kind)?.id ?? UNKNOWN_ID;
    // Every other id of the body names one of the caller's records too, so that only the foreign one can be refused.
    let body = route.request.body && sampleOf(route.request.body);
    for (const other of spots.filter((each) => each.where === 'body')) body = withValueAt(body, other.path, ownOf(other.kind)?.id ?? UNKNOWN_ID);
    const version = ownOf(spots.find((each) => each.where === 'params' && each.path[0] === 'id')?.kind ?? '')?.version;
    if (body && typeof body === 'object' && 'version' in body && version != null) body = { ...body, version };
    const tables = tablesOf(spot.kind, rows.foreign);
    const foreignIds = tables.length > 0 ? tables.map((table) => rows.foreign.get(table)!.id) : [rows.foreign.get('users')!.id];
    for (const foreignId of foreignIds) {
      const url = pathOf(route, spot.where === 'params' ? { ...params, [String(spot.path[0])]: foreignId } : params);
      const query = spot.where === 'query' ? `?${new URLSearchParams({ [String(spot.path[0])]: foreignId })}` : '';
      const sent = spot.where === 'body' ? withValueAt(body, spot.path, foreignId) : body;
      const answer = await send(route, `${url}${query}`, sent === undefined ? {} : { body: sent });
      const what = `${spot.where}.${spot.path.join('.')} = ${foreignId}`;
      // A filter may find nothing, and a batch refuses each item it cannot take; neither takes the foreign record in.
      if (route.method === 'GET' && spot.where === 'query' && answer.status < 300) expect(answer.text, what).not.toContain(foreignId);
      else if (answer.status < 300 && 'refused' in Object(answer.body)) expect((answer.body as { refused: { id: string }[] }).refused, what).toContainEqual(expect.objectContaining({ id: foreignId }));
      else {
        expectClientProblem(answer, what);
        // Refused for the id, at its field or the list that holds it; unless the walk's sample is itself not a request
        // the route takes, and so cannot get as far as the ids.
        const at = [spot.where, ...spot.path].join('.');
        const aboutTheId = (answer.body as Problem).errors?.some((error) => at === error.path || at.startsWith(`${error.path}.`));
        const reaches = route.request.body?.safeParse(sent).success && !REFUSED_BEFORE_IDS.some((pattern) => pattern.test(`${route.method} ${route.path}`));
        if (answer.status === 400 && spot.where === 'body' && reaches) expect(aboutTheId, `${what}: ${answer.text}`).toBe(true);
      }
    }
  };
}

const takingIds = allRoutes.filter((route) => idSpotsOf(route).length > 0);

describe.each(takingIds.map((route) => [`${route.method} ${route.path}`, route] as const))('%s, sent another organisation’s ids', (_, route) => {
  it.each(idSpotsOf(route).map((spot) => [`${spot.where}.${spot.path.join('.')} (${spot.kind || 'any'})`, spot] as const))(
    'refuses one at %s',
    async (_what, spot) => {
      await foreignIdCase(route, spot)();
    },
  );
});

it('walks every route of the contract that takes input or a token', () => {
  const skipped = allRoutes.filter((route) => !withInput.includes(route));
  expect(skipped.every((route) => route.public && route.method === 'GET' && Object.keys(route.request).length === 0)).toBe(true);
  expect(allRoutes.length).toBeGreaterThanOrEqual(30);
  expect(new Set(allRoutes.map((route) => route.id)).size).toBe(allRoutes.length);
});
