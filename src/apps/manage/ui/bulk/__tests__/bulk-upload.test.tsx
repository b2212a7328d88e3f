import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { manageDataOf } from '../../../mocks/mock-state';
import { renderPortal, withMockApi } from '../../../../../../tests/component/shell/portal';

withMockApi();

const LONG = { timeout: 20_000 };

describe('Bulk Upload', () => {
  it('reads a file, matches its columns, lets an invalid cell be fixed in place, and imports every row', { timeout: 120_000 }, async () => {
    const { state } = await renderPortal({ url: '/apps/bulk-orders', signedInAs: 'admin' });
    await screen.findByRole('heading', { name: 'Upload a file' }, LONG);
    const file = new File(['Asset Tag,Model\nCT-FLOW-1,Latitude 7440\nCT-FLOW-2,\n'], 'fleet.csv', { type: 'text/csv' });
    await userEvent.upload(await screen.findByLabelText('CSV or Excel file'), file);

    await screen.findByRole('group', { name: 'Which row holds the column names?' }, LONG);
    expect(screen.getByRole('radio', { name: 'Row 1 holds the column names' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('group', { name: 'Which column fills each field?' });
    await userEvent.click(screen.getByRole('button', { name: 'Check every row' }));

    await screen.findByText('2 rows read, 1 with problems.', undefined, LONG);
    const cell = await screen.findByRole('textbox', { name: 'Model, row 3' });
    expect(cell).toHaveAccessibleDescription('The model is empty.');
    await userEvent.type(cell, 'ThinkPad X1{Enter}');
    await screen.findByText('2 rows read, all valid.');
    expect(cell).not.toHaveAttribute('aria-invalid');

    await userEvent.click(screen.getByRole('button', { name: 'Import 2 valid rows' }));
    await screen.findByRole('heading', { name: 'fleet.csv imported' }, LONG);
    await waitFor(() => expect(manageDataOf(state).assets.filter((asset) => asset.assetTag.startsWith('CT-FLOW-')).map((asset) => asset.model)).toEqual(['Latitude 7440', 'ThinkPad X1']));
  });
});
