import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MockState } from '../../../../../tests/mocks/handlers';
import { expectNoAxeViolations } from '../../../../../tests/component/axe';
import { captureDownloads } from '../../../../../tests/component/downloads';
import { overrideMockApi, renderPortal, withMockApi } from '../../../../../tests/component/shell/portal';
import { mockMatchOrAdd } from '../../../manage/mocks/places-mock';
import { manageDataOf } from '../../../manage/mocks/mock-state';

withMockApi();

const SCREEN_LOAD = { timeout: 15_000 };
const FLEET_2015 = '/apps/insights-center/report/fleet-status?from=2015-01-01&to=2015-12-31';

/** Acme's mock fleet and three devices bought in 2015, two laptops (one deployed) and a monitor, in one office. */
function fleet(language: 'en' | 'de' = 'en') {
  const state = new MockState();
  for (const user of state.users) user.settings.language = language;
  const manage = manageDataOf(state);
  const organisationId = state.users[0]!.organisationId;
  const office = mockMatchOrAdd(state, organisationId, 'Report Office');
  manage.addAsset(organisationId, { assetTag: 'INS-1', productType: 'laptop', model: 'Latitude 7430', purchaseDate: '2015-03-01', locationId: office.id });
  manage.addAsset(organisationId, { assetTag: 'INS-2', productType: 'laptop', model: 'Latitude 7430', purchaseDate: '2015-04-01', locationId: office.id, status: 'deployed' });
  manage.addAsset(organisationId, { assetTag: 'INS-3', productType: 'monitor', model: 'P2422H', purchaseDate: '2015-06-01', locationId: office.id });
  return state;
}

async function open(state: MockState, url: string, language: 'en' | 'de' = 'en') {
  const portal = await renderPortal({ url: '/dashboard', signedInAs: 'admin', state, language });
  await act(async () => portal.navigation.navigate(url));
  return portal;
}

