import { allStates, type MachineDescription, type StateDescription, type TransitionDescription } from '../../application/lab/machine-description';

/** Words Mermaid reads as keywords; a state id equal to one gets a suffix. */
const RESERVED = new Set(['state', 'note', 'end', 'direction', 'class', 'classdef', 'style', 'click', 'as', 'default']);

/** Mermaid ids are plain words and global to the diagram, so nested states take their full path. */
function mermaidIds(description: MachineDescription): Map<string, string> {
  const ids = new Map<string, string>();
  const taken = new Set<string>();
  for (const { id } of allStates(description)) {
    let candidate = id.replace(/\W/g, '_');
    if (RESERVED.has(candidate.toLowerCase())) candidate += '_state';
    while (taken.has(candidate)) candidate += '_';
    taken.add(candidate);
    ids.set(id, candidate);
  }
  return ids;
}

/** Labels end at the line's end; quotes, colons and semicolons are the characters Mermaid trips over. */
const quoted = (text: string) => text.replace(/["\n\r]/g, "'");
const labelText = (text: string) => text.replace(/[\n\r;:]/g, ' ');

function transitionLabel({ event, guard, targets }: TransitionDescription): string {
  const name = event ?? 'always';
  const guarded = guard ? `${name} [${guard}]` : name;
  return labelText(targets.length === 0 ? `${guarded} (targetless)` : guarded);
}

function declare(state: StateDescription, ids: Map<string, string>, depth: number): string[] {
  const pad = '  '.repeat(depth);
  const id = ids.get(state.id)!;
  const name = state.kind === 'history' ? `${state.key} (history)` : state.key;
  const lines = [`${pad}state "${quoted(name)}" as ${id}`];
  if (state.states.length === 0) return lines;
  lines.push(`${pad}state ${id} {`);
  if (state.initial) lines.push(`${pad}  [*] --> ${ids.get(state.initial)}`);
  state.states.forEach((child, index) => {
    // The regions of a parallel state are Mermaid's concurrent sections, divided by `--`.
    if (state.kind === 'parallel' && index > 0) lines.push(`${pad}  --`);
    lines.push(...declare(child, ids, depth + 1));
    if (child.kind === 'final') lines.push(`${pad}  ${ids.get(child.id)} --> [*]`);
  });
  lines.push(`${pad}}`);
  return lines;
}

/**
 * The machine as Mermaid stateDiagram-v2 text. Every state is declared inside its parent with its own name
 * as the label; transitions come last, at the top level, because Mermaid pulls a state out of its
 * composite when a transition inside another composite names it.
 */
export function toMermaid(description: MachineDescription): string {
  const ids = mermaidIds(description);
  const transitions = allStates(description).flatMap((state) =>
    state.transitions.flatMap((transition) => {
      const source = ids.get(state.id)!;
      const label = transitionLabel(transition);
      const targets = transition.targets.length === 0 ? [source] : transition.targets.map((t) => ids.get(t)!);
      return targets.map((target) => `  ${source} --> ${target} : ${label}`);
    }),
  );
  return ['stateDiagram-v2', ...declare(description.root, ids, 1), ...transitions, ''].join('\n');
}
