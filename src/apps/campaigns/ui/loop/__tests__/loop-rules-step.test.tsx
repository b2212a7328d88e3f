import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { LoopRules } from '../../../domain/loop-rules';
import { LoopRulesStep } from '../loop-rules-step';
import { expectNoAxeViolations } from '../../../../../../tests/component/axe';
import { renderLoop, withLoopMocks } from './loop-arrange';

withLoopMocks();

/** The step as the wizard holds it: the rules it was given, and every change it reports. */
function Step({ changes }: { changes: LoopRules[] }) {
  const [rules, setRules] = useState<unknown>({});
  return (
    <LoopRulesStep
      value={rules}
      onChange={(next) => {
        changes.push(next as LoopRules);
        setRules(next);
      }}
      fieldError={() => undefined}
    />
  );
}

describe("the wizard's Loop step", { timeout: 30_000 }, () => {
  it('offers the published factor tables and takes a certified recycler field by field', async () => {
    const user = userEvent.setup();
    const changes: LoopRules[] = [];
    const { container } = await renderLoop(() => <Step changes={changes} />);
    const table = await screen.findByRole('combobox', { name: 'Factor table' }, { timeout: 5_000 });
    expect(table).toHaveValue('ademe-2026.1');
    expect(screen.getByRole('option', { name: 'ademe-2026.1' })).toBeInTheDocument();
    expect(screen.getByText(/Source: ADEME .*Base Empreinte/)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Recycler' }), 'GreenCycle');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Certification' }), 'R2');
    await user.type(screen.getByRole('textbox', { name: 'Certificate number' }), 'R2-7');
    expect(changes.at(-1)).toEqual({ factorTableVersion: 'ademe-2026.1', defaultRecycler: { name: 'GreenCycle', certification: 'r2', certificateId: 'R2-7' } });

    await user.clear(screen.getByRole('textbox', { name: 'Recycler' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Certification' }), 'Choose a certification');
    await user.clear(screen.getByRole('textbox', { name: 'Certificate number' }));
    expect(changes.at(-1)).toEqual({ factorTableVersion: 'ademe-2026.1', defaultRecycler: null });
    await expectNoAxeViolations(container);
  });
});
