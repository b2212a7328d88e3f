import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MockState } from '../../../../../tests/mocks/mock-state';
import { expectNoAxeViolations } from '../../../../../tests/component/axe';
import { renderPortal, withMockApi } from '../../../../../tests/component/shell/portal';

withMockApi();

const LOAD = { timeout: 15_000 };

function withPos(): MockState {
  const state = new MockState();
  for (const organisation of state.organisations.values()) organisation.installed.add('pos');
  return state;
}

describe("an embedded app's partner address", { timeout: 60_000 }, () => {
  it('is set on the app’s integrations page, https only, and the frame opens it', async () => {
    const user = userEvent.setup();
    const { container, navigation } = await renderPortal({ url: '/dashboard', signedInAs: 'admin', state: withPos() });
    await act(async () => navigation.navigate('/apps/pos/integrations'));
    const section = await screen.findByRole('region', { name: 'Partner address' }, LOAD);
    expect(await within(section).findByText('The frame opens the catalogue’s address.', {}, LOAD)).toBeInTheDocument();
    const field = within(section).getByRole('textbox', { name: /Partner address/ });
    await user.type(field, 'http://pos.partner.example/till');
    await user.click(within(section).getByRole('button', { name: 'Save address' }));
    expect(await within(section).findByText(/must use https/)).toBeInTheDocument();
    expect(field).toHaveValue('http://pos.partner.example/till');
    await expectNoAxeViolations(container);

    await user.clear(field);
    await user.type(field, 'https://pos.partner.example/till');
    await user.click(within(section).getByRole('button', { name: 'Save address' }));
    expect(await within(section).findByText('The frame opens https://pos.partner.example/till.')).toBeInTheDocument();

    await act(async () => navigation.navigate('/apps/pos'));
    const frame = await screen.findByTitle('POS', {}, LOAD);
    expect(frame).toHaveAttribute('src', 'https://pos.partner.example/till');

    await act(async () => navigation.navigate('/apps/pos/integrations'));
    await user.click(await screen.findByRole('button', { name: 'Use the catalogue’s address' }, LOAD));
    expect(await screen.findByText('The frame opens the catalogue’s address.')).toBeInTheDocument();
  });
});
