import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FoldingFilters } from '../../../src/ui/kit/folding-filters';
import { renderWithProviders } from '../render-with-providers';

/** A screen as wide as the media query says: a phone matches `(max-width: 768px)`. */
function screenWidth(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query === '(max-width: 768px)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const filters = (active: number) =>
  renderWithProviders(
    <FoldingFilters active={active}>
      <label>
        Status <select aria-label="Status" />
      </label>
    </FoldingFilters>,
  );

describe('a list’s filters', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are all in view on a wide screen, with nothing to unfold', () => {
    screenWidth(false);
    filters(0);
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Filters/ })).not.toBeInTheDocument();
  });

  it('fold behind one button on a phone, which says how many are set and opens them', async () => {
    screenWidth(true);
    filters(2);
    const toggle = screen.getByRole('button', { name: 'Filters (2 set)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeVisible();
  });
});
