import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MachineDescription, TransitionDescription } from '../../application/lab/machine-description';
import { layoutDiagram, type Diagram, type DiagramWording, type LayoutEngine } from '../model/diagram-layout';
import { textWidth } from './text-width';

type DiagramState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly diagram: Diagram }
  | { readonly status: 'failed'; readonly reason: string };

function useWording(): DiagramWording {
  const { t } = useTranslation('lab');
  return useMemo(() => {
    const transition = ({ event, guard }: TransitionDescription) => {
      const name = event ?? t('diagram.always');
      return guard ? `${name} [${guard}]` : name;
    };
    return {
      transition,
      notes: (state) => [
        ...state.invoke.map((actor) => t('diagram.invokes', { actor })),
        ...state.transitions
          .filter((candidate) => candidate.targets.length === 0)
          .map((candidate) => t('diagram.targetless', { event: transition(candidate) })),
      ],
      measure: textWidth,
    };
  }, [t]);
}

/** Lays the machine out once per machine and language; the engine itself loads on first use. */
export function useDiagram(description: MachineDescription, loadEngine: () => Promise<LayoutEngine>): DiagramState {
  const wording = useWording();
  const [state, setState] = useState<DiagramState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    loadEngine()
      .then((engine) => layoutDiagram(description, wording, engine))
      .then(
        (diagram) => current && setState({ status: 'ready', diagram }),
        (error: unknown) =>
          current && setState({ status: 'failed', reason: error instanceof Error ? error.message : String(error) }),
      );
    return () => {
      current = false;
    };
  }, [description, wording, loadEngine]);
  return state;
}
