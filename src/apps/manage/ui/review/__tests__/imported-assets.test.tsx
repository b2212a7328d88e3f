import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { managePaths } from '../../../domain/paths';
import { manageDataOf } from '../../../mocks/mock-state';
import { overrideMockApi, renderPortal, withMockApi } from '../../../../../../tests/component/shell/portal';
import { manageGateways } from '../../__tests__/gateways';

withMockApi();

const fixture = (name: string) => readFileSync(resolve('tests/fixtures/snipe-it', `${name}.csv`), 'utf8');
const exportLines = fixture('assets-export').split('\n');
const header = exportLines[0]!;
/** Records of the export by their Snipe-IT id (the first cell), each on one line. */
const record = (id: number) => exportLines.find((line) => line.startsWith(`${id},`))!;

/** A file goes to the server as an upload, which reports its progress: longer than a plain request in jsdom. */
const SENT = { timeout: 10_000 };

function csvFile(text: string, name = 'assets.csv'): File {
  return new File([text], name, { type: 'text/csv' });
}

async function pick(file: File) {
  await userEvent.upload(await screen.findByLabelText('CSV file'), file);
}

async function openImports() {
  const portal = await renderPortal({ url: managePaths.importedAssets(), signedInAs: 'admin' });
  // The first visit loads the screen and its catalogue on demand.
  await screen.findByRole('heading', { name: 'Import from Snipe-IT or a CSV' }, { timeout: 20_000 });
  return portal;
}

