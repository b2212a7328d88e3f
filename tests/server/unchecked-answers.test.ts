import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { manageClient } from '../../server/apps/manage/__tests__/helpers';

/** As in production: answers are not parsed again on the way out, only written by their schemas. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ checkAnswers: false });
});
afterAll(() => server.close());

describe('answers written without the check', () => {
  it("carry every declared field and none of the row's own columns", async () => {
    const { call, createAsset } = await manageClient(server);
    const site = (await call<{ id: string; name: string }>('POST', '/places', { name: 'Berlin office' })).body;
    const created = await createAsset({ assetTag: 'RAW-1', serial: 'RAW-SERIAL', locationId: site.id });
    for (const answer of [(await call('GET', `/assets/${created.id}`)).body, ((await call('GET', '/assets?q=RAW-1')).body as { items: unknown[] }).items[0]]) {
      expect(answer).toMatchObject({ id: created.id, assetTag: 'RAW-1', serial: 'RAW-SERIAL', location: { id: site.id, name: 'Berlin office' }, photoUrl: null, assignee: null });
      for (const column of ['organisationId', 'locationId', 'photoKey', 'assigneeId', 'assigneeLabel', 'assigneeName', 'total', 'search']) {
        expect(answer).not.toHaveProperty(column);
      }
    }
  });
});
