import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../../tests/component/axe';
import { RECYCLER, renderLoopDetails, withLoopMocks } from './loop-arrange';

withLoopMocks();

const LOAD = { timeout: 5_000 };
const rowOf = (serial: string) => screen.getByText(serial, { selector: 'td span' }).closest('tr') as HTMLElement;
describe("a Loop campaign's devices and credit", { timeout: 30_000 }, () => {
  it('adds pasted serials after showing the lines to fix, and says what each device still lacks', async () => {
    const user = userEvent.setup();
    const { container } = await renderLoopDetails();
    expect(await screen.findByText('No devices yet. Add them by serial, pasted or from a CSV file.', {}, LOAD)).toBeInTheDocument();
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Add devices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add devices by serial' });
    await user.type(within(dialog).getByRole('textbox', { name: /Serials/ }), 'C02-A1{Enter}C02-A2{Enter}c02-a1');
    expect(await within(dialog).findByText('Line 3: c02-a1 is listed twice.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add 2 devices' })).toBeDisabled();
    await expectNoAxeViolations(dialog);

    await user.type(within(dialog).getByRole('textbox', { name: /Serials/ }), '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Type of pasted serials' }), 'Smartphone');
    await user.click(await within(dialog).findByRole('button', { name: 'Add 2 devices' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = await screen.findByText('C02-A1', { selector: 'td span' }, LOAD);
    expect(within(row.closest('tr')!).getByText('Smartphone')).toBeInTheDocument();
    expect(within(row.closest('tr')!).getByText('no grade · no disposition · no sanitisation record')).toBeInTheDocument();
    expect(within(row.closest('tr')!).getByRole('button', { name: 'Let C02-A1 leave' })).toBeDisabled();
  });

  it('reads serials from a chosen CSV file, and refuses a file of another type saying what to choose', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderLoopDetails();
    await user.click(await screen.findByRole('button', { name: 'Add devices' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Add devices by serial' });
    const file = within(dialog).getByLabelText('Or a CSV file');

    await user.upload(file, new File(['%PDF-1.4'], 'serials.pdf', { type: 'application/pdf' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('serials.pdf cannot be used here. Choose a .csv or .txt file.');

    await user.upload(file, new File(['serial;grade\nC02-F1;A\nC02-F2;B\n'], 'serials.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByText('2 devices ready to add.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add 2 devices' })).toBeEnabled();
  });

  it('records grade, disposition, recycler and sanitisation, then lets the device leave', async () => {
    const user = userEvent.setup();
    await renderLoopDetails({ devices: [{ serial: 'SN-RECYCLE' }] });
    await screen.findByText('SN-RECYCLE', { selector: 'td span' }, LOAD);
    await user.click(within(rowOf('SN-RECYCLE')).getByRole('button', { name: 'Edit SN-RECYCLE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Device SN-RECYCLE' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Grade' }), 'D (for parts)');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Disposition' }), 'Recycle');
    // Recycling offers the campaign's certified recycler.
    expect(within(dialog).getByRole('textbox', { name: 'Recycler' })).toHaveValue(RECYCLER.name);
    expect(within(dialog).getByRole('textbox', { name: 'Certificate number' })).toHaveValue(RECYCLER.certificateId);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Method' }), 'Destroy');
    await user.type(within(dialog).getByLabelText('Sanitised on'), '2026-11-20');
    await user.type(within(dialog).getByRole('textbox', { name: 'Operator' }), 'Sam Tech');
    await user.type(within(dialog).getByRole('textbox', { name: 'Certificate reference' }), 'ER-1001');
    await expectNoAxeViolations(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(rowOf('SN-RECYCLE')).getByText('Ready to leave')).toBeInTheDocument());
    expect(within(rowOf('SN-RECYCLE')).getByText(/Destroy/)).toBeInTheDocument();
    await user.click(within(rowOf('SN-RECYCLE')).getByRole('button', { name: 'Let SN-RECYCLE leave' }));
    await waitFor(() => expect(within(rowOf('SN-RECYCLE')).getByText(/Left/)).toBeInTheDocument());
    expect(within(rowOf('SN-RECYCLE')).queryByRole('button', { name: 'Edit SN-RECYCLE' })).not.toBeInTheDocument();
  });

  it('shows the credit of reuse, recycling apart, with the method, the table version and its source', async () => {
    const { container } = await renderLoopDetails({
      devices: [
        { serial: 'L-1', disposition: 'refurbish', grade: 'A' },
        { serial: 'L-2', disposition: 'resell', grade: 'B' },
        { serial: 'P-1', type: 'smartphone', disposition: 'recycle', grade: 'D' },
        { serial: 'T-1', type: 'tablet', disposition: 'resell', grade: 'A' },
      ],
    });
    const credit = await screen.findByRole('region', { name: 'Environmental credit' }, LOAD);
    expect(await within(credit).findByText('365.2 kg CO2e', { selector: '.stat-card__value' }, LOAD)).toBeInTheDocument();
    expect(within(credit).getByRole('table', { name: 'Credit by type' })).toBeInTheDocument();
    expect(within(credit).getByText('No factor in the table')).toBeInTheDocument();
    expect(within(credit).getByText('ademe-2026.1')).toBeInTheDocument();
    expect(within(credit).getByText(/recycled devices avoid none/)).toBeInTheDocument();
    expect(within(credit).getByRole('link', { name: /ADEME/ })).toHaveAttribute('href', 'https://base-empreinte.ademe.fr');
    await expectNoAxeViolations(container);
  });

  it('speaks German', async () => {
    await renderLoopDetails({ language: 'de', devices: [{ serial: 'L-1', disposition: 'resell', grade: 'A' }] });
    expect(await screen.findByRole('heading', { name: 'Umweltgutschrift' }, LOAD)).toBeInTheDocument();
    expect(await screen.findByText('182,6 kg CO2e', { selector: '.stat-card__value' }, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Geräte hinzufügen' })).toBeInTheDocument();
  });
});
