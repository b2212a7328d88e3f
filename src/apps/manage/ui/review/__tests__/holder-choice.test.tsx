import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { managePaths } from '../../../domain/paths';
import { manageDataOf } from '../../../mocks/mock-state';
import { MockState, newId } from '../../../../../../tests/mocks/mock-state';
import { renderPortal, withMockApi } from '../../../../../../tests/component/shell/portal';
import { expectNoAxeViolations } from '../../../../../../tests/component/axe';

withMockApi();

/** Acme with two people called Jo Smith, and what an import could not give either of them. */
function twoJoSmiths() {
  const state = new MockState();
  const acme = state.users.find((user) => user.role === 'admin')!.organisationId;
  const member = (email: string) => state.addMember(acme, { email, name: 'Jo Smith', role: 'employee', password: 'x' });
  const [smith, smyth] = [member('jo.smith@acme.test'), member('jo.smyth@acme.test')];
  const data = manageDataOf(state);
  const batchId = newId();
  data.imports.push({
    id: newId(), organisationId: acme, batchId, line: 2, source: 'snipe-it', state: 'pending', resultAssetId: null, createdAt: new Date().toISOString(), version: 1,
    values: { assetTag: 'JS-1', serial: null, model: 'X1', manufacturer: null, productType: 'laptop', status: 'deployed', assignedTo: 'Jo Smith', location: null, purchaseDate: null, costCents: null, warrantyEnd: null, notes: null },
    reasons: [{ code: 'holder-ambiguous', field: 'fullName', params: { value: 'Jo Smith' } }],
  });
  const shelved = data.addAsset(acme, { assetTag: 'JS-2', productType: 'laptop', model: 'X1', status: 'in-stock', assigneeId: null });
  data.waiting.push({ id: newId(), organisationId: acme, batchId, line: 3, entityType: 'asset', entityId: shelved.id, label: 'JS-2', holder: 'Jo Smith', createdAt: new Date().toISOString() });
  data.waiting.push({ id: newId(), organisationId: acme, batchId, line: 4, entityType: 'licence', entityId: newId(), label: 'Visio', holder: 'Nobody Here', createdAt: new Date().toISOString() });
  return { state, smith: smith!, smyth: smyth!, shelved };
}

async function openImports(state: MockState) {
  const portal = await renderPortal({ url: managePaths.importedAssets(), signedInAs: 'admin', state });
  await screen.findByRole('heading', { name: 'Import from Snipe-IT or a CSV' }, { timeout: 20_000 });
  return portal;
}

async function choose(dialog: HTMLElement, email: string) {
  // The search starts at the name the file gave, so both people it fits are offered on opening.
  await userEvent.click(within(dialog).getByRole('combobox', { name: /Holder|Person/ }));
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(email.replace('.', '\\.')) }));
}

describe('choosing the holder a file names ambiguously', () => {
  it('accepts a queued row only once the reviewer picked which Jo Smith holds it', async () => {
    const { state, smyth } = twoJoSmiths();
    await openImports(state);
    const queue = await screen.findByRole('table', { name: 'Imported rows' });

    await userEvent.click(await within(queue).findByRole('button', { name: 'Accept JS-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept JS-1: who holds it?' });
    expect(within(dialog).getByText(/More than one person here is called Jo Smith/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose the person who holds it.');

    await choose(dialog, 'jo.smyth@acme.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));

    expect(await screen.findByText('JS-1 is now an asset.')).toBeInTheDocument();
    const created = manageDataOf(state).assets.find((asset) => asset.assetTag === 'JS-1')!;
    expect(created.assigneeId).toBe(smyth.id);
  });

  it('lists what waits for its holder with whom the name fits, gives one and stops waiting for another', async () => {
    const { state, smith, shelved } = twoJoSmiths();
    const { container } = await openImports(state);
    const waiting = await screen.findByRole('table', { name: 'Waiting for their holder' });
    const jsRow = await within(waiting).findByRole('row', { name: /JS-2/ });
    expect(jsRow).toHaveTextContent('Jo Smith (jo.smith@acme.test), Jo Smith (jo.smyth@acme.test)');
    expect(within(waiting).getByRole('row', { name: /Visio/ })).toHaveTextContent('Nobody here yet');
    await expectNoAxeViolations(container);

    await userEvent.click(within(jsRow).getByRole('button', { name: 'Give JS-2 (Jo Smith) to a person' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check JS-2 out to a person' });
    await choose(dialog, 'jo.smith@acme.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Give to…' }));
    expect(await screen.findByText('JS-2 is checked out to Jo Smith.')).toBeInTheDocument();
    expect(manageDataOf(state).assets.find((asset) => asset.id === shelved.id)).toMatchObject({ assigneeId: smith.id, status: 'deployed' });

    await userEvent.click(within(waiting).getByRole('button', { name: 'Stop waiting for the holder of Visio (Nobody Here)' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Stop waiting for the holder of Visio?' })).getByRole('button', { name: 'Stop waiting' }));
    expect(await screen.findByText('Nothing waits for a holder.')).toBeInTheDocument();
    expect(manageDataOf(state).waiting).toHaveLength(0);
  });
});
