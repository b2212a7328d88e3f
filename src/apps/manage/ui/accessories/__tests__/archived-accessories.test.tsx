import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { managePaths } from '../../../domain/paths';
import { withMockApi } from '../../../../../../tests/component/shell/portal';
import { openWith, SCREEN_LOAD, someStock } from './arrange';
import { manageGateways } from '../../__tests__/gateways';

withMockApi();

describe('the archived accessories', { timeout: 20_000 }, () => {
  it('lists only the archived ones and restores one to the working list', async () => {
    const user = userEvent.setup();
    const { arranged, services } = await openWith(
      async (accessories) => {
        const { cable } = await someStock(accessories);
        await accessories.archive(cable.id, { version: cable.version });
        return cable;
      },
      () => managePaths.archived('accessories'),
    );
    const table = await screen.findByRole('table', { name: 'Archived accessories' }, SCREEN_LOAD);
    const row = within(table).getByRole('cell', { name: 'USB-C cable' }).closest('tr')!;
    expect(within(table).queryByRole('cell', { name: 'Docking station' })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: /^Restore / }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore USB-C cable?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('No archived accessories.')).toBeInTheDocument();
    await waitFor(async () => expect(await manageGateways(services).accessories.get(arranged.id)).toMatchObject({ archived: false }));
  });
});
