import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MockState } from '../../../../../../tests/mocks/handlers';
import { manageDataOf } from '../../../mocks/mock-state';
import { renderPortal, withMockApi } from '../../../../../../tests/component/shell/portal';
import { fill, SCREEN_LOAD, SLOW } from './arrange';

withMockApi();

/** Every laptop carries CPU and RAM; a single one also has a Dock. */
function laptopFleet(): MockState {
  const state = new MockState();
  const data = manageDataOf(state);
  const organisationId = data.assets[0]!.organisationId;
  for (const n of [1, 2, 3]) data.addAsset(organisationId, { assetTag: `LAP-${n}`, productType: 'laptop', model: 'ThinkPad X1' });
  const laptops = data.assets.filter((asset) => asset.productType === 'laptop');
  for (const laptop of laptops) laptop.customFields = { CPU: 'i7', RAM: '16 GB' };
  laptops[0]!.customFields = { ...laptops[0]!.customFields, Dock: 'USB-C' };
  return state;
}

describe('the custom fields of a product type', SLOW, () => {
  it('starts a new laptop with the fields most laptops have, and offers the rarer one as a button that adds it', async () => {
    const { state } = await renderPortal({ url: '/apps/manage-beta/add-asset/laptop/laptop', signedInAs: 'admin', state: laptopFleet() });
    expect(await screen.findByRole('textbox', { name: 'Name of field 1' }, SCREEN_LOAD)).toHaveValue('CPU');
    expect(screen.getByRole('textbox', { name: 'Name of field 2' })).toHaveValue('RAM');
    expect(screen.queryByRole('textbox', { name: 'Name of field 3' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add the field RAM' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add the field Dock' }));
    expect(screen.getByRole('textbox', { name: 'Name of field 3' })).toHaveValue('Dock');
    expect(screen.queryByRole('button', { name: 'Add the field Dock' })).not.toBeInTheDocument();

    await fill(screen.getByRole('textbox', { name: 'Asset tag' }), 'LAP-9');
    await fill(screen.getByRole('textbox', { name: 'Model' }), 'ThinkPad X1');
    await fill(screen.getByRole('textbox', { name: 'Value of field 2' }), '32 GB');
    await fill(screen.getByRole('textbox', { name: 'Value of field 3' }), 'Thunderbolt');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByRole('heading', { level: 1, name: 'LAP-9' }, SCREEN_LOAD);
    // The CPU row left empty is not saved: an untouched offer must not count as a use of the field.
    expect(manageDataOf(state).assets.find((asset) => asset.assetTag === 'LAP-9')?.customFields).toEqual({ RAM: '32 GB', Dock: 'Thunderbolt' });
  });
});
