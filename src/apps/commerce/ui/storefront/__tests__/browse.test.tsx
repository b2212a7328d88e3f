import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogueDataOf } from '../../../mocks/catalogue-mock-state';
import { MOCK_DEMO } from '../../../../../../tests/mocks/mock-state';
import { withMockApi } from '../../../../../../tests/component/shell/portal';
import { expectNoAxeViolations, openStore, SCREEN_LOAD } from './arrange';

withMockApi();

const tileNames = (label: string) =>
  within(screen.getByRole('list', { name: label }))
    .getAllByRole('article')
    .map((tile) => tile.getAttribute('aria-label'));

describe('browsing a store', { timeout: 30_000 }, () => {
  it('lists the categories as picture tiles, each with its count', async () => {
    await openStore('/apps/devicehub/categories');
    const list = await screen.findByRole('list', { name: 'Categories' }, SCREEN_LOAD);
    expect(within(list).getByRole('link', { name: /Laptops\s*2 products/ })).toHaveAttribute('href', '/apps/devicehub/category/laptops');
    expect(within(list).getByRole('link', { name: /Docks\s*1 product$/ })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('filters a category by price, condition and stock, sorts it, and keeps all of it in the address', async () => {
    const user = userEvent.setup();
    const { history } = await openStore('/apps/devicehub/category/laptops');
    expect(await screen.findByRole('heading', { level: 1, name: 'Laptops' }, SCREEN_LOAD)).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Laptops' });
    expect(tileNames('Laptops')).toEqual(['MacBook Air 13', 'ThinkPad X1 Carbon']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: high to low');
    await waitFor(() => expect(tileNames('Laptops')).toEqual(['ThinkPad X1 Carbon', 'MacBook Air 13']));
    expect(history.location().search).toContain('sort=-price');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Condition' }), 'New');
    await waitFor(() => expect(tileNames('Laptops')).toEqual(['MacBook Air 13']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Condition' }), 'Any condition');

    await user.type(screen.getByRole('textbox', { name: 'Max price' }), '1300');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(tileNames('Laptops')).toEqual(['MacBook Air 13']));
    expect(history.location().search).toContain('maxPrice=130000');
    await expectNoAxeViolations();
  });

  it('shows in stock only when asked, and says when nothing matches', async () => {
    const user = userEvent.setup();
    await openStore('/apps/shop/category/headsets');
    await screen.findByRole('list', { name: 'Headsets' }, SCREEN_LOAD);
    expect(within(screen.getByRole('article', { name: 'Noise-cancelling headset' })).getByText('Out of stock')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Noise-cancelling headset' })).getByRole('button', { name: 'Add Noise-cancelling headset to cart' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'In stock only' }));
    expect(await screen.findByText('No products match these filters.')).toBeInTheDocument();
  });

  it('searches on the server as I type, with the words in the address, and only what my role may see', async () => {
    const user = userEvent.setup();
    const { history } = await openStore('/apps/shop/search');
    expect(await screen.findByText(/results appear as you type/, {}, SCREEN_LOAD)).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search the store' }), 'mouse');
    await waitFor(() => expect(history.location().search).toContain('q=mouse'));
    expect(await screen.findByRole('list', { name: 'Search results' })).toBeInTheDocument();
    expect(tileNames('Search results')).toEqual(['Wireless mouse']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search the store' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search the store' }), 'fountain');
    expect(await screen.findByText('Nothing matches “fountain”.')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('shows what the catalogue administration adds and receives: the mocks keep one catalogue', async () => {
    const user = userEvent.setup();
    const { state } = await openStore('/apps/shop/search');
    const catalogue = catalogueDataOf(state);
    const acme = state.userByEmail(MOCK_DEMO.admin.email)!.organisationId;
    const stand = catalogue.addProduct(acme, 'shop', { name: 'Laptop stand', priceMinor: 3_990 }, 0);
    catalogue.move(stand, catalogue.locations.find((location) => location.isDefaultStock)!.id, { kind: 'received', quantity: 7 });
    await user.type(await screen.findByRole('searchbox', { name: 'Search the store' }, SCREEN_LOAD), 'stand');
    const tile = await screen.findByRole('article', { name: 'Laptop stand' });
    expect(within(tile).getByText('7 in stock')).toBeInTheDocument();
    expect(within(tile).getByText('€39.90')).toBeInTheDocument();
  });

  it('lets an admin find what is shown to admins only', async () => {
    await openStore('/apps/shop/search?q=fountain', { as: 'admin' });
    expect(await screen.findByRole('article', { name: 'Executive fountain pen' }, SCREEN_LOAD)).toBeInTheDocument();
  });

  it('lists Device Hub’s kits', async () => {
    await openStore('/apps/devicehub/kits');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kits' }, SCREEN_LOAD)).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Kits' });
    expect(tileNames('Kits')).toEqual(['New starter kit']);
    expect(within(screen.getByRole('article', { name: 'New starter kit' })).getByText('€1,650.00')).toBeInTheDocument();
  });
});
