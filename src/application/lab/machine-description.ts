import type { AnyStateMachine, AnyStateNode } from 'xstate';

export type StateKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface TransitionDescription {
  /** The event type; null for an eventless (`always`) transition. */
  readonly event: string | null;
  /** Ids of the target states; none for a transition that only runs actions. */
  readonly targets: readonly string[];
  readonly guard: string | null;
  readonly actions: readonly string[];
  readonly reenter: boolean;
}

export interface StateDescription {
  /** The state node id, as `machine.getStateNodeById` takes it (`guard.shown.route`). */
  readonly id: string;
  readonly key: string;
  readonly kind: StateKind;
  /** Id of the child entered first, for a compound state. */
  readonly initial: string | null;
  readonly entry: readonly string[];
  readonly exit: readonly string[];
  /** The sources of the actors the state invokes. */
  readonly invoke: readonly string[];
  readonly transitions: readonly TransitionDescription[];
  readonly states: readonly StateDescription[];
}

/**
 * The structure of a machine as plain data: every state, transition, guard, action and invoked actor by
 * name. Unlike `machine.definition` it keeps eventless transitions, and it leaves function bodies out,
 * so it is the same in a minified build, a development build and the unit tests.
 */
export interface MachineDescription {
  readonly id: string;
  readonly root: StateDescription;
}

/** Inline functions have no stable name (minifiers rename them); built-in action creators carry a `type`. */
function nameOf(implementation: unknown): string {
  if (typeof implementation === 'string') return implementation;
  if ((typeof implementation === 'object' || typeof implementation === 'function') && implementation !== null) {
    const { type } = implementation as { type?: unknown };
    if (typeof type === 'string') return type;
  }
  return 'inline';
}

interface TransitionLike {
  readonly target?: readonly AnyStateNode[] | undefined;
  readonly guard?: unknown;
  readonly actions: readonly unknown[];
  readonly reenter: boolean;
}

function describeTransition(event: string | null, transition: TransitionLike): TransitionDescription {
  return {
    event,
    targets: (transition.target ?? []).map((target) => target.id),
    guard: transition.guard === undefined ? null : nameOf(transition.guard),
    actions: transition.actions.map(nameOf),
    reenter: transition.reenter,
  };
}

function describeState(node: AnyStateNode): StateDescription {
  const transitions = [
    ...[...node.transitions.entries()].flatMap(([event, list]) => list.map((t) => describeTransition(event, t))),
    ...(node.always ?? []).map((t) => describeTransition(null, t)),
  ];
  return {
    id: node.id,
    key: node.key,
    kind: node.type,
    initial: node.type === 'compound' ? (node.initial.target[0]?.id ?? null) : null,
    entry: node.entry.map(nameOf),
    exit: node.exit.map(nameOf),
    invoke: node.invoke.map((definition) => nameOf(definition.src)),
    transitions,
    states: Object.values(node.states).map(describeState),
  };
}

export function describeMachine(machine: AnyStateMachine): MachineDescription {
  return { id: machine.id, root: describeState(machine.root) };
}

/** Every state of the description, parents before their children. */
export function allStates(description: MachineDescription): StateDescription[] {
  const walk = (state: StateDescription): StateDescription[] => [state, ...state.states.flatMap(walk)];
  return walk(description.root);
}
