import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../../../tests/component/axe';
import { fakeServices } from '../../../../../../tests/component/render-with-providers';
import { createI18n } from '../../../../../../tests/every-language-i18n';
import { ServicesProvider } from '../../../../../ui/services/service-context';
import { SAVED_REPORT_GATEWAY, type SavedReport, type SavedReportGateway } from '../../../application/ports/saved-report-gateway';
import { insightClient } from '../../../client';
import { SaveReportDialog } from '../save-report-dialog';
import { SavedReportsList } from '../saved-reports-list';

const ADA = { id: '00000000-0000-4000-8000-000000000001', name: 'Ada Admin', email: 'admin@acme.test' };
const MIA = { id: '00000000-0000-4000-8000-000000000002', name: 'Mia Manager', email: 'mia@acme.test' };

/** The gateway in memory: saved reports as the server keeps them, schedules answered with a next run. */
function memoryGateway(initial: SavedReport[] = []): SavedReportGateway & { reports: SavedReport[] } {
  const reports = [...initial];
  const find = (id: string) => reports.find((report) => report.id === id)!;
  const replace = (next: SavedReport) => {
    reports.splice(reports.indexOf(find(next.id)), 1, next);
    return next;
  };
  return {
    reports,
    list: async () => ({ items: [...reports] }),
    create: async (input) => {
      const at = new Date().toISOString();
      const report: SavedReport = { id: crypto.randomUUID(), ...input, owner: { id: ADA.id, name: ADA.name }, editable: true, schedule: null, createdAt: at, updatedAt: at, version: 1 };
      reports.push(report);
      return report;
    },
    update: async (id, change) => replace({ ...find(id), ...change, version: change.version + 1 }),
    remove: async (id) => void reports.splice(reports.indexOf(find(id)), 1),
    schedule: async (id, { version, ...draft }) =>
      replace({
        ...find(id),
        schedule: { ...draft, recipients: [ADA, MIA].filter((person) => draft.recipientIds.includes(person.id)), timeZone: 'Europe/Berlin', nextRunAt: '2026-06-01T06:00:00.000Z', lastDelivery: null, version: (version ?? 0) + 1 },
      }),
    unschedule: async (id) => void replace({ ...find(id), schedule: null }),
    readers: async () => ({ items: [ADA, MIA] }),
  };
}

function renderSaved(gateway: SavedReportGateway, language: 'en' | 'de' = 'en') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onOpen = vi.fn();
  const view = render(
    <I18nextProvider i18n={createI18n(language, insightClient.catalogues)}>
      <ServicesProvider services={fakeServices([[SAVED_REPORT_GATEWAY, gateway]])}>
        <QueryClientProvider client={queryClient}>
          <Suspense fallback="…">
            <main>
              <SaveReportDialog query={{ kind: 'fleet-age', productType: 'laptop' }} />
              <SavedReportsList onOpen={onOpen} />
            </main>
          </Suspense>
        </QueryClientProvider>
      </ServicesProvider>
    </I18nextProvider>,
  );
  return { ...view, onOpen };
}

describe("Insights Center's saved reports", { timeout: 30_000 }, () => {
  it('saves the report screen’s query under a name, lists it, opens it and deletes it', async () => {
    const user = userEvent.setup();
    const gateway = memoryGateway();
    const { container, onOpen } = renderSaved(gateway);
    expect(await screen.findByText('No saved reports yet. Save a report with its filters to find it here.')).toBeInTheDocument();
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Save report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this report' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Laptops by age');
    await user.click(within(dialog).getByRole('radio', { name: 'Everyone with Insights Center' }));
    await expectNoAxeViolations(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(gateway.reports[0]).toMatchObject({ name: 'Laptops by age', visibility: 'shared', query: { kind: 'fleet-age', productType: 'laptop' } });

    const row = (await screen.findByText('Laptops by age')).closest('li')!;
    expect(within(row).getByText('Shared')).toBeInTheDocument();
    expect(within(row).getByText('Not mailed')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Open Laptops by age' }));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ name: 'Laptops by age' }));

    await user.click(within(row).getByRole('button', { name: 'Delete Laptops by age' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete “Laptops by age”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No saved reports yet. Save a report with its filters to find it here.')).toBeInTheDocument();
  });

  it('schedules a saved report by mail for people of the organisation, in German, and shows the next run', async () => {
    const user = userEvent.setup();
    const gateway = memoryGateway();
    await gateway.create({ name: 'Flotte', query: { kind: 'fleet-status' }, visibility: 'private' });
    const { container } = renderSaved(gateway, 'de');
    const row = (await screen.findByText('Flotte')).closest('li')!;
    expect(within(row).getByText('Kein Mail-Versand')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: '„Flotte“ per Mail planen' }));
    const dialog = await screen.findByRole('dialog', { name: '„Flotte“ mailen' });
    await user.click(within(dialog).getByRole('radio', { name: 'Monatlich' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Tag des Monats' }), '1');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Uhrzeit' }), '6');
    await user.click(within(dialog).getByRole('checkbox', { name: 'CSV' }));
    // Without a recipient the form says so and cannot be sent.
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Wählen Sie mindestens einen Empfänger.');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Mia Manager (mia@acme.test)' }));
    await expectNoAxeViolations(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Versand speichern' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(gateway.reports[0]!.schedule).toMatchObject({ cadence: 'monthly', day: 1, hour: 6, formats: ['pdf', 'csv'], recipientIds: [MIA.id], version: 1 });
    await waitFor(() => expect(within(screen.getByText('Flotte').closest('li')!).getByText(/^Nächste Mail/)).toBeInTheDocument());
    await expectNoAxeViolations(container);
  });

  it('says so when the saved reports cannot be loaded', async () => {
    const gateway = { ...memoryGateway(), list: () => Promise.reject(new Error('down')) };
    renderSaved(gateway);
    expect(await screen.findByText('The saved reports could not be loaded.')).toBeInTheDocument();
  });
});
