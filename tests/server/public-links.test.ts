import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { LinkToken } from '../../contract/common';
import { pathOf, type RouteDescriptor } from '../../contract/descriptor';
import { getSignedFile } from '../../contract/file-routes';
import { allRoutes } from '../../contract/routes';
import { FileLinks } from '../../server/files/file-links';
import { DEFAULT_REFRESH_BUY_RULES } from '../../src/apps/campaigns/domain/refresh-rules';
import { hmac } from '../../server/security/tokens';
import { DEMO } from '../../server/seed/demo-seed';
import { otherOrganisation, signedIn, type ApiClient } from './callers';
import { startTestServer, type Answer, type TestServer } from './harness';
import { sampleOf } from './hostile-text';

/**
 * Every public route that takes a link's token, fed what a guesser would send: each answers as it does a well-formed
 * token that names nothing, status and problem alike, so that no answer tells what a real link looks like or that one
 * once existed.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  tokens = await linksOfEveryKind();
});
afterAll(() => server.close());

const OLD_DEVELOPMENT_SECRET = 'development-only-secret-never-use-in-production';

interface Tokens {
  /** A working link of each family, and one of its earlier ones that a new one replaced. */
  readonly working: Record<Family, string>;
  readonly replaced: Partial<Record<Family, string>>;
  /** A working link of another organisation, of another family than the route's. */
  readonly otherOrganisation: Record<Family, string>;
}
let tokens: Tokens;

type Family = 'recover' | 'refresh-buy' | 'refresh-go' | 'approval' | 'invitation';

const familyOf = (route: RouteDescriptor): Family | null =>
  route.path.startsWith('/public/recover/')
    ? 'recover'
    : route.path.startsWith('/public/refresh-buy/')
      ? 'refresh-buy'
      : route.path.startsWith('/public/refresh-go/')
        ? 'refresh-go'
        : route.path.includes('/approval-links/')
          ? 'approval'
          : route.path.startsWith('/public/invitations/')
            ? 'invitation'
            : null;

const tokenParamOf = (route: RouteDescriptor) =>
  Object.entries(route.request.params instanceof z.ZodObject ? (route.request.params.shape as Record<string, z.ZodType>) : {}).find(([, field]) => field === LinkToken)?.[0];

const linkRoutes = allRoutes.filter((route) => route.audience === 'public' && tokenParamOf(route) !== undefined);

async function issued(client: ApiClient, path: string, body?: unknown): Promise<string> {
  const answer = await client.call<{ url: string }>('POST', path, body);
  if (answer.status !== 201) throw new Error(`${path} answered ${answer.status}: ${answer.text}`);
  return answer.body.url.split('/').pop()!;
}

async function campaign(client: ApiClient, kind: string, people: unknown[]): Promise<{ id: string; personId: string }> {
  const rules = kind === 'refresh-buy' ? { rules: DEFAULT_REFRESH_BUY_RULES } : {};
  const created = await client.call<{ id: string }>('POST', `/${kind}/campaigns`, { name: `${kind} links`, contactDate: '2020-01-01', message: 'Please answer.', people, ...rules });
  if (created.status !== 201) throw new Error(`${kind} answered ${created.status}: ${created.text}`);
  const listed = await client.call<{ items: { id: string }[] }>('GET', `/${kind}/campaigns/${created.body.id}/people`);
  return { id: created.body.id, personId: listed.body.items[0]?.id ?? '' };
}

/** A person's link issued twice: the first, replaced, and the second, working. */
async function personLinks(client: ApiClient, kind: string, people: unknown[]): Promise<[string, string]> {
  const { id, personId } = await campaign(client, kind, people);
  const path = `/${kind}/campaigns/${id}/people/${personId}/link`;
  return [await issued(client, path, { send: false }), await issued(client, path, { send: false })];
}

