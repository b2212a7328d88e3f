import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MockState } from '../../../../../tests/mocks/handlers';
import type { MockUser } from '../../../../../tests/mocks/mock-state';
import { renderPortal, withMockApi } from '../../../../../tests/component/shell/portal';
import { expectNoAxeViolations } from '../../../../../tests/component/axe';
import { manageDataOf, type MockAsset } from '../../../manage/mocks/mock-state';
import { repairDataOf, type RepairMockData } from '../../mocks/repair-mock-state';

withMockApi();

const SCREEN_LOAD = { timeout: 15_000 };

/** The portal signed in, Repair's estimate table priced for the demo laptop's screen (above the threshold). */
async function openRepair(
  to: string,
  { as = 'employee', language = 'en', arrange }: { as?: 'employee' | 'admin'; language?: 'en' | 'de'; arrange?: (repairs: RepairMockData, eve: MockUser, held: MockAsset[]) => void } = {},
) {
  const state = new MockState();
  const eve = state.users.find((user) => user.role === 'employee')!;
  repairDataOf(state).estimates.set(eve.organisationId, [{ model: 'Demo laptop', faultCategory: 'battery', amountMinor: 12_900 }]);
  const held = manageDataOf(state).assets.filter((asset) => asset.assigneeId === eve.id);
  arrange?.(repairDataOf(state), eve, held);
  // The signed-in person's own setting decides the language.
  for (const user of state.users) user.settings.language = language;
  const portal = await renderPortal({ url: '/dashboard', signedInAs: as, state, language });
  await act(async () => portal.navigation.navigate(to));
  return { ...portal, held, state };
}

describe('Repair', { timeout: 60_000 }, () => {
  it('takes two devices through the cart: each fault described, sent as one order whose number the thank-you page names', async () => {
    const user = userEvent.setup();
    const { container, held, navigation } = await openRepair('/apps/repair-devices');
    expect(await screen.findByRole('heading', { name: 'Repair', level: 1 }, SCREEN_LOAD)).toBeInTheDocument();
    expect(await screen.findByText('You have sent no device to repair yet.')).toBeInTheDocument();
    await expectNoAxeViolations(container);

    for (const asset of held.slice(0, 2)) {
      await act(async () => navigation.navigate('/apps/repair-devices'));
      await user.click(await screen.findByRole('button', { name: `Add ${asset.model} · ${asset.assetTag} to the repair cart` }, SCREEN_LOAD));
      expect(await screen.findByRole('heading', { name: 'Describe the fault', level: 1 }, SCREEN_LOAD)).toBeInTheDocument();
      await user.selectOptions(await screen.findByRole('combobox', { name: 'Fault' }, SCREEN_LOAD), 'Battery');
      await user.type(screen.getByRole('textbox', { name: 'What happens' }), 'Drains in an hour.');
      await user.click(screen.getByRole('button', { name: 'Save the fault' }));
      expect(await screen.findByRole('heading', { name: 'Repair cart', level: 1 }, SCREEN_LOAD)).toBeInTheDocument();
    }
    // The cart's heading shows as its screen arrives; its lines, as the cart's answer does.
    await waitFor(() => expect(screen.getAllByText('Battery')).toHaveLength(2));
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Send 2 devices to repair' }));
    expect(await screen.findByRole('heading', { name: 'Repair order #1', level: 1 }, SCREEN_LOAD)).toBeInTheDocument();
    expect(await screen.findByText(/Your repair order number is 1/, undefined, SCREEN_LOAD)).toBeInTheDocument();
    expect(screen.getAllByText('Submitted')).toHaveLength(2);
    await expectNoAxeViolations(container);
  });

  it('keeps the cart from being sent while a fault is undescribed', async () => {
    const user = userEvent.setup();
    const { held } = await openRepair('/apps/repair-devices');
    const asset = held[0]!;
    await user.click(await screen.findByRole('button', { name: `Add ${asset.model} · ${asset.assetTag} to the repair cart` }, SCREEN_LOAD));
    await screen.findByRole('heading', { name: 'Describe the fault', level: 1 }, SCREEN_LOAD);
    await user.click(await screen.findByRole('link', { name: 'Cancel' }, SCREEN_LOAD));
    expect(await screen.findByText('Describe the fault of every device before sending.', undefined, SCREEN_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send 1 device to repair' })).toBeDisabled();
  });

  it('lets an admin move a repair from its order page, in German', async () => {
    const user = userEvent.setup();
    const orderId = '00000000-0000-4000-8000-000000000001';
    let name = '';
    await openRepair(`/apps/repair-devices/thankyou/${orderId}`, {
      as: 'admin',
      language: 'de',
      arrange: (repairs, eve, held) => {
        const at = new Date().toISOString();
        const device = held[0]!;
        name = `${device.model} · ${device.assetTag}`;
        repairs.repairs.push({
          id: crypto.randomUUID(),
          organisationId: eve.organisationId,
          personId: eve.id,
          assetId: device.id,
          assetTag: device.assetTag,
          model: device.model,
          serial: null,
          state: 'submitted',
          faultCategory: 'screen',
          description: 'Gesprungen.',
          photoIds: [],
          estimateMinor: null,
          approval: 'none',
          approverIds: [],
          orderId,
          orderNumber: 7,
          fulfilment: null,
          loanerAssetId: null,
          returnAddress: null,
          shipments: [],
          submittedAt: at,
          createdAt: at,
          steps: [{ state: 'submitted', at }],
          version: 2,
        });
      },
    });
    expect(await screen.findByRole('heading', { name: 'Reparaturauftrag Nr. 7', level: 1 }, SCREEN_LOAD)).toBeInTheDocument();
    const moves = screen.getByRole('group', { name: `Reparatur von ${name} weiterführen` });
    await user.click(within(moves).getByRole('button', { name: 'Reparatur beginnen' }));
    expect(await screen.findByText('In Reparatur', undefined, SCREEN_LOAD)).toBeInTheDocument();
  });

  it('lets an admin edit the estimate table and the SLA targets', async () => {
    const user = userEvent.setup();
    const { state, container } = await openRepair('/apps/repair-devices', { as: 'admin' });
    await user.click(await screen.findByText('Edit the estimate table and the SLA target of each state', undefined, SCREEN_LOAD));
    const amount = await screen.findByRole('textbox', { name: 'Amount 1' }, SCREEN_LOAD);
    await user.clear(amount);
    await user.type(amount, '149.00');
    await user.clear(screen.getByRole('textbox', { name: 'Awaiting parts' }));
    await user.type(screen.getByRole('textbox', { name: 'Awaiting parts' }), '40');
    await user.click(screen.getByRole('button', { name: 'Add an estimate' }));
    await user.type(screen.getByRole('textbox', { name: 'Model 2' }), 'Demo phone');
    await user.type(screen.getByRole('textbox', { name: 'Amount 2' }), '59');
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Save estimates and targets' }));
    const eve = state.users.find((each) => each.role === 'employee')!;
    await waitFor(() =>
      expect(repairDataOf(state).estimatesOf(eve.organisationId)).toEqual([
        { model: 'Demo laptop', faultCategory: 'battery', amountMinor: 14_900 },
        { model: 'Demo phone', faultCategory: 'screen', amountMinor: 5_900 },
      ]),
    );
    expect(repairDataOf(state).targetsOf(eve.organisationId)['awaiting-parts']).toBe(40 * 60);
  });
});
