import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPortal, withMockApi } from '../../../../../tests/component/shell/portal';

withMockApi();

describe('the Manage frame', () => {
  it('shows the sections of Manage with the current one marked, in the language of the catalogue loaded on demand', async () => {
    await renderPortal({ url: '/apps/manage-beta/softwares-list', signedInAs: 'admin' });
    // The first Manage screen loads its chunk and its catalogue on demand.
    const sections = await screen.findByRole('navigation', { name: 'Manage sections' }, { timeout: 5000 });
    expect(within(sections).getByRole('link', { name: 'Software' })).toHaveAttribute('aria-current', 'page');
    expect(within(sections).getByRole('link', { name: 'Assets' })).toHaveAttribute('href', '/apps/manage-beta/assets/all');
  });
});
