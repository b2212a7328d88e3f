import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withMockApi } from '../../../../../tests/component/shell/portal';
import { expectNoAxeViolations, openMoney, SCREEN_LOAD, SETTLE } from './money-arrange';

withMockApi();

const rows = () => within(screen.getByRole('table', { name: 'Invoices' })).getAllByRole('row').slice(1);

describe('invoices', { timeout: 30_000 }, () => {
  it('shows the employee their own invoices and opens one in the viewer', async () => {
    const user = userEvent.setup();
    const { container, pdf, history } = await openMoney((money) => {
      const ada = money.user(money.entries[1]!.person.id)!;
      money.issue(ada, crypto.randomUUID(), 'order', [{ description: 'USB-C dock', quantity: 1, unitPriceMinor: 9_995 }]);
      return '/apps/invoices';
    });
    const open = await screen.findByRole('link', { name: /Open invoice \d{4}-000001/ }, SCREEN_LOAD);
    expect(rows()).toHaveLength(1);
    expect(screen.getByRole('cell', { name: '€185.00' })).toBeInTheDocument();
    await expectNoAxeViolations(container);

    await user.click(open);
    expect(history.location().search).toContain('open=');
    const panel = await screen.findByRole('region', { name: /^Invoice \d{4}-000001$/ }, SETTLE);
    expect(await within(panel).findByRole('img', { name: /Invoice \d{4}-000001, page 1 of 1/ }, SETTLE)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    const opened = pdf.opened[0]!;
    expect('data' in opened && new TextDecoder().decode(opened.data.slice(0, 5))).toBe('%PDF-');
    await expectNoAxeViolations(container);

    await user.click(within(panel).getByRole('link', { name: 'Close viewer' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /^Invoice / })).not.toBeInTheDocument(), SETTLE);
  });

  it('shows an admin every invoice, searched and filtered by kind and period', async () => {
    const user = userEvent.setup();
    await openMoney(
      (money) => {
        const ada = money.user(money.entries[1]!.person.id)!;
        money.issue(ada, crypto.randomUUID(), 'order', [{ description: 'USB-C dock', quantity: 1, unitPriceMinor: 9_995 }], new Date('2025-03-02T10:00:00Z'));
        return '/apps/invoices';
      },
      { as: 'admin' },
    );
    await screen.findByRole('table', { name: 'Invoices' }, SCREEN_LOAD);
    await waitFor(() => expect(rows()).toHaveLength(2), SETTLE);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Settlement');
    await waitFor(() => expect(rows()).toHaveLength(1), SETTLE);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Every kind');
    await user.type(screen.getByLabelText('To'), '2025-12-31');
    await waitFor(() => expect(screen.getByRole('cell', { name: 'Ada Admin' })).toBeInTheDocument(), SETTLE);
    await waitFor(() => expect(rows()).toHaveLength(1), SETTLE);
    await user.type(screen.getByRole('searchbox', { name: 'Search invoices' }), 'nothing like this');
    expect(await screen.findByText('No invoice matches these filters.', undefined, SETTLE)).toBeInTheDocument();
  });

  it('lists the credit note of a cancelled order beside its invoice, with the number it takes back, and opens it', async () => {
    const user = userEvent.setup();
    const { pdf } = await openMoney(
      (money) => {
        const eve = money.user(money.entries[0]!.person.id)!;
        const invoice = money.issue(eve, crypto.randomUUID(), 'order', [{ description: 'Standing desk', quantity: 1, unitPriceMinor: 69_900 }]);
        money.creditNote(invoice);
        return '/apps/invoices';
      },
      { as: 'admin' },
    );
    await screen.findByRole('table', { name: 'Invoices' }, SCREEN_LOAD);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Credit note');
    await waitFor(() => expect(rows()).toHaveLength(1), SETTLE);
    const [row] = rows();
    expect(within(row!).getByText(/Credit note for \d{4}-000002/)).toBeInTheDocument();
    expect(within(row!).getByText('-€699.00')).toBeInTheDocument();
    await expectNoAxeViolations();

    await user.click(within(row!).getByRole('link', { name: /Open credit note \d{4}-000003/ }));
    const panel = await screen.findByRole('region', { name: /^Credit note \d{4}-000003$/ }, SETTLE);
    expect(await within(panel).findByRole('img', { name: /Credit note \d{4}-000003, page 1 of 1/ }, SETTLE)).toBeInTheDocument();
    expect(pdf.opened).toHaveLength(1);
  });

  it('says so when there are none', async () => {
    await openMoney((money) => {
      money.invoices.length = 0;
      return '/apps/invoices';
    });
    expect(await screen.findByText('No invoices yet. Each paid order and settlement gets one.', undefined, SCREEN_LOAD)).toBeInTheDocument();
  });
});
