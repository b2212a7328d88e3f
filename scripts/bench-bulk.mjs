// `npm run bench:bulk [-- --rows 100000]`: Bulk Upload's three phases on generated asset files (CSV and XLSX), timed
// apart: parse (the worker's reading of the file), validate (every row through the API's rules, as the worker does),
// commit (the batches through the server's route into an in-memory PGlite). Prints the peak memory (maxRSS) and the
// heap after each phase. A benchmark, not a test: it never fails a build.
import { existsSync, symlinkSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { root, option } from './server-modules.mjs';

const rows = Number(option('rows', '100000'));
const esbuild = await import('esbuild');
const outfile = `${root}dist-server/bench-bulk-modules.mjs`;
await esbuild.build({
  stdin: {
    contents: [
      "export { BulkEngine } from './src/apps/manage/adapters/bulk/bulk-engine';",
      "export { startTestServer } from './tests/server/harness';",
      "export { SNIPE_IT_STATUS_TABLE } from './src/apps/manage/domain/import-statuses';",
      "export { BULK_BATCH_ROWS } from './src/apps/manage/domain/bulk-summary';",
      "export { DEMO } from './server/seed/demo-seed';",
    ].join('\n'),
    resolveDir: root,
    loader: 'ts',
  },
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
});
// The bundle looks for the migrations beside itself (server/db/database.ts), so they are linked there.
if (!existsSync(`${root}dist-server/migrations`)) symlinkSync(`${root}server/db/migrations`, `${root}dist-server/migrations`, 'dir');
const { BulkEngine, startTestServer, SNIPE_IT_STATUS_TABLE, BULK_BATCH_ROWS, DEMO } = await import(pathToFileURL(outfile).href);
const ExcelJS = (await import('exceljs')).default;

const HEADER = ['Asset Tag', 'Model', 'Category', 'Manufacturer', 'Serial Number', 'Status', 'Purchase Date', 'Purchase Cost', 'Location', 'Notes'];
const cellsOf = (n) => [`BENCH-${String(n).padStart(6, '0')}`, 'Latitude 7440', 'Laptops', 'Dell', `SN-BENCH-${n}`, 'Ready to Deploy', '2024-01-15', '1299.00', `Site ${n % 20}`, n % 7 ? '' : 'spare'];

function csvFile() {
  const lines = [HEADER.join(',')];
  for (let n = 1; n <= rows; n += 1) lines.push(cellsOf(n).join(','));
  return new TextEncoder().encode(`${lines.join('\n')}\n`).buffer;
}

async function xlsxFile() {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Assets');
  sheet.addRow(HEADER);
  for (let n = 1; n <= rows; n += 1) sheet.addRow(cellsOf(n));
  const buffer = await workbook.xlsx.writeBuffer();
  return buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength);
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const peak = () => mb(process.resourceUsage().maxRSS * 1024);
const timed = async (label, work) => {
  const started = performance.now();
  const result = await work();
  console.log(`${label.padEnd(28)} ${((performance.now() - started) / 1000).toFixed(2).padStart(8)} s   heap ${mb(process.memoryUsage().heapUsed).padStart(7)}   peak RSS ${peak()}`);
  return result;
};

const mapping = { assetTag: 0, model: 1, category: 2, manufacturer: 3, serial: 4, status: 5, purchaseDate: 6, purchaseCost: 7, location: 8, notes: 9 };
const setup = { slashDateOrder: 'month-first', dateOrderSettled: true, statusTable: SNIPE_IT_STATUS_TABLE };
console.log(`Bulk Upload, ${rows.toLocaleString('en')} asset rows`);

for (const [format, make] of [['CSV', csvFile], ['XLSX', xlsxFile]]) {
  const bytes = await timed(`${format}: generate`, make);
  const engine = new BulkEngine();
  await timed(`${format}: parse`, () => engine.load(`bench.${format.toLowerCase()}`, bytes));
  const checked = await timed(`${format}: validate`, () => engine.check({ kind: 'assets', headerIndex: 0, mapping, customColumns: [], setup }, () => undefined));
  if (checked.invalid > 0) console.log(`  ${checked.invalid} invalid rows`);
  if (format === 'XLSX') break;
  const server = await startTestServer();
  const session = await server.signIn(DEMO.admin.email);
  const call = (method, path, body) => server.call(method, `/api/v1/manage${path}`, { token: session.token, body });
  await timed(`${format}: commit`, async () => {
    const opened = await call('POST', '/bulk/imports', { kind: 'assets', fileName: 'bench.csv', fileHash: 'b'.repeat(64), mode: 'partial', rowCount: checked.total, setup, headers: {} });
    let answer;
    for (let offset = 0; offset < checked.total; offset += BULK_BATCH_ROWS) {
      answer = await call('POST', `/bulk/imports/${opened.body.import.id}/batches`, { rows: engine.batch(offset, BULK_BATCH_ROWS), last: offset + BULK_BATCH_ROWS >= checked.total });
      if (answer.status !== 200) throw new Error(answer.text);
    }
    console.log(`  summary ${JSON.stringify(answer.body.summary)}`);
  });
  await server.close();
}
console.log(`peak memory (maxRSS): ${peak()}`);
