import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDeviceList } from './list-harness';

async function chooseDensity(density: string) {
  await userEvent.click(screen.getByRole('button', { name: 'View' }));
  await userEvent.click(await screen.findByRole('menuitemradio', { name: density }));
  await userEvent.keyboard('{Escape}');
}

describe('the data table', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
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

  it('folds its low-priority columns only while the table, every column shown, is wider than its box', () => {
    // jsdom lays nothing out: the sizes a browser would measure are set by hand, and the observer called as it would be.
    const observers: (() => void)[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly measure: () => void) {
          observers.push(() => this.measure());
        }
        observe() {}
        disconnect() {}
      },
    );
    renderDeviceList();
    const table = screen.getByRole('table', { name: 'Devices' });
    const box = table.parentElement!;
    const layout = (boxWidth: number, tableWidth: number) => {
      Object.defineProperty(box, 'clientWidth', { value: boxWidth, configurable: true });
      Object.defineProperty(table, 'offsetWidth', { value: tableWidth, configurable: true });
      act(() => observers.forEach((measure) => measure()));
    };
    const folded = () => box.classList.contains('table-scroll--folded');

    layout(1000, 1000);
    expect(folded()).toBe(false);
    layout(700, 1000);
    expect(folded()).toBe(true);
    // Folded, the table fits any box: it unfolds only once the box holds every column again.
    layout(900, 700);
    expect(folded()).toBe(true);
    layout(1000, 700);
    expect(folded()).toBe(false);
  });
});