/** An invitation's link (Team Manager, Onboard): the token at the end of the address the create or resend answers. */
async function invitation(client: ApiClient, email: string): Promise<{ id: string; version: number; token: string }> {
  const sent = await client.call<{ invitation: { id: string; version: number }; link: string }>('POST', '/team-suite/invitations', { role: 'employee', email });
  if (sent.status !== 201) throw new Error(`the invitation answered ${sent.status}: ${sent.text}`);
  return { ...sent.body.invitation, token: decodeURIComponent(new URL(sent.body.link).pathname.split('/').pop()!) };
}

async function linksOfEveryKind(): Promise<Tokens> {
  const ada = await signedIn(server, DEMO.admin.email);
  const candidates = await ada.call<{ items: { userId: string; email: string; devices: { assetId: string }[] }[] }>('GET', '/refresh-buy/candidates');
  const eve = candidates.body.items.find((candidate) => candidate.email === DEMO.employee.email && candidate.devices.length > 0)!;
  const person = { userId: eve.userId, assetIds: [eve.devices[0]!.assetId] };
  const [recoverReplaced, recover] = await personLinks(ada, 'recover', [person]);
  const [buyReplaced, buy] = await personLinks(ada, 'refresh-buy', [person]);
  const go = await campaign(ada, 'refresh-go', []);
  const goReplaced = await issued(ada, `/refresh-go/campaigns/${go.id}/share-link`);
  const goWorking = await issued(ada, `/refresh-go/campaigns/${go.id}/share-link`);

  const employee = await signedIn(server, DEMO.employee.email);
  const laptop = (await employee.call<{ requestTypes: { id: string; name: string }[] }>('GET', '/resolve-now/catalogue')).body.requestTypes.find((type) => type.name === 'New laptop')!;
  await employee.call('POST', '/resolve-now/tickets', { serviceType: 'service', requestTypeId: laptop.id, answers: { model: 'MacBook Pro 14', reason: 'Mine is six years old' } });
  const mail = server.mailbox.read(DEMO.admin.email).find((each) => /Approval needed/.test(each.subject))!;
  const approval = /approval-links\/([A-Za-z0-9_.-]+)/.exec(mail.text)![1]!;

  const invited = await invitation(ada, 'invited@new.test');
  const resent = await ada.call<{ link: string }>('POST', `/onboard/invitations/${invited.id}/resend`, { version: invited.version });
  const invitationToken = decodeURIComponent(new URL(resent.body.link).pathname.split('/').pop()!);

  const globex = await signedIn(server, (await otherOrganisation(server)).email);
  const boss = (await globex.call<{ items: { userId: string }[] }>('GET', '/recover/candidates')).body.items[0]!;
  const [, theirRecover] = await personLinks(globex, 'recover', [{ userId: boss.userId, assetIds: [] }]);
  const theirGo = await issued(globex, `/refresh-go/campaigns/${(await campaign(globex, 'refresh-go', [])).id}/share-link`);
  return {
    working: { recover, 'refresh-buy': buy, 'refresh-go': goWorking, approval, invitation: invitationToken },
    replaced: { recover: recoverReplaced, 'refresh-buy': buyReplaced, 'refresh-go': goReplaced, invitation: invited.token },
    otherOrganisation: { recover: theirGo, 'refresh-buy': theirRecover, 'refresh-go': theirRecover, approval: theirRecover, invitation: theirRecover },
  };
}

/** What a guesser may hold, besides a link that names nothing. */
function guessesFor(family: Family): [string, string][] {
  const working = tokens.working[family];
  const dot = working.lastIndexOf('.');
  const oldMac = hmac(OLD_DEVELOPMENT_SECRET, 'campaign-link', randomUUID());
  return [
    ['a short token', 'madeup'],
    ['a malformed token', 'not a link ✗ ~!'],
    ['a changed token', `${working.slice(0, -2)}${working.endsWith('AA') ? 'BB' : 'AA'}`],
    ['a token forged with the old development secret', dot > 0 ? `${working.slice(0, dot)}.${hmac(OLD_DEVELOPMENT_SECRET, 'approval-link', working.slice(0, dot))}` : oldMac],
    ['one of the old development secret’s tokens', oldMac],
    ['another organisation’s link', tokens.otherOrganisation[family]],
    ...(tokens.replaced[family] ? [['a link a newer one replaced', tokens.replaced[family]] as [string, string]] : []),
  ];
}

