import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MockState } from '../../../../../tests/mocks/handlers';
import { expectNoAxeViolations } from '../../../../../tests/component/axe';
import { renderPortal, withMockApi } from '../../../../../tests/component/shell/portal';

withMockApi();

const SCREEN_LOAD = { timeout: 15_000 };

async function open(url: string, { as = 'employee', language = 'en' }: { as?: 'employee' | 'admin'; language?: 'en' | 'de' } = {}) {
  const state = new MockState();
  // The signed-in person's own language is the one the portal speaks to them.
  for (const user of state.users) user.settings.language = language;
  const portal = await renderPortal({ url: '/dashboard', signedInAs: as, state, language });
  await act(async () => portal.navigation.navigate(url));
  return portal;
}

describe('buyback', { timeout: 60_000 }, () => {
  it('quotes a device for the condition its holder declares, in German, on both grade axes', async () => {
    const user = userEvent.setup();
    const { container } = await open('/apps/buyback-devices', { language: 'de' });
    const devices = await screen.findByRole('region', { name: 'Ihre Geräte' }, SCREEN_LOAD);
    const first = (await within(devices).findAllByRole('listitem', {}, SCREEN_LOAD))[0]!;
    await user.click(within(first).getByRole('button', { name: 'Angebot einholen' }));
    const dialog = await screen.findByRole('dialog');
    const choose = async (group: string, option: string) => user.click(within(within(dialog).getByRole('radiogroup', { name: group })).getByRole('radio', { name: option }));
    await choose('Bildschirm', 'Zerkratzt');
    await choose('Gehäuse', 'Wie neu');
    await choose('Lässt es sich einschalten und funktioniert es?', 'Ja');
    await choose('Was dabei ist', 'Nur Ladegerät');
    await choose('Ist es aus Ihrem Konto entfernt (Wo ist?, Aktivierungssperre, Google)?', 'Ja');
    await expectNoAxeViolations(container);
    await user.click(within(dialog).getByRole('button', { name: 'Mein Angebot ansehen' }));
    const quotes = await screen.findByRole('region', { name: 'Ihre Angebote und Bestellungen' });
    const quote = await within(quotes).findByRole('article');
    expect(within(quote).getByText('Angeboten')).toBeInTheDocument();
    expect(within(quote).getByText('F4 / C4')).toBeInTheDocument();
    expect(within(quote).getByText('alle Hardware geht, gebraucht, gut')).toBeInTheDocument();
    expect(within(quote).getByRole('button', { name: 'Annehmen und Etikett erhalten' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('refuses in Apple Trade In a device that is not Apple’s, after its splash screen', async () => {
    const user = userEvent.setup();
    await open('/apps/apple-trade-in');
    await user.click(await screen.findByRole('button', { name: 'Start the trade-in' }, SCREEN_LOAD));
    const flow = await screen.findByRole('dialog', { name: 'Apple Trade In' });
    const devices = await within(flow).findByRole('region', { name: 'Your devices' });
    expect((await within(devices).findAllByText('Apple Trade In takes Apple devices only.')).length).toBeGreaterThan(0);
    expect(within(devices).queryByRole('button', { name: 'Get a quote' })).not.toBeInTheDocument();
  });
});
