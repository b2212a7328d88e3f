import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MigrationReport } from '../../../../contract/apps/manage/migration-schemas';
import { outcomeCounts } from '../../../../src/apps/manage/domain/import-report';
import { startTestServer, type TestServer } from '../../../../tests/server/harness';
import { manageClient } from './helpers';
import { readAsTheScreenDoes } from './migration-helpers';
import { snipeItScaleFiles } from '../../../../tests/fixtures/snipe-it/scale-files';

/**
 * Ten thousand rows of each kind, written as Snipe-IT writes them, read as the screen reads them and imported in one
 * request each. The times are logged for the record, never asserted: the machine varies.
 */
const ROWS = 10_000;
const FILES = snipeItScaleFiles(ROWS);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('ten thousand rows of each kind', () => {
  it('imports every file in one request, and every holder is found once the people arrive', { timeout: 600_000 }, async () => {
    const { call } = await manageClient(server);
    const times: string[] = [];
    const reports: Record<string, ReturnType<typeof MigrationReport.parse>> = {};
    for (const [kind, text] of Object.entries(FILES)) {
      const started = performance.now();
      const body = readAsTheScreenDoes(text);
      const read = performance.now();
      const answer = await call('POST', '/migrations', body);
      expect(answer.status, answer.text).toBe(201);
      reports[kind] = MigrationReport.parse(answer.body);
      times.push(`${kind}: read ${Math.round(read - started)} ms, imported ${Math.round(performance.now() - read)} ms`);
    }
    console.info(`Snipe-IT migration, ${ROWS} rows per file, PGlite:\n  ${times.join('\n  ')}`);

    expect(outcomeCounts(reports['assets']!)).toMatchObject({ created: ROWS / 2, waiting: ROWS / 2 });
    expect(outcomeCounts(reports['licences']!)).toMatchObject({ waiting: ROWS });
    expect(reports['people']).toMatchObject({ matched: ROWS / 2 + ROWS, waiting: 0 });
    for (const kind of ['locations', 'accessories'] as const) expect(outcomeCounts(reports[kind]!).created).toBe(ROWS);
    expect(reports['locations']!.places).toEqual({ added: ROWS, known: 0, incomplete: 0, invalid: 0 });
  });
});