/** Each row's cells as text (without the folded copy of the narrow table's details): the group, its figures; the totals last. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.querySelector('.cell-text')?.textContent ?? cell.textContent));

describe("Insights Center's screens", { timeout: 60_000 }, () => {
  it('shows every report in its group, each a link to its screen', async () => {
    const user = userEvent.setup();
    const { container, history } = await open(new MockState(), '/apps/insights-center');
    await screen.findByRole('heading', { level: 1, name: 'Insights Center' }, SCREEN_LOAD);
    const groups = ['Fleet', 'Spend', 'Service desk', 'Campaigns', 'Emissions'].map((name) => screen.getByRole('region', { name }));
    expect(within(groups[0]!).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/apps/insights-center/report/fleet-status',
      '/apps/insights-center/report/fleet-age',
      '/apps/insights-center/report/fleet-location',
      '/apps/insights-center/report/fleet-book-value',
    ]);
    expect(within(groups[1]!).getByRole('link', { name: 'Spend by month' })).toBeInTheDocument();
    expect(within(groups[2]!).getAllByRole('link')).toHaveLength(2);
    await expectNoAxeViolations(container);
    await user.click(within(groups[4]!).getByRole('link', { name: 'Emissions by year' }));
    await screen.findByRole('heading', { level: 1, name: 'Emissions by year' }, SCREEN_LOAD);
    expect(history.location().path).toBe('/apps/insights-center/report/emissions-year');
  });

  it('runs a report with the filters of its address, keeps a changed filter there, and totals the table', async () => {
    const user = userEvent.setup();
    const { container, history, navigation } = await open(fleet(), FLEET_2015);
    await screen.findByRole('heading', { level: 1, name: 'Fleet by status' }, SCREEN_LOAD);
    const table = await screen.findByRole('table', { name: 'Fleet by status' }, SCREEN_LOAD);
    expect(rowsOf(table)).toEqual([
      ['In stock', '2', '€0.00', '2'],
      ['Deployed', '1', '€0.00', '1'],
      ['Total', '3', '€0.00', '3'],
    ]);
    expect(screen.getByLabelText('From')).toHaveValue('2015-01-01');
    await expectNoAxeViolations(container);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Product type' }), 'Monitors');
    expect(history.location().search).toContain('productType=monitor');
    expect(history.location().search).toContain('from=2015-01-01');
    await waitFor(() => expect(rowsOf(screen.getByRole('table', { name: 'Fleet by status' }))).toEqual([['In stock', '1', '€0.00', '1'], ['Total', '1', '€0.00', '1']]));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'Report Office');
    expect(history.location().search).toMatch(/locationId=/);

    // A period with nothing in it says so, rather than an empty table.
    await act(async () => navigation.navigate('/apps/insights-center/report/fleet-status?from=1990-01-01&to=1990-12-31'));
    expect(await screen.findByText('No data in this period')).toBeInTheDocument();
  });

  it('saves a report with its filters, lists it on the home page, and opens it there as it was saved', async () => {
    const user = userEvent.setup();
    const { history, navigation } = await open(fleet(), FLEET_2015);
    await screen.findByRole('table', undefined, SCREEN_LOAD);
    await user.click(screen.getByRole('button', { name: 'Save report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this report' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Fleet of 2015');
    await user.click(within(dialog).getByRole('radio', { name: 'Everyone with Insights Center' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await act(async () => navigation.navigate('/apps/insights-center'));
    const saved = await screen.findByRole('region', { name: 'Saved reports' }, SCREEN_LOAD);
    expect(await within(saved).findByText('Fleet of 2015')).toBeInTheDocument();
    expect(within(saved).getByText('Shared')).toBeInTheDocument();
    await user.click(within(saved).getByRole('button', { name: 'Open Fleet of 2015' }));
    await screen.findByRole('heading', { level: 1, name: 'Fleet by status' }, SCREEN_LOAD);
    expect(history.location().search).toBe('?from=2015-01-01&to=2015-12-31');
  });

  it("downloads the server's CSV and PDF of the report as shown, and says when a download fails", async () => {
    const user = userEvent.setup();
    const saved = captureDownloads();
    await open(fleet(), FLEET_2015);
    await screen.findByRole('table', { name: 'Fleet by status' }, SCREEN_LOAD);
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const csv = await saved[0]!.text();
    expect(csv).toContain('Group,Devices,Book value (EUR),Without book value');
    expect(csv).toMatch(/In stock,2,0\.00,2\r\nDeployed,1,0\.00,1\r\nTotal,3,0\.00,3/);
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]!.type).toBe('application/pdf');

    overrideMockApi(http.get('*/api/v1/insights/report/pdf', () => HttpResponse.json({ type: 'about:blank', title: 'The printer is out of paper', status: 503 }, { status: 503, headers: { 'content-type': 'application/problem+json' } })));
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/The download did not work/);
    expect(saved).toHaveLength(2);
  });

  it('says when a report cannot be run, and offers to try again', async () => {
    const state = fleet();
    const { navigation } = await renderPortal({ url: '/dashboard', signedInAs: 'admin', state });
    overrideMockApi(http.get('*/api/v1/insights/report', () => HttpResponse.json({ type: 'about:blank', title: 'Broken', status: 500 }, { status: 500, headers: { 'content-type': 'application/problem+json' } })));
    await act(async () => navigation.navigate(FLEET_2015));
    expect(await screen.findByRole('button', { name: 'Try again' }, SCREEN_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });

  it('names a report it does not have, with the way back to all of them', async () => {
    await open(new MockState(), '/apps/insights-center/report/fleet-colour');
    expect(await screen.findByRole('heading', { level: 1, name: 'No such report' }, SCREEN_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All reports' })).toHaveAttribute('href', '/apps/insights-center');
  });

  it('speaks German', async () => {
    const { container } = await open(fleet('de'), FLEET_2015, 'de');
    await screen.findByRole('heading', { level: 1, name: 'Geräte nach Status' }, SCREEN_LOAD);
    const table = await screen.findByRole('table', { name: 'Geräte nach Status' }, SCREEN_LOAD);
    expect(rowsOf(table).map((row) => row[0])).toEqual(['Auf Lager', 'Ausgegeben', 'Summe']);
    expect(screen.getByRole('columnheader', { name: 'Ohne Buchwert' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CSV herunterladen' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Produkttyp' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
