import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { managePaths } from '../../../../../src/apps/manage/domain/paths';
import { manageDataOf } from '../../../../mocks/apps/manage/mock-state';
import { overrideMockApi, renderPortal, withMockApi } from '../../../shell/portal';
import { manageGateways } from '../gateways';

withMockApi();

const fixture = (name: string) => readFileSync(resolve('tests/fixtures/snipe-it', `${name}.csv`), 'utf8');
const exportLines = fixture('assets-export').split('\n');
const header = exportLines[0]!;
/** Records of the export by their Snipe-IT id (the first cell), each on one line. */
const record = (id: number) => exportLines.find((line) => line.startsWith(`${id},`))!;

function csvFile(text: string, name = 'assets.csv'): File {
  return new File([text], name, { type: 'text/csv' });
}

async function pick(file: File) {
  await userEvent.upload(await screen.findByLabelText('CSV file'), file);
}

async function openImports() {
  const portal = await renderPortal({ url: managePaths.importedAssets(), signedInAs: 'admin' });
  // The first visit loads the screen and its catalogue on demand.
  await screen.findByRole('heading', { name: 'Import a CSV' }, { timeout: 5000 });
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

  it('previews a recognised export, queues its rows and shows them waiting for review, holders found by name', async () => {
    const { state } = await openImports();
    const holder = record(101).replace('Anna Becker', 'Eve Employee');
    await pick(csvFile([header, holder, record(103), record(107), record(110)].join('\n')));

    expect(await screen.findByText(/The columns read like a Snipe-IT export/)).toBeInTheDocument();
    const preview = screen.getByRole('table', { name: 'Preview of the import' });
    expect(within(preview).getAllByRole('row')).toHaveLength(5);
    expect(within(preview).getByRole('cell', { name: 'Out for Repair' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Change the columns' }));
    expect(screen.getByRole('combobox', { name: 'Asset tag (required)' })).toHaveDisplayValue('Asset Tag');

    await userEvent.click(screen.getByRole('button', { name: 'Import 4 rows' }));
    expect(await screen.findByText('4 rows are waiting for review.')).toBeInTheDocument();
    expect(manageDataOf(state).imports.map((row) => row.values.assetTag)).toEqual(['LT-0001', 'LT-0003', 'MN-0002', 'TB-0001']);

    const queue = await screen.findByRole('table', { name: 'Imported rows' });
    const first = await within(queue).findByRole('row', { name: /LT-0001/ });
    expect(within(first).getByRole('cell', { name: 'Eve Employee' })).toBeInTheDocument();
    expect(within(queue).getByRole('row', { name: /TB-0001/ })).toHaveTextContent('In repair');
  });

  it('asks for the columns of a file it does not recognise, then imports with the chosen ones', async () => {
    await openImports();
    await pick(csvFile('Inventar,Gerät,Kategorie\nINV-1,ThinkPad,Laptops\nINV-2,iPhone,Phones\n'));

    const tag = await screen.findByRole('combobox', { name: 'Asset tag (required)' });
    expect(screen.getByRole('alert')).toHaveTextContent('No column is chosen for Asset tag, which every asset needs.');
    await userEvent.selectOptions(tag, 'Inventar');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Model (required)' }), 'Gerät');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Kategorie');

    await userEvent.click(await screen.findByRole('button', { name: 'Import 2 rows' }));
    expect(await screen.findByText('2 rows are waiting for review.')).toBeInTheDocument();
  });

  it("shows the server's refusal line by line and queues nothing", async () => {
    const { state } = await openImports();
    // The browser and the server read rows alike, so only a server that meanwhile knows more refuses a checked file.
    overrideMockApi(
      http.post('*/api/v1/manage/imports', () =>
        HttpResponse.json(
          {
            type: '/problems/validation',
            title: 'Some rows cannot be imported',
            status: 422,
            errors: [{ path: 'body.rows.1', message: 'line 3: serial BTAN31200ABC is already used by DT-0003' }],
          },
          { status: 422, headers: { 'content-type': 'application/problem+json' } },
        ),
      ),
    );
    await pick(csvFile([header, record(103), record(125)].join('\n')));

    await userEvent.click(await screen.findByRole('button', { name: 'Import 2 rows' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('The server refused these rows');
    expect(refusal).toHaveTextContent('Line 3: serial BTAN31200ABC is already used by DT-0003');
    expect(manageDataOf(state).imports).toHaveLength(0);
  });

  it('queues a large file in one request, so that it is all or nothing', async () => {
    const { state } = await openImports();
    const rows = Array.from({ length: 3000 }, (_, n) => `BULK-${n},Dell,OptiPlex,Desktops,Ready to Deploy`);
    await pick(csvFile(['Asset Tag,Manufacturer,Model,Category,Status', ...rows].join('\n')));

    await userEvent.click(await screen.findByRole('button', { name: 'Import 3000 rows' }));
    expect(await screen.findByText('3000 rows are waiting for review.', {}, { timeout: 5000 })).toBeInTheDocument();
    const queued = manageDataOf(state).imports;
    expect(queued).toHaveLength(3000);
    expect(new Set(queued.map((row) => row.batchId)).size).toBe(1);
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
  /** Rows queued the way a person queues them: a CSV picked and imported on this screen. */
  async function queueWith(rows: readonly string[]) {
    const portal = await openImports();
    await pick(csvFile(['Asset Tag,Serial,Model,Category,Purchase Date', ...rows].join('\n')));
    await userEvent.click(await screen.findByRole('button', { name: /^Import \d+ rows?$/ }));
    await screen.findByText(/waiting for review\.$/);
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
