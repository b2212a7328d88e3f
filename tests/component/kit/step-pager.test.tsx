import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { StepPager } from '../../../src/ui/kit/pager';
import { renderWithProviders } from '../render-with-providers';

function Trail({ total }: { total: number }) {
  const [page, setPage] = useState(1);
  return <StepPager page={page} total={total} pageSize={10} label="Trail pages" onPage={setPage} />;
}

describe('the step pager of a short list', () => {
  it('shows nothing while the list fits on one page', () => {
    renderWithProviders(<Trail total={10} />);
    expect(screen.queryByRole('navigation', { name: 'Trail pages' })).not.toBeInTheDocument();
  });

  it('steps through the pages and stops at either end', async () => {
    renderWithProviders(<Trail total={25} />);
    const previous = screen.getByRole('button', { name: 'Previous page' });
    expect(previous).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(previous);
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });
});
