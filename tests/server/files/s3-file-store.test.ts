import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AssetItem } from '../../../contract/apps/manage/asset-schemas';
import { S3FileStore, S3RequestFailed, s3LocationOf } from '../../../server/adapters/s3-file-store';
import { authorizationOf, sha256Hex } from '../../../server/adapters/s3-signature';
import { configFromEnv } from '../../../server/config';
import { pngOf } from '../../fixtures/images/test-images';
import { startTestServer } from '../harness';
import { manageClient } from '../../../server/apps/manage/__tests__/helpers';
import { startS3Stub, type S3Stub } from './s3-stub';

const ACME = '7c9e6679-7425-40de-944b-e07a1f99d8e1';
const GLOBEX = '0f8fad5b-d9cb-469f-a165-70867728950e';
const credentials = { accessKeyId: 'PORTALTESTKEY', secretAccessKey: 'test/secret+with@odd=chars', region: 'eu-central-1' };
const encodedSecret = encodeURIComponent(credentials.secretAccessKey);

let stub: S3Stub;
let s3Url: string;
beforeAll(async () => {
  stub = await startS3Stub(credentials);
  s3Url = `${stub.url.replace('http:', 's3+http:').replace('//', `//${credentials.accessKeyId}:${encodedSecret}@`)}/photos?region=eu-central-1&forcePathStyle=true`;
});
afterAll(() => stub.close());

describe('Signature Version 4', () => {
  it("signs AWS's own example (GET Object, docs.aws.amazon.com sig-v4-header-based-auth) as AWS does", () => {
    const payloadHash = sha256Hex('');
    const headers = {
      Host: 'examplebucket.s3.amazonaws.com',
      Range: 'bytes=0-9',
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': '20130524T000000Z',
    };
    const authorization = authorizationOf(
      { method: 'GET', path: '/test.txt', query: new URLSearchParams(), headers, payloadHash },
      { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1' },
      '20130524T000000Z',
    );
    expect(authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

describe('S3_URL', () => {
  it('names the endpoint, bucket, credentials, region and addressing', () => {
    expect(s3LocationOf('s3://AKIA:se%2Fcret@s3.eu-central-1.amazonaws.com/portal-files?region=eu-central-1')).toEqual({
      endpoint: 'https://s3.eu-central-1.amazonaws.com',
      bucket: 'portal-files',
      pathStyle: false,
      accessKeyId: 'AKIA',
      secretAccessKey: 'se/cret',
      region: 'eu-central-1',
    });
    expect(s3LocationOf('s3+http://minio:minio-secret@localhost:9000/portal?forcePathStyle=true')).toMatchObject({
      endpoint: 'http://localhost:9000',
      pathStyle: true,
      region: 'us-east-1',
    });
  });

  it.each(['https://k:s@host/bucket', 's3://host/bucket', 's3://k:s@host', 's3://k:s@host/a/b'])('refuses %s', (url) => {
    expect(() => s3LocationOf(url)).toThrow(/S3_URL must look like/);
  });

  it('chooses the S3 store over the local disk', () => {
    expect(configFromEnv({ S3_URL: s3Url, PGLITE_DATA_DIR: 'memory' }).files).toMatchObject({ s3Url, dir: null, maxBytes: 10 * 2 ** 20 });
  });
});

describe('the S3 file store', () => {
  it('puts, reads, looks at and deletes objects under the organisation, every request signed', async () => {
    const store = new S3FileStore(s3LocationOf(s3Url));
    const bytes = pngOf(4, 4);
    await store.put(ACME, 'manage/assets/a1/p.png', bytes, 'image/png');
    expect(stub.objects.get(`/photos/${ACME}/manage/assets/a1/p.png`)).toEqual({ bytes, contentType: 'image/png' });
    const stored = await store.get(ACME, 'manage/assets/a1/p.png');
    expect(stored).toMatchObject({ contentType: 'image/png', size: bytes.length });
    expect(Buffer.from(stored!.bytes).equals(bytes)).toBe(true);
    expect(await store.stat(ACME, 'manage/assets/a1/p.png')).toEqual({ contentType: 'image/png', size: bytes.length });
    expect(await store.get(GLOBEX, 'manage/assets/a1/p.png')).toBeNull();
    expect(await store.stat(ACME, 'nothing.png')).toBeNull();
    await store.delete(ACME, 'manage/assets/a1/p.png');
    expect(await store.get(ACME, 'manage/assets/a1/p.png')).toBeNull();
    expect(stub.requests.every((request) => request.signed)).toBe(true);
    expect(stub.requests.map(({ method }) => method)).toEqual(['PUT', 'GET', 'HEAD', 'GET', 'HEAD', 'DELETE', 'GET']);
  });

  it('fails loudly when the store refuses the signature, and sends no unsafe key at all', async () => {
    const wrong = new S3FileStore({ ...s3LocationOf(s3Url), secretAccessKey: 'not-the-secret' });
    await expect(wrong.put(ACME, 'x.png', pngOf(2, 2), 'image/png')).rejects.toThrow(S3RequestFailed);
    await expect(wrong.get(ACME, 'x.png')).rejects.toThrow(/403 SignatureDoesNotMatch/);
    const sent = stub.requests.length;
    await expect(new S3FileStore(s3LocationOf(s3Url)).get(ACME, '../other/x.png')).rejects.toThrow(/not a file key/);
    expect(stub.requests.length).toBe(sent);
  });

  it('holds asset photos when S3_URL is set, shown through the same signed links', async () => {
    const base = configFromEnv({ S3_URL: s3Url, PGLITE_DATA_DIR: 'memory' });
    const server = await startTestServer({ files: base.files });
    try {
      const { createAsset, session } = await manageClient(server);
      const asset = await createAsset({ assetTag: 'S3-1' });
      const png = pngOf(12, 12);
      const upload = await server.app.inject({
        method: 'POST',
        url: `/api/v1/manage/assets/${asset.id}/photo?version=1`,
        headers: { authorization: `Bearer ${session.token}`, 'content-type': 'image/png' },
        payload: png,
      });
      expect(upload.statusCode).toBe(200);
      const { photoUrl } = AssetItem.parse(upload.json());
      const image = await server.app.inject({ method: 'GET', url: photoUrl! });
      expect(image.statusCode).toBe(200);
      expect(image.rawPayload.equals(png)).toBe(true);
      const held = [...stub.objects.keys()].filter((key) => key.includes(`/manage/assets/${asset.id}/`));
      expect(held).toHaveLength(1);
      expect(held[0]).toMatch(new RegExp(`^/photos/${session.user.organisationId}/manage/assets/${asset.id}/[\\w-]+\\.png$`));
    } finally {
      await server.close();
    }
  });
});