describe('importing a Snipe-IT CSV', () => {
  it('lists a bad line with its reason and sends nothing', async () => {
    const { state } = await openImports();
    await pick(csvFile(fixture('assets-export-bad-row'), 'export.csv'));

    const problems = await screen.findByRole('alert');
    expect(problems).toHaveTextContent('Nothing was imported: 1 problem must be fixed in the file first.');
    expect(problems).toHaveTextContent('Line 13: Purchase date “2023-02-30” is not a date.');
    expect(screen.queryByRole('button', { name: /^Import \d+ rows?$/ })).not.toBeInTheDocument();
    expect(manageDataOf(state).imports).toHaveLength(0);
  });

  it('previews a recognised export with its statuses mapped, imports it and reports each line, holders found by name', async () => {
    const { state } = await openImports();
    const holder = record(101).replace('Anna Becker', 'Eve Employee');
    await pick(csvFile([header, holder, record(103), record(107), record(110)].join('\n')));

    expect(await screen.findByText(/The columns read like Snipe-IT's/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'The file holds' })).toHaveDisplayValue('Assets');
    expect(screen.getByRole('combobox', { name: '“Out for Repair” becomes' })).toHaveDisplayValue('In repair');
    const preview = screen.getByRole('table', { name: 'Preview of the import' });
    expect(within(preview).getAllByRole('row')).toHaveLength(5);
    expect(within(preview).getByRole('cell', { name: 'Out for Repair' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Change the columns' }));
    expect(screen.getByRole('combobox', { name: 'Asset tag (required)' })).toHaveDisplayValue('Asset Tag');

    await userEvent.click(screen.getByRole('button', { name: 'Import 4 rows' }));
    const report = await screen.findByRole('region', { name: 'Assets imported' }, SENT);
    expect(report).toHaveTextContent('Waiting for holder');
    const eve = state.users.find((user) => user.name === 'Eve Employee')!;
    expect(manageDataOf(state).assets.find((asset) => asset.assetTag === 'LT-0001')).toMatchObject({ status: 'deployed', assigneeId: eve.id });
    expect(manageDataOf(state).assets.find((asset) => asset.assetTag === 'TB-0001')).toMatchObject({ status: 'in-repair' });
    expect(within(report).getByRole('button', { name: 'Download the report (CSV)' })).toBeInTheDocument();
  });

  it('sends rows with a status nobody mapped to the review queue, unless a person maps it', async () => {
    const { state } = await openImports();
    await pick(csvFile('Asset Tag,Model,Status\nQ-1,T14,Smashed\nQ-2,T14,Ready to Deploy\n'));
    const status = await screen.findByRole('combobox', { name: '“Smashed” becomes' });
    expect(status).toHaveDisplayValue('Decide in review');
    expect(screen.getByText('1 row needs a decision and will wait in the review queue.')).toBeInTheDocument();
    await userEvent.selectOptions(status, 'Lost');
    expect(screen.queryByText(/needs a decision/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Import 2 rows' }));
    await screen.findByRole('region', { name: 'Assets imported' }, SENT);
    expect(manageDataOf(state).assets.find((asset) => asset.assetTag === 'Q-1')).toMatchObject({ status: 'lost' });
    expect(manageDataOf(state).imports).toHaveLength(0);
  });

  it('reads the other kinds of file by their header, with their own fields', async () => {
    await openImports();
    await pick(csvFile('First Name,Last Name,Email,Username\nReagen,Tenant,rtenant0@istockphoto.com,rtenant0\n', 'users.csv'));
    expect(await screen.findByRole('combobox', { name: 'The file holds' })).toHaveDisplayValue('People (users)');
    const preview = screen.getByRole('table', { name: 'Preview of the import' });
    expect(within(preview).getByRole('cell', { name: 'rtenant0' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Import 1 row' }));
    expect(await screen.findByRole('region', { name: 'People (users) imported' }, SENT)).toBeInTheDocument();
  });

  it("says which of a locations file's sites became offices in Locations, and which have an address to complete there", async () => {
    await openImports();
    overrideMockApi(
      http.post('*/api/v1/manage/migrations', () =>
        HttpResponse.json(
          {
            batchId: crypto.randomUUID(),
            kind: 'locations',
            lines: [2, 3, 4].map((line) => ({ line, outcome: 'created', reason: 'new', label: `Site ${line}`, detail: null })),
            created: 1,
            matched: 0,
            waiting: 0,
            places: { added: 1, known: 0, incomplete: 1, invalid: 1 },
          },
          { status: 201 },
        ),
      ),
    );
    await pick(csvFile(fixture('locations-sample'), 'locations.csv'));
    await userEvent.click(await screen.findByRole('button', { name: 'Import 3 rows' }));

    const report = await screen.findByRole('region', { name: 'Locations imported' }, SENT);
    expect(report).toHaveTextContent('Locations: 1 added as offices, 0 there already by name.');
    expect(report).toHaveTextContent("Address to complete in Locations: 1 without a whole address (street, city, postcode and country), 1 with a postcode that is not their country's (left out).");
  });

  it('asks for the columns of a file it does not recognise, then imports with the chosen ones', async () => {
    await openImports();
    await pick(csvFile('Inventar,Gerät,Kategorie\nINV-1,ThinkPad,Laptops\nINV-2,iPhone,Phones\n'));

    const tag = await screen.findByRole('combobox', { name: 'Asset tag (required)' });
    expect(screen.getByRole('alert')).toHaveTextContent('No column is chosen for Asset tag, which every row needs.');
    await userEvent.selectOptions(tag, 'Inventar');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Model (required)' }), 'Gerät');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Kategorie');

    await userEvent.click(await screen.findByRole('button', { name: 'Import 2 rows' }));
    expect(await screen.findByRole('region', { name: 'Assets imported' }, SENT)).toHaveTextContent(/Created\s*2/);
  });

  it("shows the server's refusal line by line and imports nothing", async () => {
    const { state } = await openImports();
    // The browser and the server read rows alike, so only a server that meanwhile knows more refuses a checked file.
    overrideMockApi(
      http.post('*/api/v1/manage/migrations', () =>
        HttpResponse.json(
          {
            type: '/problems/validation',
            title: 'Some rows cannot be imported',
            status: 400,
            errors: [{ path: 'body.rows.1', message: 'line 3: serial BTAN31200ABC is already used by DT-0003' }],
          },
          { status: 400, headers: { 'content-type': 'application/problem+json' } },
        ),
      ),
    );
    await pick(csvFile([header, record(103), record(125)].join('\n')));

    await userEvent.click(await screen.findByRole('button', { name: 'Import 2 rows' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('The server refused these rows');
    expect(refusal).toHaveTextContent('Line 3: serial BTAN31200ABC is already used by DT-0003');
    expect(manageDataOf(state).assets.some((asset) => asset.assetTag === 'DT-0003')).toBe(false);
  });

  it('imports a large file in one request, so that it is all or nothing', async () => {
    const { state } = await openImports();
    const before = manageDataOf(state).assets.length;
    const rows = Array.from({ length: 3000 }, (_, n) => `BULK-${n},Dell,OptiPlex,Desktops,Ready to Deploy`);
    await pick(csvFile(['Asset Tag,Manufacturer,Model,Category,Status', ...rows].join('\n')));

    await userEvent.click(await screen.findByRole('button', { name: 'Import 3000 rows' }));
    expect(await screen.findByRole('region', { name: 'Assets imported' }, { timeout: 5000 })).toHaveTextContent(/Created\s*3000/);
    expect(manageDataOf(state).assets.length).toBe(before + 3000);
  }, 20_000);

  it('refuses a file above the rows one import takes, before sending anything', async () => {
    const { state } = await openImports();
    const rows = Array.from({ length: 10_001 }, (_, n) => `BULK-${n},OptiPlex`);
    await pick(csvFile(['Asset Tag,Model', ...rows].join('\n')));

    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'The file has 10001 rows; one import takes at most 10000. Split it into smaller files.',
    );
    expect(manageDataOf(state).imports).toHaveLength(0);
  }, 20_000);
});

describe('the review queue', () => {
  /** Rows queued the way a migration queues them: a CSV whose status nobody mapped, picked and imported on this screen. */
  async function queueWith(rows: readonly string[]) {
    const portal = await openImports();
    await pick(csvFile(['Asset Tag,Serial,Model,Category,Purchase Date,Status', ...rows.map((row) => `${row},Smashed`)].join('\n')));
    await userEvent.click(await screen.findByRole('button', { name: /^Import \d+ rows?$/ }));
    await screen.findByRole('region', { name: 'Assets imported' }, SENT);
    const queue = await screen.findByRole('table', { name: 'Imported rows' });
    await within(queue).findByRole('row', { name: new RegExp(rows[0]!.split(',')[0]!) });
    return { ...portal, queue };
  }

  it('accepts a row into a new asset and links to it', async () => {
    const { services, queue } = await queueWith(['NEW-001,S-NEW-1,ThinkPad T14,Laptops,']);
    const before = (await manageGateways(services).assets.list({})).total;

    await userEvent.click(within(queue).getByRole('button', { name: 'Accept NEW-001' }));

    expect(await screen.findByText('NEW-001 is now an asset.')).toBeInTheDocument();
    const created = (await manageGateways(services).assets.list({ q: 'NEW-001' })).items[0]!;
    expect(screen.getByRole('link', { name: 'Open NEW-001' })).toHaveAttribute('href', managePaths.asset(created.id));
    expect((await manageGateways(services).assets.list({})).total).toBe(before + 1);
    expect(await screen.findByText('No imported rows are waiting for review.')).toBeInTheDocument();
  });

  it('rejects a row after asking, creating nothing', async () => {
    const { services, queue, state } = await queueWith(['NEW-002,,ThinkPad T14,Laptops,']);
    const before = (await manageGateways(services).assets.list({})).total;

    await userEvent.click(within(within(queue).getByRole('row', { name: /NEW-002/ })).getByRole('button', { name: 'Reject NEW-002' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Reject NEW-002?' })).getByRole('button', { name: 'Reject' }));

    expect(await screen.findByText('NEW-002 was rejected.')).toBeInTheDocument();
    expect(await screen.findByText('No imported rows are waiting for review.')).toBeInTheDocument();
    expect(manageDataOf(state).imports[0]!.state).toBe('rejected');
    expect((await manageGateways(services).assets.list({})).total).toBe(before);
  });

  it('says why a row cannot be rejected when another reviewer accepted it meanwhile', async () => {
    const { services, queue, state } = await queueWith(['NEW-003,,ThinkPad T14,Laptops,']);
    const [row] = manageDataOf(state).imports;
    await manageGateways(services).review.accept(row!.id, { version: row!.version });

    await userEvent.click(within(within(queue).getByRole('row', { name: /NEW-003/ })).getByRole('button', { name: 'Reject NEW-003' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject NEW-003?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The row was already accepted.');
    expect(manageDataOf(state).imports[0]!.state).toBe('accepted');
  });

  it('merges a row into the asset with the same tag, filling its blanks', async () => {
    const { services, queue } = await queueWith(['ACME-0001,,Demo laptop,Laptops,2024-01-15']);
    const existing = (await manageGateways(services).assets.list({ q: 'ACME-0001' })).items[0]!;
    expect(existing.purchaseDate).toBeNull();

    await userEvent.click(within(within(queue).getByRole('row', { name: /ACME-0001/ })).getByRole('button', { name: 'Merge ACME-0001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge ACME-0001 into an asset' });
    expect(await within(dialog).findByText(/Same tag or serial as ACME-0001/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));

    expect(await screen.findByText('ACME-0001 was merged into an existing asset.')).toBeInTheDocument();
    expect((await manageGateways(services).assets.get(existing.id)).purchaseDate).toBe('2024-01-15');
  });

  it('accepts the selected rows together', async () => {
    const { queue, state } = await queueWith(['NEW-010,,ThinkPad T14,Laptops,', 'NEW-011,,ThinkPad T14,Laptops,']);

    await userEvent.click(within(queue).getByRole('checkbox', { name: 'Select every row on this page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Accept 2 rows' }));

    expect(await screen.findByText('2 rows became assets.')).toBeInTheDocument();
    await waitFor(() => expect(manageDataOf(state).imports.map((row) => row.state)).toEqual(['accepted', 'accepted']));
  });
});
