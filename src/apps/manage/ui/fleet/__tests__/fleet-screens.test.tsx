import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPortal, withMockApi } from '../../../../../../tests/component/shell/portal';
import { assetDetailPath } from '../../../domain/fleet-paths';

withMockApi();

const SCREEN_LOAD = { timeout: 20_000 };

describe('All assets', { timeout: 60_000 }, () => {
  it('lists every kind together, filters by type and opens each item where it lives', async () => {
    await renderPortal({ url: '/apps/all-assets?q=toner', signedInAs: 'admin' });
    const table = await screen.findByRole('table', { name: 'Everything owned' }, SCREEN_LOAD);
    const toner = (await within(table).findByRole('link', { name: 'HP 305A black toner' }, SCREEN_LOAD)).closest('tr')!;
    expect(within(toner).getByText('Consumable')).toBeInTheDocument();
    expect(within(toner).getByText('Low stock')).toBeInTheDocument();
    expect(within(toner).getByText('3 of 3')).toBeInTheDocument();
    expect(within(toner).getByRole('link', { name: 'HP 305A black toner' }).getAttribute('href')).toContain('/consumables?item=');
  });

  it('says when nothing matches', async () => {
    await renderPortal({ url: '/apps/all-assets?q=nothing-like-this', signedInAs: 'admin' });
    expect(await screen.findByText('Nothing matches this search and these filters.', {}, SCREEN_LOAD)).toBeInTheDocument();
  });
});

describe('Assets detail', { timeout: 60_000 }, () => {
  it('opens the asset a label names, with its facts, actions and story', async () => {
    await renderPortal({ url: assetDetailPath({ tag: 'acme-0004' }), signedInAs: 'admin' });
    expect(await screen.findByRole('heading', { name: /ACME-0004/ }, SCREEN_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in Manage' })).toHaveAttribute('href', expect.stringContaining('/apps/manage-beta/details/'));
    expect(await screen.findByRole('heading', { name: 'Life story' }, SCREEN_LOAD)).toBeInTheDocument();
  });

  it('offers the matches of a partial code to choose from, and says when nothing is found', async () => {
    const user = userEvent.setup();
    const portal = await renderPortal({ url: '/apps/assets-detail', signedInAs: 'admin' });
    expect(await screen.findByText('Which asset?', {}, SCREEN_LOAD)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Tag, serial or label' }), 'Demo laptop{Enter}');
    expect(await screen.findByRole('heading', { name: /assets? match/ }, SCREEN_LOAD)).toBeInTheDocument();
    await act(async () => portal.navigation.navigate(assetDetailPath({ q: 'NOPE-404' })));
    expect(await screen.findByText('No asset found', {}, SCREEN_LOAD)).toBeInTheDocument();
  });
});
