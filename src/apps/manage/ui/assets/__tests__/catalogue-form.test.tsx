import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MockState } from '../../../../../../tests/mocks/handlers';
import { newId } from '../../../../../../tests/mocks/mock-state';
import { manageDataOf } from '../../../mocks/mock-state';
import { mockFleetConfig } from '../../../mocks/configure-mock';
import { renderPortal, withMockApi } from '../../../../../../tests/component/shell/portal';
import { fill, SCREEN_LOAD, SLOW } from './arrange';

withMockApi();

/** The demo laptops' type with two fields of its own: a required text and a number. */
function laptopsWithFields() {
  const state = new MockState();
  const config = mockFleetConfig(state, state.userByEmail('admin@acme.test')!.organisationId);
  const laptops = config.typeOfKind('laptop');
  const field = (name: string, kind: 'text' | 'number', required: boolean, position: number) =>
    config.fields.push({ id: newId(), productTypeId: laptops.id, name, kind, options: [], required, position, version: 1 });
  field('Cost centre', 'text', true, 0);
  field('RAM GB', 'number', false, 1);
  return state;
}

const model = () => screen.getByRole('combobox', { name: 'Catalogue model' });

describe('the asset form with the catalogue', SLOW, () => {
  it('fills maker, model and type from the chosen model and offers its type’s fields', async () => {
    await renderPortal({ url: '/apps/manage-beta/add-asset/other/all', signedInAs: 'admin', state: laptopsWithFields() });
    await screen.findByRole('option', { name: 'Lenovo ThinkPad X1 Carbon' }, SCREEN_LOAD);
    expect(screen.queryByRole('textbox', { name: 'Cost centre' })).not.toBeInTheDocument();

    await userEvent.selectOptions(model(), 'Lenovo ThinkPad X1 Carbon');

    expect(screen.getByRole('textbox', { name: 'Manufacturer' })).toHaveValue('Lenovo');
    expect(screen.getByRole('textbox', { name: 'Model' })).toHaveValue('ThinkPad X1 Carbon');
    expect(screen.getByRole('combobox', { name: 'Product type' })).toHaveValue('laptop');
    expect(screen.getByRole('textbox', { name: 'Cost centre' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'RAM GB' })).not.toBeRequired();
  });

  it('holds the save back while a required field is empty or a number is not one, then saves the values read', async () => {
    const state = laptopsWithFields();
    await renderPortal({ url: '/apps/manage-beta/add-asset/laptop/all', signedInAs: 'admin', state });
    await fill(await screen.findByRole('textbox', { name: 'Asset tag' }, SCREEN_LOAD), 'ACME-0200');
    await screen.findByRole('option', { name: 'Lenovo ThinkPad X1 Carbon' });
    await userEvent.selectOptions(model(), 'Lenovo ThinkPad X1 Carbon');
    await fill(screen.getByRole('textbox', { name: 'RAM GB' }), 'lots');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByRole('textbox', { name: 'Cost centre' })).toHaveAccessibleDescription('Cost centre is required.');
    expect(screen.getByRole('textbox', { name: 'RAM GB' })).toHaveAccessibleDescription(/RAM GB must be a number, such as 12.5./);
    expect(manageDataOf(state).assets.some((asset) => asset.assetTag === 'ACME-0200')).toBe(false);

    await fill(screen.getByRole('textbox', { name: 'Cost centre' }), 'CC-7');
    await userEvent.clear(screen.getByRole('textbox', { name: 'RAM GB' }));
    await fill(screen.getByRole('textbox', { name: 'RAM GB' }), '32');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByRole('heading', { level: 1, name: 'ACME-0200' }, SCREEN_LOAD);
    const saved = manageDataOf(state).assets.find((asset) => asset.assetTag === 'ACME-0200');
    expect(saved).toMatchObject({ modelId: mockFleetConfig(state, saved!.organisationId).models[0]!.id, customFields: { 'Cost centre': 'CC-7', 'RAM GB': 32 } });
  });

  it('gives a new asset the status label chosen, saying what its type allows', async () => {
    const state = new MockState();
    await renderPortal({ url: '/apps/manage-beta/add-asset/laptop/all', signedInAs: 'admin', state });
    await fill(await screen.findByRole('textbox', { name: 'Asset tag' }, SCREEN_LOAD), 'ACME-0201');
    await fill(screen.getByRole('textbox', { name: 'Model' }), 'Spare');
    const label = screen.getByRole('combobox', { name: 'Status label' });
    await screen.findByRole('option', { name: 'Out for repair (undeployable)' });
    await userEvent.selectOptions(label, 'Out for repair (undeployable)');
    expect(label).toHaveAccessibleDescription('Undeployable: the asset cannot be checked out.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByRole('heading', { level: 1, name: 'ACME-0201' }, SCREEN_LOAD);
    await waitFor(() => expect(screen.getByText('Status label', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Out for repair'));
  });
});
