import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../tests/component/axe';
import { renderPortal, withMockApi } from '../../../../../tests/component/shell/portal';

withMockApi();

const UPS = '1Z5R89390357567127';

/** Typed in one go (a paste): the field's words are not what these cases are about. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

describe('Shipping Label', { timeout: 60_000 }, () => {
  it('refuses a mistyped number at its field, then creates the shipment and offers its labels', async () => {
    const user = userEvent.setup();
    await renderPortal({ url: '/apps/shipping-label', signedInAs: 'admin' });
    expect(await screen.findByRole('heading', { name: 'New shipment', level: 1 }, { timeout: 5_000 })).toBeInTheDocument();
    const from = await screen.findByRole('group', { name: 'From' }, { timeout: 5_000 });
    expect(within(from).getByRole('combobox', { name: 'Site' })).toHaveDisplayValue('Berlin office');

    const to = screen.getByRole('group', { name: 'To' });
    await fill(user, within(to).getByRole('textbox', { name: 'Name' }), 'Fix-It GmbH');
    await fill(user, within(to).getByRole('textbox', { name: 'Street and number' }), 'Werkstraße 3');
    await fill(user, within(to).getByRole('textbox', { name: 'City' }), 'Köln');
    await fill(user, within(to).getByRole('textbox', { name: 'Postcode' }), '50667');
    await fill(user, within(to).getByRole('textbox', { name: 'Country' }), 'DE');

    const number = screen.getByRole('textbox', { name: 'Tracking number' });
    await fill(user, number, '1Z5R89390357567128');
    await user.tab();
    expect(await screen.findByText(/check digit does not match any carrier/)).toBeInTheDocument();
    expect(number).toHaveAttribute('aria-invalid', 'true');

    await user.clear(number);
    await fill(user, number, UPS);
    expect(await screen.findByText('Recognised: UPS (UPS)')).toBeInTheDocument();
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Create shipment' }));

    expect(await screen.findByRole('heading', { name: 'Shipment created' }, { timeout: 5_000 })).toBeInTheDocument();
    const labels = screen.getByRole('group', { name: `Label downloads for ${UPS}` });
    expect(within(labels).getAllByRole('button').map((button) => button.textContent?.trim())).toEqual(['Label PDF 4×6 in', 'Label PDF A6', 'Label ZPL']);
  });

  it('finds the shipment in the history, opens it and records a tracking event', async () => {
    const user = userEvent.setup();
    await renderPortal({ url: '/apps/shipping-label', signedInAs: 'admin' });
    const to = await screen.findByRole('group', { name: 'To' }, { timeout: 5_000 });
    await user.click(within(to).getByRole('radio', { name: 'Site' }));
    await user.selectOptions(within(to).getByRole('combobox', { name: 'Site' }), 'Hamburg warehouse');
    await fill(user, screen.getByRole('textbox', { name: 'Tracking number' }), UPS);
    await user.click(screen.getByRole('button', { name: 'Create shipment' }));
    await user.click(await screen.findByRole('link', { name: 'Open in the history' }, { timeout: 5_000 }));

    const panel = await screen.findByRole('region', { name: 'Shipment to Hamburg warehouse' }, { timeout: 5_000 });
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'New state' }), 'In transit');
    await fill(user, within(panel).getByRole('textbox', { name: 'Note' }), 'Hamburg hub');
    await user.click(within(panel).getByRole('button', { name: 'Record event' }));
    await waitFor(() => expect(within(panel).getByText('Hamburg hub')).toBeInTheDocument(), { timeout: 5_000 });
    expect(within(panel).getAllByText('In transit').length).toBeGreaterThan(0);

    const table = screen.getByRole('table', { name: 'Shipments' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2), { timeout: 5_000 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Delivered');
    expect(await screen.findByText('No shipment matches.', {}, { timeout: 5_000 })).toBeInTheDocument();
    await expectNoAxeViolations();
  });
});