const send = (route: RouteDescriptor, token: string) =>
  server.call(route.method, pathOf(route, { [tokenParamOf(route)!]: token }), route.request.body ? { body: sampleOf(route.request.body) } : {});

/** The answer as the visitor reads it: the address it was asked at is the only thing that may differ. */
const problemOf = (answer: Answer) => ({ status: answer.status, body: { ...(answer.body as object), instance: undefined } });

describe.each(linkRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', (_, route) => {
  const family = familyOf(route)!;

  it('is a route of a link family this test knows', () => {
    expect(family).not.toBeNull();
  });

  it('answers every guess as a link that names nothing: 404, the same problem', async () => {
    const unknown = problemOf(await send(route, `${server.keys.current.id}.${'A'.repeat(43)}`));
    expect(unknown.status).toBe(404);
    for (const [what, token] of guessesFor(family)) expect(problemOf(await send(route, token)), what).toEqual(unknown);
  });
});

describe('a file’s signed link', () => {
  const fileUrl = (organisationId: string, signature: string) =>
    `${pathOf(getSignedFile, { organisationId, key: 'photos/none.jpg' })}?${new URLSearchParams({ expires: String(Math.floor(Date.now() / 1000) + 600), signature })}`;

  it('answers a short, malformed, forged or another organisation’s signature as one to a file that is gone', async () => {
    const { organisationId } = (await server.store.repos.users.findByEmail(DEMO.admin.email))!;
    const signed = new URL(new FileLinks({ config: server.config, keys: server.keys, now: () => new Date() }).linkOf(organisationId, 'photos/none.jpg'), 'http://portal.test');
    const gone = problemOf(await server.call('GET', `${signed.pathname}${signed.search}`));
    expect(gone.status).toBe(404);
    const signature = signed.searchParams.get('signature')!;
    const expires = signed.searchParams.get('expires')!;
    const other = (await server.store.repos.users.findByEmail('boss@globex.test'))!.organisationId;
    for (const [what, url] of [
      ['a short signature', fileUrl(organisationId, 'x')],
      ['a malformed signature', fileUrl(organisationId, 'not a signature ✗')],
      ['one of the old development secret', fileUrl(organisationId, hmac(OLD_DEVELOPMENT_SECRET, 'file-link', organisationId, 'photos/none.jpg', expires))],
      ['another organisation’s', `${signed.pathname.replace(organisationId, other)}?${new URLSearchParams({ expires, signature })}`],
    ] as const) {
      expect(problemOf(await server.call('GET', url)), what).toEqual(gone);
    }
  });
});

describe('a request-demo token', () => {
  it('answers a short, malformed or forged token as a made-up one', async () => {
    const verify = (token: string) => server.call('POST', '/api/v1/demo-requests/verify', { body: { email: 'buyer@example.test', token } });
    const madeUp = problemOf(await verify('madeup'));
    expect(madeUp.status).toBe(403);
    const real = (await server.call<{ token: string }>('GET', '/api/v1/dev/plg-token?email=buyer@example.test')).body.token;
    expect((await verify(real)).status).toBe(200);
    for (const token of ['x', 'not a token ✗', hmac(OLD_DEVELOPMENT_SECRET, 'plg', 'buyer@example.test'), `${real.slice(0, -1)}${real.endsWith('A') ? 'B' : 'A'}`]) {
      expect(problemOf(await verify(token)), token).toEqual(madeUp);
    }
  });
});
