import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import {
  allStates,
  type MachineDescription,
  type StateDescription,
  type StateKind,
  type TransitionDescription,
} from '../../application/lab/machine-description';

interface Point {
  readonly x: number;
  readonly y: number;
}

export interface Box extends Point {
  readonly width: number;
  readonly height: number;
}

export interface DiagramNode extends Box {
  /** The state id, or the state id plus `#initial` for the dot that points at a compound state's first child. */
  readonly id: string;
  readonly kind: StateKind | 'initial';
  readonly title: string;
  /** Lines under the title: invoked actors and transitions without a target. */
  readonly notes: readonly string[];
  /** A state drawn around its children. */
  readonly container: boolean;
  /** A region of a parallel state. */
  readonly region: boolean;
}

export interface DiagramEdge {
  readonly id: string;
  readonly label: string;
  readonly points: readonly Point[];
  readonly labelBox: Box | null;
}

export interface Diagram {
  readonly width: number;
  readonly height: number;
  /** Parents before their children, so that drawing in order puts children on top. */
  readonly nodes: readonly DiagramNode[];
  readonly edges: readonly DiagramEdge[];
}

/** The words and text measures the picture uses; the lab's UI supplies them in the person's language. */
export interface DiagramWording {
  transition(transition: TransitionDescription): string;
  notes(state: StateDescription): string[];
  /** The width in pixels of a line in the given role's font. */
  measure(text: string, role: 'title' | 'note' | 'edge'): number;
}

export interface LayoutEngine {
  layout(graph: ElkNode): Promise<ElkNode>;
}

const TITLE_HEIGHT = 22;
const NOTE_HEIGHT = 16;
const PADDING = 12;
const INITIAL_SIZE = 12;
const EDGE_LABEL_HEIGHT = 16;
const INITIAL_SUFFIX = '#initial';

const LAYOUT_OPTIONS = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  // Lays out every level at once, so transitions into and out of nested states are routed too.
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.spacing.nodeNode': '32',
  'elk.layered.spacing.nodeNodeBetweenLayers': '40',
  'elk.spacing.edgeLabel': '4',
  'elk.edgeLabels.placement': 'CENTER',
  // Every position absolute, so drawing needs no walk up the parents.
  'elk.json.shapeCoords': 'ROOT',
  'elk.json.edgeCoords': 'ROOT',
};

function headerHeight(notes: readonly string[]): number {
  return TITLE_HEIGHT + notes.length * NOTE_HEIGHT;
}

function stateNode(state: StateDescription, wording: DiagramWording): ElkNode {
  const notes = wording.notes(state);
  const textWidth = Math.max(
    wording.measure(state.key, 'title'),
    ...notes.map((note) => wording.measure(note, 'note')),
  );
  const width = Math.ceil(textWidth) + 2 * PADDING;
  if (state.states.length === 0) {
    return { id: state.id, width, height: headerHeight(notes) + PADDING };
  }
  const initial: ElkNode[] = state.initial
    ? [{ id: state.id + INITIAL_SUFFIX, width: INITIAL_SIZE, height: INITIAL_SIZE }]
    : [];
  return {
    id: state.id,
    layoutOptions: {
      'elk.padding': `[top=${headerHeight(notes) + PADDING},left=${PADDING},bottom=${PADDING},right=${PADDING}]`,
      'elk.nodeSize.minimum': `(${width},${headerHeight(notes) + PADDING})`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
    },
    children: [...initial, ...state.states.map((child) => stateNode(child, wording))],
  };
}

function edgesOf(state: StateDescription, wording: DiagramWording): ElkExtendedEdge[] {
  const initial: ElkExtendedEdge[] = state.initial
    ? [{ id: `${state.id}${INITIAL_SUFFIX}->${state.initial}`, sources: [state.id + INITIAL_SUFFIX], targets: [state.initial] }]
    : [];
  const own = state.transitions.flatMap((transition, index) => {
    if (transition.targets.length === 0) return [];
    const text = wording.transition(transition);
    const label = { text, width: Math.ceil(wording.measure(text, 'edge')) + 8, height: EDGE_LABEL_HEIGHT };
    return transition.targets.map((target, t) => ({
      id: `${state.id}->${target}#${index}.${t}`,
      sources: [state.id],
      targets: [target],
      labels: [label],
    }));
  });
  return [...initial, ...own, ...state.states.flatMap((child) => edgesOf(child, wording))];
}

/** The ELK graph of a machine: a node per state, nested as the states are, and an edge per transition target. */
function elkGraph(description: MachineDescription, wording: DiagramWording): ElkNode {
  return {
    id: '#diagram',
    layoutOptions: LAYOUT_OPTIONS,
    children: [stateNode(description.root, wording)],
    edges: edgesOf(description.root, wording),
  };
}

function readNodes(
  laidOut: ElkNode,
  states: ReadonlyMap<string, StateDescription>,
  wording: DiagramWording,
  parent: StateDescription | null,
): DiagramNode[] {
  return (laidOut.children ?? []).flatMap((node) => {
    const box = { x: node.x ?? 0, y: node.y ?? 0, width: node.width ?? 0, height: node.height ?? 0 };
    const state = states.get(node.id);
    if (!state) return [{ ...box, id: node.id, kind: 'initial', title: '', notes: [], container: false, region: false }];
    const own: DiagramNode = {
      ...box,
      id: state.id,
      kind: state.kind,
      title: state.key,
      notes: wording.notes(state),
      container: state.states.length > 0,
      region: parent?.kind === 'parallel',
    };
    return [own, ...readNodes(node, states, wording, state)];
  });
}

function readEdge(edge: ElkExtendedEdge): DiagramEdge {
  const points = (edge.sections ?? []).flatMap((section) => [
    section.startPoint,
    ...(section.bendPoints ?? []),
    section.endPoint,
  ]);
  const label = edge.labels?.[0];
  const labelBox =
    label && label.x !== undefined && label.y !== undefined
      ? { x: label.x, y: label.y, width: label.width ?? 0, height: label.height ?? 0 }
      : null;
  return { id: edge.id, label: label?.text ?? '', points, labelBox };
}

/** Lays the machine out: ELK places states and routes transitions; the result is plain boxes and polylines. */
export async function layoutDiagram(
  description: MachineDescription,
  wording: DiagramWording,
  engine: LayoutEngine,
): Promise<Diagram> {
  const laidOut = await engine.layout(elkGraph(description, wording));
  const states = new Map(allStates(description).map((state) => [state.id, state]));
  return {
    width: laidOut.width ?? 0,
    height: laidOut.height ?? 0,
    nodes: readNodes(laidOut, states, wording, null),
    edges: (laidOut.edges ?? []).map(readEdge),
  };
}
