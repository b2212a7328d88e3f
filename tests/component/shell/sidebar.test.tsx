import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPortal, withMockApi } from './portal';

withMockApi();

const sidebar = () => screen.findByRole('navigation', { name: 'Main navigation' });
const linkNames = (nav: HTMLElement) => within(nav).queryAllByRole('link').map((link) => link.textContent);

// The first render also loads the cart's gateway for the Cart entry's badge: slow on a busy machine.
describe('the sidebar', { timeout: 20_000 }, () => {
  afterEach(() => window.localStorage.clear());

  it('groups the apps by category and folds each group away on its heading', async () => {
    await renderPortal({ url: '/dashboard', signedInAs: 'admin' });
    const nav = await sidebar();
    const commerce = within(nav).getByRole('button', { name: 'Commerce' });
    expect(commerce).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Shop' })).toBeInTheDocument();

    await userEvent.click(commerce);
    expect(commerce).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Shop' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Recover' })).toBeInTheDocument();
  });

  it('keeps a folded group folded on the next visit', async () => {
    const first = await renderPortal({ url: '/dashboard', signedInAs: 'admin' });
    await userEvent.click(within(await sidebar()).getByRole('button', { name: 'Service desk' }));
    first.unmount();

    await renderPortal({ url: '/dashboard', signedInAs: 'admin' });
    const nav = await sidebar();
    expect(within(nav).getByRole('button', { name: 'Service desk' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Resolve IT' })).not.toBeInTheDocument();
  });

  it('finds an app in any group as one types, folded or not, and says when no app is called so', async () => {
    await renderPortal({ url: '/dashboard', signedInAs: 'admin' });
    const nav = await sidebar();
    await userEvent.click(within(nav).getByRole('button', { name: 'Commerce' }));
    const search = within(nav).getByRole('searchbox', { name: 'Find an app' });

    await userEvent.type(search, 'HUB');
    // The brand leads home whatever is typed; of the apps only the matches stay.
    expect(linkNames(nav).slice(1)).toEqual(['Device Hub', 'Device Hub Configure']);

    await userEvent.clear(search);
    await userEvent.type(search, 'zzz');
    expect(within(nav).getByRole('status')).toHaveTextContent('No app is called “zzz”.');
  });

  it('lists each app once: no second Integrations, no full-page cart, no test frame', async () => {
    await renderPortal({ url: '/dashboard', signedInAs: 'admin' });
    const names = linkNames(await sidebar());
    expect(names.filter((name) => name === 'Integrations')).toHaveLength(1);
    expect(names).toContain('Cart');
    expect(names).not.toContain('Cart (full page)');
    expect(names).not.toContain('Iframe test');
  });

  it('narrows to icons alone, every app still a named link, and stays narrow on the next visit', async () => {
    const first = await renderPortal({ url: '/dashboard', signedInAs: 'admin' });
    await userEvent.click(within(await sidebar()).getByRole('button', { name: 'Commerce' }));
    await userEvent.click(within(await sidebar()).getByRole('button', { name: 'Collapse sidebar' }));
    first.unmount();

    await renderPortal({ url: '/dashboard', signedInAs: 'admin' });
    const nav = await sidebar();
    // No search and no group headings in the icon strip; a folded group's apps are there too, named for tooltips.
    expect(within(nav).queryByRole('searchbox')).not.toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Commerce' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Shop' })).toHaveAttribute('title', 'Shop');

    await userEvent.click(within(nav).getByRole('button', { name: 'Expand sidebar' }));
    expect(within(nav).getByRole('searchbox', { name: 'Find an app' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Commerce' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the app on view as the current page', async () => {
    await renderPortal({ url: '/apps/manage-beta/assets/all', signedInAs: 'admin' });
    expect(within(await sidebar()).getByRole('link', { name: 'Manage' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('the account menu', () => {
  it('shows the initials and the name of who is signed in', async () => {
    await renderPortal({ url: '/dashboard', signedInAs: 'admin' });
    const button = await screen.findByRole('button', { name: 'Account menu, Ada Admin' });
    expect(button).toHaveTextContent('AA');
    expect(button).toHaveTextContent('Acme');
  });

  it('switches the theme, and the page follows', async () => {
    await renderPortal({ url: '/dashboard', signedInAs: 'admin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu, Ada Admin' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Dark' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});
