import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MockState } from '../../../../../../tests/mocks/handlers';
import { manageDataOf } from '../../../mocks/mock-state';
import { renderPortal, withMockApi } from '../../../../../../tests/component/shell/portal';
import { SCREEN_LOAD, SLOW } from './arrange';

withMockApi();

describe('archived assets', SLOW, () => {
  it('lists the archived assets only and restores one', async () => {
    const state = new MockState();
    const data = manageDataOf(state);
    Object.assign(data.assets[0]!, { archived: true });
    await renderPortal({ url: '/apps/manage-beta/archived', signedInAs: 'admin', state });

    const table = await screen.findByRole('table', { name: 'Archived assets' }, SCREEN_LOAD);
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Assets', current: 'page' })).toHaveAttribute('href', '/apps/manage-beta/archived/assets');

    await userEvent.click(within(table).getByRole('button', { name: 'Restore ACME-0001' }));

    expect(await screen.findByText('ACME-0001 is back in the asset list.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Archived assets' })).not.toBeInTheDocument());
    expect(data.assets[0]!.archived).toBe(false);
  });
});
