import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderDeviceList } from './list-harness';

const openSavedViews = async () => userEvent.click(screen.getByRole('button', { name: /^Saved views/ }));

describe('saved views', () => {
  afterEach(() => {
    window.localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('asks for a search or a filter before there is anything to keep', async () => {
    renderDeviceList();
    await openSavedViews();
    expect(screen.getByText('No saved views yet.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Name this view'), 'Everything');
    expect(screen.getByRole('button', { name: 'Save view' })).toBeDisabled();
  });

  it('keeps the current search under a name, brings it back later and forgets it on request', async () => {
    window.history.replaceState(null, '', '/?q=latitude&page=2');
    const first = renderDeviceList();
    await openSavedViews();
    await userEvent.type(screen.getByLabelText('Name this view'), 'Dells');
    await userEvent.click(screen.getByRole('button', { name: 'Save view' }));
    expect(within(screen.getByRole('list', { name: 'Saved views' })).getByRole('button', { name: 'Dells' })).toBeInTheDocument();
    first.unmount();

    window.history.replaceState(null, '', '/');
    renderDeviceList();
    expect(screen.getAllByRole('row')).toHaveLength(3);
    await openSavedViews();
    await userEvent.click(screen.getByRole('button', { name: 'Dells' }));
    // The view opens on its first page, with only the matching rows.
    expect(window.location.search).toBe('?q=latitude');
    expect(screen.getAllByRole('row')).toHaveLength(2);

    await openSavedViews();
    await userEvent.click(screen.getByRole('button', { name: 'Forget the view Dells' }));
    expect(screen.getByText('No saved views yet.')).toBeInTheDocument();
  });
});
