import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MockDiagnostic } from '../../../mocks/campaigns-mock-state';
import { mockDiagnostic, refreshDiagnosticsOf } from '../../../mocks/refresh-handlers';
import { MockState } from '../../../../../../tests/mocks/mock-state';
import { expectNoAxeViolations } from '../../../../../../tests/component/axe';
import { renderPortal, withMockApi } from '../../../../../../tests/component/shell/portal';

withMockApi();

const SCREEN_LOAD = { timeout: 10_000 };
const LINK = 'a'.repeat(43);

/** The public diagnostic page at its link, without an account, over the MSW mocks. */
async function renderDiagnostic(diagnostic: MockDiagnostic | null, language: 'en' | 'de' = 'en', link = LINK) {
  const state = new MockState();
  if (diagnostic) refreshDiagnosticsOf(state).push(diagnostic);
  return renderPortal({ url: `/refresh-buy-diagnostic/${link}`, state, language });
}


const answers: [string, string][] = [
  ['Does the device switch on?', 'Yes, it starts'],
  ['How is the screen?', 'Light scratches'],
  ['How is the casing?', 'Like new'],
  ['How healthy is the battery?', '80 % or more'],
  ['Do the keyboard, trackpad and ports all work?', 'Everything works'],
  ['Is the device still locked to an account?', 'No, it is not locked'],
  ['What comes with it?', 'Charger and box'],
];

describe('the Refresh Buy diagnostic page', { timeout: 30_000 }, () => {
  it('asks one question at a time, grades B, shows the rule’s price, and takes the purchase', async () => {
    const user = userEvent.setup();
    const rules = { ...mockDiagnostic(LINK).rules, basePrices: [{ model: '*', ageBand: '2-3' as const, amount: 40000 }], gradeFactors: { A: 10000, B: 8000, C: 5000, D: 2000 }, roundingStep: 1 };
    const { container } = await renderDiagnostic(mockDiagnostic(LINK, rules));
    expect(await screen.findByRole('heading', { level: 1, name: 'Laptop refresh 2026' }, SCREEN_LOAD)).toBeInTheDocument();
    await expectNoAxeViolations(container);
    for (const [index, [question, answer]] of answers.entries()) {
      const group = screen.getByRole('radiogroup', { name: question });
      expect(screen.getByText(`Question ${index + 1} of 7`)).toBeInTheDocument();
      await user.click(within(group).getByText(answer));
      await user.click(screen.getByRole('button', { name: index === answers.length - 1 ? 'See my price' : 'Next' }));
    }
    expect(await screen.findByText('€320.00')).toBeInTheDocument();
    expect(screen.getByText('B')).toBeInTheDocument();
    expect(screen.getByText('Price valid until')).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Buy my device' }));
    expect(await screen.findByText('Done: the device is yours. You pay by a deduction from your pay.')).toBeInTheDocument();
  });

  it('speaks German to a visitor whose browser does', async () => {
    await renderDiagnostic(mockDiagnostic(LINK), 'de');
    expect(await screen.findByRole('radiogroup', { name: 'Lässt sich das Gerät einschalten?' }, SCREEN_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Ja, es startet' })).toBeInTheDocument();
  });

  it('does not go on before a question is answered', async () => {
    await renderDiagnostic(mockDiagnostic(LINK));
    expect(await screen.findByRole('radiogroup', { name: 'Does the device switch on?' }, SCREEN_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('says a withdrawn link does not work, as it says of an unknown one', async () => {
    await renderDiagnostic({ ...mockDiagnostic(LINK), linkState: 'revoked' });
    expect(await screen.findByText('This link does not work', undefined, SCREEN_LOAD)).toBeInTheDocument();
  });

  it.each([['an unknown', LINK], ['a short', 'madeup'], ['a malformed', 'not a link ✗']])('says %s link does not work, never which field is wrong', async (_, link) => {
    await renderDiagnostic(null, 'en', encodeURIComponent(link));
    expect(await screen.findByText('This link does not work', undefined, SCREEN_LOAD)).toBeInTheDocument();
    expect(screen.queryByText('Some fields need attention')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
