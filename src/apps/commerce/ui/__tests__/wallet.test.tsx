import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withMockApi } from '../../../../../tests/component/shell/portal';
import { expectNoAxeViolations, openMoney, SCREEN_LOAD, SETTLE } from './money-arrange';

withMockApi();

const ledgerRows = () => within(screen.getByRole('table', { name: 'Ledger entries' })).getAllByRole('row').slice(1);

describe('the wallet', { timeout: 30_000 }, () => {
  it('shows the employee their balance, credits and ledger, filtered by direction and reason', async () => {
    const user = userEvent.setup();
    const { container, history } = await openMoney('/apps/wallet');
    expect(await screen.findByRole('heading', { name: 'Wallet', level: 1 }, SCREEN_LOAD)).toBeInTheDocument();
    expect(screen.getAllByText('€685.00').length).toBeGreaterThanOrEqual(1);
    // The balance is a term and its definition, read together: "Balance, €685.00".
    const balance = screen.getAllByRole('term').find((term) => term.textContent === 'Balance')!;
    expect(within(balance.closest('dl')!).getAllByRole('definition')[0]).toHaveTextContent('€685.00');
    expect(screen.getByText('€300.00')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Buyback settlement: iPhone 12, 128 GB' }, SETTLE)).toBeInTheDocument();
    expect(ledgerRows()).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Credit wallet' })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);

    await user.type(screen.getByRole('searchbox', { name: 'Search reasons' }), 'welcome');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Buyback settlement: iPhone 12, 128 GB' })).not.toBeInTheDocument(), SETTLE);
    expect(history.location().search).toContain('q=welcome');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Direction' }), 'Debits');
    expect(await screen.findByText('No entry matches these filters.', undefined, SETTLE)).toBeInTheDocument();
  });

  it('opens an entry by its address', async () => {
    const user = userEvent.setup();
    await openMoney('/apps/wallet');
    const cell = await screen.findByRole('cell', { name: 'Buyback settlement: iPhone 12, 128 GB' }, SCREEN_LOAD);
    await user.click(within(cell.closest('tr')!).getByRole('link'));
    const panel = await screen.findByRole('region', { name: 'Ledger entry' }, SETTLE);
    expect(within(panel).getByText('+€185.00')).toBeInTheDocument();
    expect(within(panel).getByText('Ada Admin')).toBeInTheDocument();
    await user.click(within(panel).getByRole('link', { name: 'Close entry' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Ledger entry' })).not.toBeInTheDocument(), SETTLE);
  });

  it('lets an admin credit a wallet with a reason and decide a withdrawal', async () => {
    const user = userEvent.setup();
    const { container } = await openMoney(
      (money) => {
        const eve = money.user(money.entries[0]!.person.id)!;
        money.withdrawals.push({
          id: crypto.randomUUID(),
          organisationId: eve.organisationId,
          person: money.entries[0]!.person,
          amountMinor: 10_000,
          currency: 'EUR',
          note: 'to my bank',
          state: 'pending',
          decidedBy: null,
          decidedAt: null,
          decisionNote: '',
          createdAt: new Date().toISOString(),
          version: 1,
        });
        return `/apps/wallet?person=${eve.id}`;
      },
      { as: 'admin' },
    );
    expect(await screen.findByRole('heading', { name: 'Wallet of Eve Employee', level: 1 }, SCREEN_LOAD)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Credit wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Credit the wallet of Eve Employee' }, SETTLE);
    await expectNoAxeViolations(container);
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '15.00');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Conference refund');
    await user.click(within(dialog).getByRole('button', { name: 'Credit' }));
    expect(await screen.findByRole('cell', { name: 'Conference refund' }, SETTLE)).toBeInTheDocument();
    // The balance, and the new entry's balance after.
    await waitFor(() => expect(screen.getAllByText('€700.00')).toHaveLength(2), SETTLE);

    await user.click(screen.getByRole('button', { name: 'Decline withdrawal of Eve Employee' }));
    expect(await screen.findByText('Declined', undefined, SETTLE)).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Withdrawal declined: amount released' }, SETTLE)).toBeInTheDocument();
  });
});

describe('withdraw funds', { timeout: 30_000 }, () => {
  it('refuses more than the balance before asking, then holds the amount and waits for approval', async () => {
    const user = userEvent.setup();
    const { container, history } = await openMoney('/apps/wallet/withdraw-funds');
    const amount = await screen.findByRole('textbox', { name: 'Amount' }, SCREEN_LOAD);
    await user.type(amount, '900');
    expect(screen.getByText('Your balance is €685.00; ask for that much at most.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask for withdrawal' })).toBeDisabled();
    await expectNoAxeViolations(container);

    await user.clear(amount);
    await user.type(amount, '85');
    await user.type(screen.getByRole('textbox', { name: 'Note for the admin' }), 'to my bank');
    await user.click(screen.getByRole('button', { name: 'Ask for withdrawal' }));
    await waitFor(() => expect(history.location().path).toBe('/apps/wallet'), SETTLE);
    expect(await screen.findByText('Waiting for approval', undefined, SETTLE)).toBeInTheDocument();
    // The balance, and the hold's balance after.
    await waitFor(() => expect(screen.getAllByText('€600.00')).toHaveLength(2), SETTLE);
  });
});
