import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AssetItem } from '../../../../contract/apps/manage/asset-schemas';
import { SignInAnswer } from '../../../../contract/auth';
import { AuditList } from '../../../../contract/people';
import { Problem, ProblemTypes } from '../../../../contract/problem';
import { LocalFileStore } from '../../../adapters/local-file-store';
import { JPEG_START, pngOf } from '../../../../tests/fixtures/images/test-images';
import { startTestServer, type TestServer } from '../../../../tests/server/harness';
import { manageClient } from './helpers';

const MAX_BYTES = 64 * 1024;
const LINK_MINUTES = 15;

let server: TestServer;
let files: LocalFileStore;
beforeAll(async () => {
  files = await LocalFileStore.open(null);
  server = await startTestServer({ files: { dir: null, s3Url: null, maxBytes: MAX_BYTES, linkMinutes: LINK_MINUTES } }, { files });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

interface Sent {
  readonly token?: string | undefined;
  readonly contentType?: string;
  readonly headers?: Record<string, string>;
}

/** Raw bytes, as a browser sends a file: the harness's call() speaks JSON only. */
async function send(method: 'GET' | 'POST' | 'DELETE', url: string, bytes?: Uint8Array, { token, contentType, headers = {} }: Sent = {}) {
  const response = await server.app.inject({
    method,
    url,
    headers: { ...(token && { authorization: `Bearer ${token}` }), ...(contentType && { 'content-type': contentType }), ...headers },
    ...(bytes && { payload: Buffer.from(bytes) }),
  });
  const isJson = /json/.test(String(response.headers['content-type'] ?? ''));
  return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload, body: isJson ? (response.json() as unknown) : undefined };
}

async function photoClient(email?: string, password?: string) {
  const client = await manageClient(server, email, password);
  const token = client.session.token;
  const photoPath = (id: string, version?: number) => `/api/v1/manage/assets/${id}/photo${version === undefined ? '' : `?version=${version}`}`;
  const upload = (id: string, version: number, bytes: Uint8Array, contentType = 'image/png') =>
    send('POST', photoPath(id, version), bytes, { token, contentType });
  const uploaded = async (id: string, version: number, bytes: Uint8Array, contentType = 'image/png') => {
    const answer = await upload(id, version, bytes, contentType);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return AssetItem.parse(answer.body);
  };
  const remove = (id: string, version: number) => send('DELETE', photoPath(id, version), undefined, { token });
  const download = (id: string, withToken: string | null = token) => send('GET', photoPath(id), undefined, { token: withToken ?? undefined });
  return { ...client, token, upload, uploaded, remove, download };
}

/** The link of an answer, opened as an `<img>` opens it: no token. */
const open = (link: string) => send('GET', link);

describe('asset photos', () => {
  it('uploads a photo that the asset answer links to, signed, for a page to show without a token', async () => {
    const { createAsset, uploaded, download, call } = await photoClient();
    const asset = await createAsset({ assetTag: 'PH-1' });
    expect(asset.photoUrl).toBeNull();
    const png = pngOf(32, 24);

    const withPhoto = await uploaded(asset.id, 1, png);
    expect(withPhoto).toMatchObject({ id: asset.id, version: 2 });
    expect(withPhoto.photoUrl).toMatch(/^\/api\/v1\/files\/[\w-]+\/manage%2Fassets%2F[\w-]+%2F[\w-]+\.png\?expires=\d+&signature=[\w-]{8}\.[\w-]{43}$/);
    const image = await open(withPhoto.photoUrl!);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toMatch(/^private, max-age=\d+, immutable$/);
    expect(image.bytes.equals(png)).toBe(true);

    const original = await download(asset.id);
    expect(original).toMatchObject({ status: 200, headers: { 'content-type': 'image/png', 'cache-control': 'no-store' } });
    expect(original.bytes.equals(png)).toBe(true);
    expect(AssetItem.parse((await call('GET', `/assets/${asset.id}`)).body).photoUrl).toBe(withPhoto.photoUrl);
    const history = AuditList.parse((await call('GET', `/assets/${asset.id}/activity`)).body);
    expect(history.items[0]).toMatchObject({ action: 'asset.photo-uploaded', appSlug: 'manage-beta', before: { photoKey: null } });
  });

  it('sends a photo as stored, never compressed again, whatever the browser accepts', async () => {
    const { createAsset, uploaded } = await photoClient();
    const asset = await createAsset({ assetTag: 'PH-1' });
    // Noise, so that it is above the API's 1 KiB compression threshold.
    const png = pngOf(32, 32, { noise: true });
    expect(png.length).toBeGreaterThan(1024);
    const withPhoto = await uploaded(asset.id, 1, png);
    const image = await send('GET', withPhoto.photoUrl!, undefined, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.bytes.equals(png)).toBe(true);
  });

  it('replaces a photo: the new one shows, the old file is gone, and the history names both', async () => {
    const { createAsset, uploaded, download, call } = await photoClient();
    const asset = await createAsset({ assetTag: 'PH-1' });
    const first = await uploaded(asset.id, 1, pngOf(8, 8));
    const jpeg = Buffer.concat([JPEG_START, Buffer.alloc(100, 7)]);
    const second = await uploaded(asset.id, 2, jpeg, 'image/jpeg');
    expect(second.photoUrl).not.toBe(first.photoUrl);
    expect((await open(first.photoUrl!)).status).toBe(404);
    const shown = await open(second.photoUrl!);
    expect(shown).toMatchObject({ status: 200, headers: { 'content-type': 'image/jpeg' } });
    expect(shown.bytes.equals(jpeg)).toBe(true);
    expect((await download(asset.id)).headers['content-type']).toBe('image/jpeg');

    const history = AuditList.parse((await call('GET', `/assets/${asset.id}/activity`)).body);
    const [replaced, added] = history.items;
    expect(replaced!.before).toEqual({ photoKey: (added!.after as { photoKey: string }).photoKey });
  });

  it('removes a photo, its file with it, as a change of the asset', async () => {
    const { createAsset, uploaded, remove, download, call } = await photoClient();
    const asset = await createAsset({ assetTag: 'PH-1' });
    const withPhoto = await uploaded(asset.id, 1, pngOf(8, 8));
    expect((await remove(asset.id, 1)).status).toBe(412);
    const removed = await remove(asset.id, 2);
    expect(removed.status).toBe(200);
    expect(AssetItem.parse(removed.body)).toMatchObject({ photoUrl: null, version: 3 });
    expect((await open(withPhoto.photoUrl!)).status).toBe(404);
    expect((await download(asset.id)).status).toBe(404);
    expect(AuditList.parse((await call('GET', `/assets/${asset.id}/activity`)).body).items[0]).toMatchObject({
      action: 'asset.photo-removed',
      after: { photoKey: null },
    });
    expect(AssetItem.parse((await remove(asset.id, 3)).body).version).toBe(3);
  });

  it('refuses a stale version and keeps the photo the asset had', async () => {
    const { createAsset, upload, uploaded } = await photoClient();
    const asset = await createAsset({ assetTag: 'PH-1' });
    const withPhoto = await uploaded(asset.id, 1, pngOf(8, 8));
    const stale = await upload(asset.id, 1, pngOf(9, 9));
    expect(stale.status).toBe(412);
    expect((await open(withPhoto.photoUrl!)).status).toBe(200);
  });
});

describe('what an upload must be', () => {
  it('refuses bytes that are not what their declared type says, and types a photo may not be', async () => {
    const { createAsset, upload, token, call } = await photoClient();
    const asset = await createAsset({ assetTag: 'PH-1' });
    const text = Buffer.from('just some notes.txt, not an image\n');
    const cases: [Uint8Array, string, number][] = [
      [text, 'image/png', 415],
      [pngOf(8, 8), 'image/jpeg', 415],
      [Buffer.from('GIF89a\u0001\u0000\u0001\u0000'), 'image/gif', 415],
      [text, 'text/plain', 415],
      [Buffer.from('%PDF-1.7\n'), 'application/pdf', 415],
      [Buffer.alloc(0), 'image/png', 400],
    ];
    for (const [bytes, contentType, status] of cases) {
      const answer = await upload(asset.id, 1, bytes, contentType);
      expect(answer.status, `${contentType}: ${JSON.stringify(answer.body)}`).toBe(status);
      expect(Problem.parse(answer.body).type).toBe(status === 415 ? ProblemTypes.unsupportedMediaType : ProblemTypes.validation);
    }
    const declared = Problem.parse((await upload(asset.id, 1, text, 'image/png')).body);
    expect(declared.detail).toBe('The file is declared as image/png but its content is of no type taken here.');
    const json = await send('POST', `/api/v1/manage/assets/${asset.id}/photo?version=1`, Buffer.from('{"photo":"x"}'), { token, contentType: 'application/json' });
    expect(json.status).toBe(415);
    expect(AssetItem.parse((await call('GET', `/assets/${asset.id}`)).body)).toMatchObject({ photoUrl: null, version: 1 });
  });

  it('refuses a file over FILE_MAX_BYTES with 413, whether its length was declared or not', async () => {
    const { createAsset, upload, token } = await photoClient();
    const asset = await createAsset({ assetTag: 'PH-1' });
    const big = pngOf(160, 160, { noise: true });
    expect(big.length).toBeGreaterThan(MAX_BYTES);
    const refused = await upload(asset.id, 1, big);
    expect(refused.status).toBe(413);
    expect(Problem.parse(refused.body).type).toBe(ProblemTypes.payloadTooLarge);
    const chunked = await server.app.inject({
      method: 'POST',
      url: `/api/v1/manage/assets/${asset.id}/photo?version=1`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png', 'transfer-encoding': 'chunked' },
      payload: big,
    });
    expect(chunked.statusCode).toBe(413);
    expect((await upload(asset.id, 1, pngOf(16, 16))).status).toBe(200);
  });

  it('answers a stranger 401 before reading the body, and a download without a token too', async () => {
    const { createAsset, uploaded, download } = await photoClient();
    const asset = await createAsset({ assetTag: 'PH-1' });
    await uploaded(asset.id, 1, pngOf(8, 8));
    const stranger = await send('POST', `/api/v1/manage/assets/${asset.id}/photo?version=2`, pngOf(160, 160, { noise: true }), { contentType: 'image/png' });
    expect(stranger.status).toBe(401);
    const forged = await send('POST', `/api/v1/manage/assets/${asset.id}/photo?version=2`, pngOf(8, 8), { token: 'not-a-token', contentType: 'image/png' });
    expect(forged.status).toBe(401);
    expect((await download(asset.id, null)).status).toBe(401);
  });
});

describe('signed links', () => {
  it('expire: after two windows at most the link opens nothing and the next answer carries a fresh one', async () => {
    const { createAsset, uploaded, call } = await photoClient();
    const asset = await createAsset({ assetTag: 'PH-1' });
    const link = (await uploaded(asset.id, 1, pngOf(8, 8))).photoUrl!;
    expect(AssetItem.parse((await call('GET', `/assets/${asset.id}`)).body).photoUrl).toBe(link);
    server.advance(2 * LINK_MINUTES * 60_000);
    const expired = await open(link);
    expect(expired.status).toBe(403);
    expect(Problem.parse(expired.body).title).toBe('This link has expired');
    const fresh = AssetItem.parse((await call('GET', `/assets/${asset.id}`)).body).photoUrl!;
    expect(fresh).not.toBe(link);
    expect((await open(fresh)).status).toBe(200);
  });

  it('are refused once anything in them changed', async () => {
    const { createAsset, uploaded } = await photoClient();
    const asset = await createAsset({ assetTag: 'PH-1' });
    const link = new URL((await uploaded(asset.id, 1, pngOf(8, 8))).photoUrl!, 'http://portal.test');
    const later = new URL(link);
    later.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 3600));
    const otherKey = new URL(link.href.replace(/%2F[\w-]+\.png/, '%2Fsomething-else.png'));
    for (const changed of [later, otherKey]) {
      // As a link to a file that is gone: nothing tells a changed link from a real one.
      const answer = await open(`${changed.pathname}${changed.search}`);
      expect(answer.status, changed.href).toBe(404);
      expect(Problem.parse(answer.body).title).toBe('No such file');
    }
    expect((await open(`${link.pathname}`)).status).toBe(400);
  });
});

