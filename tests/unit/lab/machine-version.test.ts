import { fromCallback, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { bootMachine } from '../../../src/application/boot/boot-machine';
import { describeMachine } from '../../../src/application/lab/machine-description';
import { machineVersion } from '../../../src/application/lab/machine-version';
import { guardMachine } from '../../../src/application/navigation/guard-machine';

describe('the version of a machine', () => {
  it('is the same for the machine as the portal provides it', () => {
    const provided = guardMachine.provide({ actions: { scrollToTop: () => { throw new Error('a replay runs no effect'); } } });
    expect(machineVersion(provided)).toBe(machineVersion(guardMachine));
    const booting = bootMachine.provide({ actors: { importModules: fromCallback(() => {}) } });
    expect(machineVersion(booting)).toBe(machineVersion(bootMachine));
  });

  it('tells the two machines apart', () => {
    expect(machineVersion(guardMachine)).not.toBe(machineVersion(bootMachine));
    expect(machineVersion(guardMachine)).toMatch(/^[0-9a-f]{14}$/);
  });

  it('changes when a transition, a guard or a state changes', () => {
    const base = {
      id: 'door',
      initial: 'closed',
      states: { closed: { on: { OPEN: { target: 'open', guard: 'unlocked' } } }, open: { on: { CLOSE: 'closed' } } },
    } as const;
    const version = (config: object) => machineVersion(setup({ guards: { unlocked: () => true, alarmOff: () => true } }).createMachine(config as typeof base));
    const original = version(base);
    expect(version({ ...base, states: { ...base.states, open: { on: { SHUT: 'closed' } } } })).not.toBe(original);
    expect(version({ ...base, states: { ...base.states, closed: { on: { OPEN: { target: 'open', guard: 'alarmOff' } } } } })).not.toBe(original);
    expect(version({ ...base, states: { ...base.states, ajar: {} } })).not.toBe(original);
    expect(version(base)).toBe(original);
  });

  it('sees eventless transitions, which xstate leaves out of machine.definition', () => {
    const deciding = describeMachine(guardMachine).root.states.find((state) => state.key === 'deciding')!;
    expect(deciding.transitions.map(({ event, guard, targets }) => [event, guard, targets])).toEqual([
      [null, 'allowed', ['guard.shown.route']],
      [null, 'notFound', ['guard.shown.notFound']],
      [null, null, ['guard.diverting']],
    ]);
  });
});
