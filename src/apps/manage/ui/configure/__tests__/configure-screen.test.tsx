import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPortal, withMockApi } from '../../../../../../tests/component/shell/portal';

withMockApi();

describe('Manage Configure', () => {
  it('lists the models and adds a manufacturer from its tab', async () => {
    await renderPortal({ url: '/apps/manage-configure', signedInAs: 'admin' });
    const models = await screen.findByRole('table', { name: 'Models' }, { timeout: 20000 });
    expect(within(models).getByText('ThinkPad X1 Carbon')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Manufacturers' }));
    await screen.findByRole('table', { name: 'Manufacturers' });
    await userEvent.click(screen.getByRole('button', { name: 'Add manufacturer' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Framework');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(await screen.findByRole('table', { name: 'Manufacturers' })).findByText('Framework')).toBeInTheDocument();
  });

  it('shows the status labels with their types', async () => {
    await renderPortal({ url: '/apps/manage-configure?tab=statusLabels', signedInAs: 'admin' });
    const labels = await screen.findByRole('table', { name: 'Status labels' }, { timeout: 20000 });
    const ready = within(labels).getByText('Ready to deploy').closest('tr')!;
    expect(within(ready).getByText('Deployable')).toBeInTheDocument();
  });
});
