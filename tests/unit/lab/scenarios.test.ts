import { describe, expect, it } from 'vitest';
import { labMachines } from '../../../src/application/lab/machine-registry';
import { replay } from '../../../src/application/lab/replay';
import { scenariosOf } from '../../../src/application/lab/scenarios';
import { stateValueText } from '../../../src/lab/model/event-summary';

const expectedStates: Record<string, string[]> = {
  boot: ['loading', 'running', 'redirected', 'halted', 'mounted'],
  guard: ['idle', 'shown.route', 'shown.notFound'],
};

describe.each(labMachines.map((entry) => [entry.machine.id, entry] as const))('the paths of the %s machine', (id, entry) => {
  const scenarios = scenariosOf(entry, entry.defaultInput);

  it('reach every state the machine can rest in', () => {
    expect(new Set(scenarios.map((scenario) => stateValueText(scenario.state.value)))).toEqual(new Set(expectedStates[id]));
  });

  it('are listed shortest first, each a different state', () => {
    const lengths = scenarios.map((scenario) => scenario.events.length);
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
    expect(new Set(scenarios.map((scenario) => scenario.key)).size).toBe(scenarios.length);
  });

  it('replay to the state they are listed for', () => {
    for (const scenario of scenarios) {
      const end = replay(entry.machine, { input: entry.defaultInput, start: null, events: scenario.events }).at(-1)!;
      expect(entry.scenarioKey(end)).toBe(scenario.key);
      expect(end.value).toEqual(scenario.state.value);
    }
  });
});
