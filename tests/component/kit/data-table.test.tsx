import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderDeviceList } from './list-harness';

async function chooseDensity(density: string) {
  await userEvent.click(screen.getByRole('button', { name: 'View' }));
  await userEvent.click(await screen.findByRole('menuitemradio', { name: density }));
  await userEvent.keyboard('{Escape}');
}

describe('the data table', () => {
  afterEach(() => {
    window.localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('keeps every row on one line: a long text is cut, and shown whole when pointed at', () => {
    renderDeviceList();
    const cell = screen.getByRole('cell', { name: /MacBook Pro 14/ });
    const text = within(cell).getByText(/MacBook Pro 14/);
    expect(text).toHaveAttribute('title', 'Apple MacBook Pro 14 with the longest configuration name anyone ever typed');
    expect(text).toHaveClass('cell-text');
  });

  it('starts compact, switches to comfortable from the view menu and remembers it for the next list', async () => {
    const first = renderDeviceList();
    const table = screen.getByRole('table', { name: 'Devices' });
    expect(table).toHaveAttribute('data-density', 'compact');
    await chooseDensity('Comfortable');
    expect(table).toHaveAttribute('data-density', 'comfortable');
    first.unmount();

    renderDeviceList();
    expect(screen.getByRole('table', { name: 'Devices' })).toHaveAttribute('data-density', 'comfortable');
  });

  it('hides a column the person unticks, never a required one, and remembers the choice', async () => {
    const first = renderDeviceList();
    await userEvent.click(screen.getByRole('button', { name: 'View' }));
    expect(screen.queryByRole('menuitemcheckbox', { name: 'Tag' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Site' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('columnheader', { name: 'Site' })).not.toBeInTheDocument();
    first.unmount();

    renderDeviceList();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Tag', 'Model']);
  });
});
