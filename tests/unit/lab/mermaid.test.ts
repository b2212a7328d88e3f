import { describe, expect, it } from 'vitest';
import { allStates, describeMachine } from '../../../src/application/lab/machine-description';
import { labMachines } from '../../../src/application/lab/machine-registry';
import { toMermaid } from '../../../src/lab/model/mermaid';
import { playerMachine } from './sample-machine';

const machines = [...labMachines.map((entry) => entry.machine), playerMachine];

/** Mermaid id by state label, from the `state "label" as id` lines. */
function declarations(text: string): Map<string, string[]> {
  const declared = new Map<string, string[]>();
  for (const [, label, id] of text.matchAll(/^\s*state "([^"]+)" as (\w+)$/gm)) {
    declared.set(label!, [...(declared.get(label!) ?? []), id!]);
  }
  return declared;
}

describe('the Mermaid export', () => {
  it.each(machines.map((machine) => [machine.id, machine] as const))('names every state of %s', (_, machine) => {
    const description = describeMachine(machine);
    const text = toMermaid(description);
    expect(text.startsWith('stateDiagram-v2\n')).toBe(true);
    const declared = declarations(text);
    for (const state of allStates(description)) {
      const label = state.kind === 'history' ? `${state.key} (history)` : state.key;
      expect(declared.get(label), state.id).toBeDefined();
    }
    const ids = [...declared.values()].flat();
    expect(new Set(ids).size).toBe(allStates(description).length);
  });

  it('draws every transition with its event and guard, after the states, at the top level', () => {
    const text = toMermaid(describeMachine(labMachines.find((entry) => entry.machine.id === 'guard')!.machine));
    const lines = text.split('\n');
    const firstTransition = lines.findIndex((line) => line.includes('-->') && !line.includes('[*]'));
    expect(lines.slice(firstTransition).filter(Boolean).every((line) => /^ {2}\w+ --> \w+ : /.test(line))).toBe(true);
    expect(lines).toEqual(
      expect.arrayContaining([
        '  guard_idle --> guard_deciding : NAVIGATE',
        '  guard_deciding --> guard_shown_route : always [allowed]',
        '  guard_deciding --> guard_diverting : always',
        '  guard_shown --> guard_deciding : NAVIGATE',
        // A transition without a target stays where it is: drawn as a loop and said so.
        '  guard --> guard : SESSION_CHANGED (targetless)',
      ]),
    );
  });

  it('nests states in their parents, splits parallel regions and ends final states', () => {
    const text = toMermaid(describeMachine(playerMachine));
    expect(text).toContain(
      [
        '    state "playing" as player_playing',
        '    state player_playing {',
        '      state "audio" as player_playing_audio',
        '      state player_playing_audio {',
        '        [*] --> player_playing_audio_loud',
      ].join('\n'),
    );
    expect(text).toMatch(/\n {6}--\n {6}state "video" as player_playing_video\n/);
    expect(text).toContain('    player_ejected --> [*]');
    expect(text).toContain('  player_stopped --> player_playing : PLAY [hasDisc]');
  });
});
