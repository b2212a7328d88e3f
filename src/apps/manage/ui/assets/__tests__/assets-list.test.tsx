import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MockState } from '../../../../../../tests/mocks/handlers';
import { manageDataOf } from '../../../mocks/mock-state';
import { mockFleetConfig } from '../../../mocks/configure-mock';
import { renderPortal, withMockApi } from '../../../../../../tests/component/shell/portal';
import { fill, SCREEN_LOAD, SLOW } from './arrange';

withMockApi();

const LIST = '/apps/manage-beta/assets/all';

/** The tags in the table's rows, in order. */
async function shownTags() {
  const table = await screen.findByRole('table', { name: 'Assets: All types' }, SCREEN_LOAD);
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('link')[0]!.textContent);
}

describe('the asset list', SLOW, () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the seeded assets a page at a time', async () => {
    const state = new MockState();
    const data = manageDataOf(state);
    const organisationId = data.assets[0]!.organisationId;
    for (let n = 13; n <= 30; n++) data.addAsset(organisationId, { assetTag: `ACME-${String(n).padStart(4, '0')}`, productType: 'laptop', model: 'Extra' });
    await renderPortal({ url: LIST, signedInAs: 'admin', state });

    const tags = await shownTags();
    expect(tags).toHaveLength(25);
    expect(tags[0]).toBe('ACME-0001');
    expect(screen.getByText('1–25 of 30')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(async () => expect(await shownTags()).toEqual(['ACME-0026', 'ACME-0027', 'ACME-0028', 'ACME-0029', 'ACME-0030']));
  });

  it("shows each asset's status label and its book value by its model's schedule", async () => {
    const state = new MockState();
    const data = manageDataOf(state);
    const first = data.assets[0]!;
    const model = mockFleetConfig(state, first.organisationId).models[0]!;
    // Three years' schedule, bought long ago: nothing left of the cost.
    Object.assign(first, { modelId: model.id, costCents: 150000, purchaseDate: '2001-02-03' });
    await renderPortal({ url: LIST, signedInAs: 'admin', state });
    const table = await screen.findByRole('table', { name: 'Assets: All types' }, SCREEN_LOAD);
    const row = within(table).getByRole('link', { name: first.assetTag }).closest('tr')!;
    const cell = (header: string) => within(row).getAllByRole('cell')[within(table).getAllByRole('columnheader').findIndex((th) => th.textContent?.startsWith(header))]!;
    expect(cell('Status label')).toHaveTextContent(data.assetItem(first).statusLabel!.name);
    expect(cell('Book value')).toHaveTextContent('0.00');
  });

  it('finds one asset by its serial', async () => {
    const state = new MockState();
    const wanted = manageDataOf(state).assets[6]!;
    await renderPortal({ url: LIST, signedInAs: 'admin', state });
    await shownTags();

    await fill(screen.getByRole('searchbox', { name: 'Search by tag, serial, model or assignee' }), wanted.serial!);
    await userEvent.keyboard('{Enter}');

    await waitFor(async () => expect(await shownTags()).toEqual([wanted.assetTag]));
  });

  it('filters by status, kept in the address', async () => {
    const { history } = await renderPortal({ url: LIST, signedInAs: 'admin' });
    await shownTags();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Deployed');

    await waitFor(async () => expect(await shownTags()).toEqual(['ACME-0004', 'ACME-0008', 'ACME-0012']));
    expect(history.location().search).toContain('status=deployed');
  });

  it('archives a selection in bulk and names the asset it refused, with the reason', async () => {
    const state = new MockState();
    await renderPortal({ url: LIST, signedInAs: 'admin', state });
    await shownTags();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select ACME-0003' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select ACME-0004' }));
    await userEvent.click(within(screen.getByRole('region', { name: 'Selected assets' })).getByRole('button', { name: 'Archive selected' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Archive' }));

    const report = await screen.findByText('1 asset changed.');
    expect(report.closest('[role="status"]')).toHaveTextContent('ACME-0004: Check the asset in before archiving it.');
    await waitFor(async () => expect(await shownTags()).not.toContain('ACME-0003'));
    expect(manageDataOf(state).assets.find((asset) => asset.assetTag === 'ACME-0004')!.archived).toBe(false);
  });

  it('exports the filtered list as a CSV download', async () => {
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:assets';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await renderPortal({ url: `${LIST}?status=deployed`, signedInAs: 'admin' });
    await shownTags();

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    const csv = await saved[0]!.text();
    expect(csv.split('\r\n').filter(Boolean).map((line) => line.split(',')[0])).toEqual(['Asset tag', 'ACME-0004', 'ACME-0008', 'ACME-0012']);
  });
});
