import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withMockApi } from '../../../../../../tests/component/shell/portal';
import { expectNoAxeViolations, openCatalogue, SCREEN_LOAD } from './arrange';

withMockApi();

describe('the categories of a store', { timeout: 60_000 }, () => {
  it('lists them with their product counts as a section of the configure page, adds one and renames another', async () => {
    const user = userEvent.setup();
    const { data, history } = await openCatalogue('/apps/configure-shop');
    const sections = await screen.findByRole('navigation', { name: 'Configure sections' }, SCREEN_LOAD);
    await user.click(within(sections).getByRole('link', { name: 'Categories' }));
    expect(history.location().search).toContain('section=categories');
    const table = await screen.findByRole('table', { name: 'Categories' });
    expect(within(screen.getByRole('navigation', { name: 'Configure sections' })).getByRole('link', { name: 'Categories' })).toHaveAttribute('aria-current', 'page');
    const peripherals = within(table).getByRole('row', { name: /Peripherals/ });
    expect(within(peripherals).getByText('peripherals')).toBeInTheDocument();
    expect(within(peripherals).getByText('2')).toBeInTheDocument();
    // Device Hub's categories are Device Hub's.
    expect(within(table).queryByRole('row', { name: /Laptops/ })).not.toBeInTheDocument();
    await expectNoAxeViolations();

    // The slug follows the name until it is typed in.
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Docks & Hubs');
    expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveValue('docks-hubs');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await within(table).findByRole('row', { name: /Docks & Hubs/ })).toBeInTheDocument();
    expect(data.categories.find((each) => each.slug === 'docks-hubs')).toMatchObject({ store: 'shop', name: 'Docks & Hubs' });
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');

    await user.click(within(table).getByRole('button', { name: 'Edit Peripherals' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit category Peripherals' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Input devices');
    const slug = within(dialog).getByRole('textbox', { name: 'Slug' });
    await user.clear(slug);
    await user.type(slug, 'input-devices');
    await user.click(within(dialog).getByRole('button', { name: 'Save category' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(table).findByRole('row', { name: /Input devices/ })).toBeInTheDocument();
    expect(data.categories.find((each) => each.name === 'Input devices')).toMatchObject({ slug: 'input-devices', version: 2 });
  });

  it('deletes a category after saying its products stay, and they stay without it', async () => {
    const user = userEvent.setup();
    const { data } = await openCatalogue('/apps/configure-shop?section=categories');
    const table = await screen.findByRole('table', { name: 'Categories' }, SCREEN_LOAD);
    const mice = data.categories.find((each) => each.slug === 'mice')!;
    const inMice = data.products.filter((product) => product.categoryId === mice.id).map((product) => product.id);
    await user.click(within(table).getByRole('button', { name: 'Delete Mice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete category Mice?' });
    expect(within(dialog).getByText(`Its ${inMice.length} products stay in the store, without a category.`)).toBeInTheDocument();
    await expectNoAxeViolations();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(table).queryByRole('row', { name: /Mice/ })).not.toBeInTheDocument());
    expect(data.categories.some((each) => each.id === mice.id)).toBe(false);
    expect(data.products.filter((product) => inMice.includes(product.id)).map((product) => product.categoryId)).toEqual(inMice.map(() => null));
  });

  it('shows a slug the form cannot use, and one another category has, at the slug field, keeping what was typed', async () => {
    const user = userEvent.setup();
    const { data } = await openCatalogue('/apps/configure-devicehub?section=categories');
    const name = await screen.findByRole('textbox', { name: 'Name' }, SCREEN_LOAD);
    await user.type(name, 'Notebooks');
    const slug = screen.getByRole('textbox', { name: 'Slug' });
    await user.clear(slug);
    await user.type(slug, 'Note Books');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(slug).toHaveAccessibleDescription(/Use lower-case letters and digits joined by single dashes/);

    await user.clear(slug);
    await user.type(slug, 'laptops');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    await waitFor(() => expect(slug).toHaveAccessibleDescription(/Another category of the store has this slug./));
    expect(name).toHaveValue('Notebooks');
    expect(data.categories.filter((each) => each.slug === 'laptops')).toHaveLength(1);
    await expectNoAxeViolations();

    // A name longer than the server keeps is named at its field, nothing of it cut.
    const long = 'N'.repeat(121);
    await user.clear(name);
    await user.click(name);
    await user.paste(long);
    await user.clear(slug);
    await user.type(slug, 'notebooks');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(/Use at most 120 characters./));
    expect(name).toHaveValue(long);
  });

  it('speaks German', async () => {
    await openCatalogue('/apps/configure-shop?section=categories', { language: 'de' });
    const table = await screen.findByRole('table', { name: 'Kategorien' }, SCREEN_LOAD);
    expect(within(table).getByRole('button', { name: 'Peripherals bearbeiten' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Bereiche der Konfiguration' })).getByRole('link', { name: 'Kategorien' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Kategorie hinzufügen' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });
});
