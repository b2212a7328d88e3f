import { describe, expect, it } from 'vitest';
import { allStates, describeMachine, type TransitionDescription } from '../../../src/application/lab/machine-description';
import { labMachines } from '../../../src/application/lab/machine-registry';
import { layoutDiagram, type Box, type DiagramWording } from '../../../src/lab/model/diagram-layout';
import { createLayoutEngine } from '../../../src/lab/model/elk-library';
import { playerMachine } from './sample-machine';

const wording: DiagramWording = {
  transition: ({ event, guard }: TransitionDescription) => `${event ?? 'always'}${guard ? ` [${guard}]` : ''}`,
  notes: (state) => state.invoke.map((actor) => `invokes ${actor}`),
  measure: (text) => text.length * 8,
};

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width && inner.y + inner.height <= outer.y + outer.height;

const machines = [...labMachines.map((entry) => entry.machine), playerMachine];

// ELK is a large library: loading it takes a moment on a busy machine.
describe('the diagram layout', { timeout: 30_000 }, () => {
  it.each(machines.map((machine) => [machine.id, machine] as const))('draws every state of %s inside its parent', async (_, machine) => {
    const description = describeMachine(machine);
    const diagram = await layoutDiagram(description, wording, createLayoutEngine());
    const boxes = new Map(diagram.nodes.map((node) => [node.id, node]));
    const walk = (state: (typeof description)['root'], parent: Box | null): void => {
      const box = boxes.get(state.id);
      expect(box, state.id).toBeDefined();
      expect(box!.title).toBe(state.key);
      if (parent) expect(inside(box!, parent), `${state.id} inside its parent`).toBe(true);
      state.states.forEach((child) => walk(child, box!));
    };
    walk(description.root, null);
    expect(inside(boxes.get(description.id)!, { x: 0, y: 0, width: diagram.width, height: diagram.height })).toBe(true);
  });

  it('routes an edge, labelled with event and guard, for every transition target', async () => {
    const description = describeMachine(labMachines.find((entry) => entry.machine.id === 'boot')!.machine);
    const diagram = await layoutDiagram(description, wording, createLayoutEngine());
    const expected = allStates(description).flatMap((state) =>
      state.transitions.flatMap((transition) => transition.targets.map(() => wording.transition(transition))),
    );
    const labelled = diagram.edges.filter((edge) => edge.label !== '');
    expect(labelled.map((edge) => edge.label).sort()).toEqual(expected.sort());
    expect(labelled.every((edge) => edge.points.length >= 2 && edge.labelBox !== null)).toBe(true);
    expect(diagram.nodes.find((node) => node.id === 'boot.loading')?.notes).toEqual(['invokes importModules']);
  });

  it('marks the regions of a parallel state', async () => {
    const diagram = await layoutDiagram(describeMachine(playerMachine), wording, createLayoutEngine());
    const regions = diagram.nodes.filter((node) => node.region).map((node) => node.id);
    expect(regions).toEqual(['player.playing.audio', 'player.playing.video']);
  });
});
