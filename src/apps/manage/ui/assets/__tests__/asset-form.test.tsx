import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MockState } from '../../../../../../tests/mocks/handlers';
import { manageDataOf } from '../../../mocks/mock-state';
import { renderPortal, withMockApi } from '../../../../../../tests/component/shell/portal';
import { fill, SCREEN_LOAD, SLOW } from './arrange';
import { manageGateways } from '../../__tests__/gateways';

withMockApi();

const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('the asset form', SLOW, () => {
  it('adds an asset with its cost read as typed, then shows it', async () => {
    const { state } = await renderPortal({ url: '/apps/manage-beta/add-asset/laptop/laptop', signedInAs: 'admin' });
    await fill(await screen.findByRole('textbox', { name: 'Asset tag' }, SCREEN_LOAD), 'ACME-0100');
    await fill(screen.getByRole('textbox', { name: 'Model' }), 'ThinkPad X1');
    expect(screen.getByRole('combobox', { name: 'Product type' })).toHaveValue('laptop');
    await fill(screen.getByRole('textbox', { name: 'Cost' }), 'lots');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter an amount such as 1299.00.')).toBeInTheDocument();

    await userEvent.clear(screen.getByRole('textbox', { name: 'Cost' }));
    await fill(screen.getByRole('textbox', { name: 'Cost' }), '1.299,50');
    await userEvent.click(screen.getByRole('button', { name: 'Add a field' }));
    await fill(screen.getByRole('textbox', { name: 'Name of field 1' }), 'RAM');
    await fill(screen.getByRole('textbox', { name: 'Value of field 1' }), '32 GB');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByRole('heading', { level: 1, name: 'ACME-0100' }, SCREEN_LOAD);
    expect(fact('Cost')).toHaveTextContent('1,299.50');
    expect(fact('RAM')).toHaveTextContent('32 GB');
    expect(manageDataOf(state).assets.find((asset) => asset.assetTag === 'ACME-0100')).toMatchObject({ costCents: 129950, productType: 'laptop' });
  });

  it('shows a repeated tag at its field, keeps what was typed, and saves once corrected', async () => {
    await renderPortal({ url: '/apps/manage-beta/add-asset/laptop/all', signedInAs: 'admin' });
    await fill(await screen.findByRole('textbox', { name: 'Asset tag' }, SCREEN_LOAD), 'ACME-0002');
    await fill(screen.getByRole('textbox', { name: 'Model' }), 'ThinkPad X1');
    await fill(screen.getByRole('textbox', { name: 'Serial number' }), 'NEW-SERIAL');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const tag = screen.getByRole('textbox', { name: 'Asset tag' });
    await waitFor(() => expect(tag).toHaveAccessibleDescription(/another asset has this tag/));
    expect(tag).toHaveValue('ACME-0002');
    expect(screen.getByRole('textbox', { name: 'Model' })).toHaveValue('ThinkPad X1');
    expect(screen.getByRole('textbox', { name: 'Serial number' })).toHaveValue('NEW-SERIAL');

    await fill(tag, '-B');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { level: 1, name: 'ACME-0002-B' }, SCREEN_LOAD);
  });

  it('asks before Cancel discards a typed change, keeps it on Stay, and lets a form changed back go without asking', async () => {
    const state = new MockState();
    const asset = manageDataOf(state).assets[0]!;
    await renderPortal({ url: `/apps/manage-beta/update-asset/laptop/all/${asset.id}`, signedInAs: 'admin', state });
    await fill(await screen.findByRole('textbox', { name: 'Model' }, SCREEN_LOAD), ' Pro');

    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    const leave = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await userEvent.click(within(leave).getByRole('button', { name: 'Stay on this page' }));
    expect(screen.getByRole('textbox', { name: 'Model' })).toHaveValue('Demo laptop Pro');

    await userEvent.clear(screen.getByRole('textbox', { name: 'Model' }));
    await fill(screen.getByRole('textbox', { name: 'Model' }), 'Demo laptop');
    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    await screen.findByRole('heading', { level: 1, name: 'Assets' }, SCREEN_LOAD);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('after someone else saved meanwhile, shows their value and applies only my change again', async () => {
    const state = new MockState();
    const asset = manageDataOf(state).assets[0]!;
    const { services } = await renderPortal({ url: `/apps/manage-beta/update-asset/laptop/all/${asset.id}`, signedInAs: 'admin', state });
    const model = await screen.findByRole('textbox', { name: 'Model' }, SCREEN_LOAD);
    expect(model).toHaveValue('Demo laptop');

    const madrid = await manageGateways(services).places.add({ name: 'Madrid' });
    await manageGateways(services).assets.update(asset.id, { locationId: madrid.id, version: asset.version });
    await userEvent.clear(model);
    await fill(model, 'Demo laptop Pro');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved meanwhile by someone else: Madrid')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('London office');
    expect(model).toHaveValue('Demo laptop Pro');

    await userEvent.click(screen.getByRole('button', { name: 'Apply my changes again' }));

    await screen.findByRole('heading', { level: 1, name: asset.assetTag }, SCREEN_LOAD);
    expect(fact('Model')).toHaveTextContent('Demo laptop Pro');
    expect(fact('Location')).toHaveTextContent('Madrid');
  });
});
