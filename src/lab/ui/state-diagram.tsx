import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MachineDescription } from '../../application/lab/machine-description';
import type { Diagram, DiagramEdge, DiagramNode, LayoutEngine } from '../model/diagram-layout';
import { useDiagram } from './use-diagram';
import './state-diagram.css';

interface StateDiagramProps {
  readonly description: MachineDescription;
  /** Ids of the active state nodes, the root and every active ancestor included. */
  readonly active: ReadonlySet<string>;
  /** Ids of the active leaves: the states the machine is in. */
  readonly current: ReadonlySet<string>;
  /** Read out with the picture: the machine's name and its current state. */
  readonly label: string;
  loadEngine(): Promise<LayoutEngine>;
}

/** Below this width the labels get too small to read. */
const READABLE_WIDTH = 560;
const TITLE_BASELINE = 18;
const NOTE_LINE = 16;

function NodeShape({ node, active, current }: { node: DiagramNode; active: boolean; current: boolean }) {
  if (node.kind === 'initial') {
    const radius = node.width / 2;
    return <circle className="diagram-initial" cx={node.x + radius} cy={node.y + radius} r={radius} />;
  }
  const className = [
    'diagram-state',
    `diagram-state--${node.kind}`,
    node.container && 'diagram-state--container',
    node.region && 'diagram-state--region',
    active && 'is-active',
    current && 'is-current',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <g className={className} data-state-id={node.id} data-active={active} data-current={current}>
      <rect x={node.x} y={node.y} width={node.width} height={node.height} rx={node.container ? 10 : 8} />
      {node.kind === 'final' && (
        <rect className="diagram-state__inner" x={node.x + 4} y={node.y + 4} width={node.width - 8} height={node.height - 8} rx={5} />
      )}
      <text className="diagram-state__title" x={node.x + 12} y={node.y + TITLE_BASELINE}>
        {node.title}
      </text>
      {node.notes.map((note, index) => (
        <text key={note} className="diagram-state__note" x={node.x + 12} y={node.y + TITLE_BASELINE + NOTE_LINE * (index + 1)}>
          {note}
        </text>
      ))}
    </g>
  );
}

function EdgeLine({ edge, marker }: { edge: DiagramEdge; marker: string }) {
  if (edge.points.length < 2) return null;
  const d = edge.points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x},${point.y}`).join(' ');
  return (
    <g className="diagram-edge">
      <path d={d} markerEnd={`url(#${marker})`} />
      {edge.labelBox && (
        <>
          <rect className="diagram-edge__label-box" {...edge.labelBox} rx={3} />
          <text className="diagram-edge__label" x={edge.labelBox.x + 4} y={edge.labelBox.y + edge.labelBox.height - 4}>
            {edge.label}
          </text>
        </>
      )}
    </g>
  );
}

function DiagramPicture({ diagram, active, current, label }: { diagram: Diagram } & Omit<StateDiagramProps, 'description' | 'loadEngine'>) {
  const marker = `${useId().replace(/:/g, '')}-arrow`;
  return (
    <svg
      className="state-diagram__svg"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${diagram.width} ${diagram.height}`}
      width={diagram.width}
      height={diagram.height}
      // Shrinks to the panel's width, never grows past the laid-out size, and on a phone stays readable: the
      // panel scrolls instead.
      style={{ maxWidth: diagram.width, minWidth: Math.min(diagram.width, READABLE_WIDTH) }}
    >
      <defs>
        <marker id={marker} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path d="M0,0 L10,5 L0,10 z" className="diagram-edge__arrow" />
        </marker>
      </defs>
      {diagram.nodes.map((node) => (
        <NodeShape key={node.id} node={node} active={active.has(node.id)} current={current.has(node.id)} />
      ))}
      {diagram.edges.map((edge) => (
        <EdgeLine key={edge.id} edge={edge} marker={marker} />
      ))}
    </svg>
  );
}

/** The machine laid out by ELK, its states nested as defined, the active ones highlighted. */
export function StateDiagram({ description, loadEngine, ...picture }: StateDiagramProps) {
  const { t } = useTranslation('lab');
  const layout = useDiagram(description, loadEngine);
  if (layout.status === 'loading') {
    return (
      <p className="state-diagram__status" role="status">
        {t('diagram.loading')}
      </p>
    );
  }
  if (layout.status === 'failed') {
    return (
      <p className="state-diagram__status form__error" role="alert">
        {t('diagram.failed', { reason: layout.reason })}
      </p>
    );
  }
  return (
    // Scrolls when the machine is wider than the screen; focusable so that the keyboard can scroll it.
    <div className="state-diagram" tabIndex={0} role="group" aria-label={t('diagram.scrollArea')}>
      <DiagramPicture diagram={layout.diagram} {...picture} />
    </div>
  );
}