/** `/api/v1/files/<organisation>/<key>?…` */
function linkParts(link: string): [organisationId: string, key: string] {
  const [, organisationId, key] = /^\/api\/v1\/files\/([^/]+)\/([^?]+)\?/.exec(link)!;
  return [organisationId!, decodeURIComponent(key!)];
}

describe('organisations', () => {
  async function globex() {
    const signUp = { organisationName: 'Globex', name: 'Gil Owner', email: 'gil@globex.test', password: 'long-enough-password' };
    const owner = SignInAnswer.parse((await server.call('POST', '/api/v1/auth/sign-up', { body: signUp })).body);
    const installed = await server.call('POST', '/api/v1/apps/manage-beta/install', { token: owner.token });
    expect(installed.status).toBeLessThan(300);
    return photoClient(signUp.email, signUp.password);
  }

  it("never open one organisation's photo to another, by id, by link or by key", async () => {
    const acme = await photoClient();
    const gil = await globex();
    const ours = await acme.createAsset({ assetTag: 'PH-1' });
    const theirs = await gil.createAsset({ assetTag: 'PH-1' });
    const ourPhoto = await acme.uploaded(ours.id, 1, pngOf(8, 8));
    const theirPhoto = await gil.uploaded(theirs.id, 1, pngOf(9, 9));

    expect((await acme.download(theirs.id)).status).toBe(404);
    expect((await acme.upload(theirs.id, 2, pngOf(10, 10))).status).toBe(404);
    expect((await acme.remove(theirs.id, 2)).status).toBe(404);
    expect((await open(theirPhoto.photoUrl!)).status).toBe(200);

    // Their organisation's id in our link: the signature covers the organisation, so the link opens nothing.
    const [ourOrganisation, ourKey] = linkParts(ourPhoto.photoUrl!);
    const [theirOrganisation] = linkParts(theirPhoto.photoUrl!);
    expect((await open(ourPhoto.photoUrl!.replace(ourOrganisation, theirOrganisation))).status).toBe(404);
    // And the store itself: a key is looked up in its organisation's folder only.
    expect(await files.get(ourOrganisation, ourKey)).not.toBeNull();
    expect(await files.get(theirOrganisation, ourKey)).toBeNull();
  });
});
