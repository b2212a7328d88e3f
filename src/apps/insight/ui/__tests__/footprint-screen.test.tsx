import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MockState } from '../../../../../tests/mocks/handlers';
import { expectNoAxeViolations } from '../../../../../tests/component/axe';
import { captureDownloads } from '../../../../../tests/component/downloads';
import { renderPortal, withMockApi } from '../../../../../tests/component/shell/portal';
import { manageDataOf } from '../../../manage/mocks/mock-state';

withMockApi();

const SCREEN_LOAD = { timeout: 15_000 };

/** Acme's mock fleet, and three devices bought in 2020: two models of the footprint data and one it does not know. */
function fleet(language: 'en' | 'de' = 'en') {
  const state = new MockState();
  for (const user of state.users) user.settings.language = language;
  const manage = manageDataOf(state);
  const organisationId = state.users[0]!.organisationId;
  manage.addAsset(organisationId, { assetTag: 'ENV-1', productType: 'laptop', manufacturer: 'Dell', model: 'Latitude 7430', purchaseDate: '2020-03-01' });
  const monitor = manage.addAsset(organisationId, { assetTag: 'ENV-2', productType: 'monitor', manufacturer: 'Dell', model: 'P2422H Monitor', purchaseDate: '2020-06-01' });
  manage.addAsset(organisationId, { assetTag: 'ENV-3', productType: 'laptop', manufacturer: 'Acme', model: 'Brick 9000', purchaseDate: '2020-09-01' });
  // Refurbished through Loop: reuse avoided a new monitor.
  manage.story.tellOfAsset(monitor, 'refurbished', null, null);
  return state;
}

async function open(state: MockState, url: string, language: 'en' | 'de' = 'en') {
  const portal = await renderPortal({ url: '/dashboard', signedInAs: 'admin', state, language });
  await act(async () => portal.navigation.navigate(url));
  return portal;
}

const cardValue = (label: string) => screen.getByText(label, { selector: '.stat-card__label' }).closest('.stat-card')!.querySelector('dd')!.textContent;

describe('Environmental Reporting', { timeout: 60_000 }, () => {
  it("adds up the period's footprint by model, flags the unknown model, and narrows by category", async () => {
    const user = userEvent.setup();
    const { container } = await open(fleet(), '/apps/environmental_reporting?fromYear=2020&toYear=2020');
    await screen.findByRole('heading', { level: 1, name: 'Environmental Reporting' }, SCREEN_LOAD);
    // Latitude 7430: 286 kg less 11.9 % use; P2422H: 481 kg less 23.1 %; the unknown laptop at the laptops' average.
    await waitFor(() => expect(screen.getByRole('table', { name: "Devices without their model's footprint" })).toBeInTheDocument(), SCREEN_LOAD);
    const flagged = within(screen.getByRole('table', { name: "Devices without their model's footprint" })).getAllByRole('row').slice(1);
    expect(flagged.map((row) => row.textContent)).toEqual([expect.stringContaining('ENV-3')]);
    expect(within(flagged[0]!).getByText('Category average')).toBeInTheDocument();
    expect(screen.getByText(/1 device's model is not in the footprint data: 1 counted at its category's average, 0 not counted/)).toBeInTheDocument();
    // 65.9 kg for the monitor reuse avoided, at the factor table Loop uses.
    expect(cardValue('Avoided by reuse')).toBe('66 kg CO2e');
    const years = within(screen.getByRole('table', { name: 'Purchases by year: Scope 3, category 2' })).getAllByRole('row').slice(1);
    expect(years.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['2020']);
    await expectNoAxeViolations(container);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Monitors');
    await waitFor(() => expect(cardValue('Embedded emissions')).toBe('370 kg CO2e'));
    // Kept 4 years: a quarter a year; a fifth of that saved by a fifth year.
    expect(cardValue('Yearly share')).toBe('92 kg CO2e');
    expect(cardValue('A year longer saves')).toBe('18 kg CO2e');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Devices kept' }), '5 years');
    await waitFor(() => expect(cardValue('Yearly share')).toBe('74 kg CO2e'));
  });

  it('exports the report as CSV and downloads its PDF', async () => {
    const user = userEvent.setup();
    const saved = captureDownloads();
    await open(fleet(), '/apps/environmental_reporting?fromYear=2020&toYear=2020');
    await screen.findByRole('table', { name: 'By category' }, SCREEN_LOAD);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const csv = await saved[0]!.text();
    expect(csv).toContain('Footprint data,"Boavizta environmental footprint data, ODbL 1.0"');
    expect(csv).toMatch(/\r\nENV-3,Acme,Brick 9000,laptop,2020-09-01,.*,category-average,/);
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]!.type).toBe('application/pdf');
    expect(new TextDecoder().decode((await saved[1]!.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  it('speaks German', async () => {
    const { container } = await open(fleet('de'), '/apps/environmental_reporting?fromYear=2020', 'de');
    await screen.findByRole('heading', { level: 1, name: 'Umweltbericht' }, SCREEN_LOAD);
    await screen.findByRole('table', { name: 'Käufe nach Jahr: Scope 3, Kategorie 2' }, SCREEN_LOAD);
    expect(screen.getByText('Durch Wiederverwendung vermieden', { selector: '.stat-card__label' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
