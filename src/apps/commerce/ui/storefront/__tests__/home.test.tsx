import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withMockApi } from '../../../../../../tests/component/shell/portal';
import { expectNoAxeViolations, openStore, SCREEN_LOAD } from './arrange';

withMockApi();

describe('a storefront’s home', { timeout: 30_000 }, () => {
  it('features what can be had, with pictures, prices and categories, and remembers what I viewed', async () => {
    const user = userEvent.setup();
    const { history } = await openStore('/apps/shop/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop' }, SCREEN_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/apps/shop/request-history');
    const featured = await screen.findByRole('list', { name: 'Featured' });
    const mouse = within(featured).getByRole('article', { name: 'Wireless mouse' });
    expect(within(mouse).getByText('€24.99')).toBeInTheDocument();
    expect(within(mouse).getByText('40 in stock')).toBeInTheDocument();
    // Out of stock and what my role may not see are not featured.
    expect(within(featured).queryByRole('article', { name: 'Noise-cancelling headset' })).not.toBeInTheDocument();
    expect(screen.queryByText('Executive fountain pen')).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Shop by category' })).getByRole('link', { name: /Mice\s*2 products/ })).toHaveAttribute('href', '/apps/shop/category/mice');
    expect(screen.queryByRole('heading', { name: 'Recently viewed' })).not.toBeInTheDocument();
    await expectNoAxeViolations();

    await user.click(within(mouse).getByRole('link', { name: 'Wireless mouse' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Wireless mouse' }, SCREEN_LOAD)).toBeInTheDocument();
    await user.click(within(screen.getByRole('navigation', { name: 'Store sections' })).getByRole('link', { name: 'Home' }));
    expect(await within(await screen.findByRole('list', { name: 'Recently viewed' })).findByRole('article', { name: 'Wireless mouse' })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search the store' }), 'headset{Enter}');
    expect(history.location().path).toBe('/apps/shop/search');
    expect(history.location().search).toContain('q=headset');
  });

  it('speaks German, with prices in the German format', async () => {
    await openStore('/apps/devicehub/home', { language: 'de' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Device Hub' }, SCREEN_LOAD)).toBeInTheDocument();
    const featured = await screen.findByRole('list', { name: 'Empfohlen' });
    const laptop = within(featured).getByRole('article', { name: 'ThinkPad X1 Carbon' });
    expect(within(laptop).getByText(/1\.490,00\s€/)).toBeInTheDocument();
    expect(within(laptop).getByText('Generalüberholt')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Bereiche des Shops' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kits' })).toHaveAttribute('href', '/apps/devicehub/kits');
  });
});
