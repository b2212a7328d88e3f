import type { InspectionEvent } from 'xstate';

/**
 * Records what the portal's machines process, so that QA can replay a session in the Machine Lab. The
 * composition root passes an inspector to each actor it creates (the `inspect` option of createActor).
 */
export interface TraceRecorderPort {
  /** The inspection callback for one actor of `machineId`, started with `input`. */
  inspector(machineId: string, input: unknown): (event: InspectionEvent) => void;
  /** Every recorded trace as the JSON of a Machine Lab trace file. */
  exportTrace(): string;
  /** Hands the trace file to the person as a download. */
  download(): void;
}

export const TRACE_RECORDER = Symbol.for('TraceRecorderPort');

/**
 * The keys that download the trace anywhere in the portal, even when startup halted and nothing mounted.
 * Three modifiers keep it clear of typing and of the browsers' own shortcuts; ⌘ stands in for Ctrl on a Mac.
 */
export const TRACE_DOWNLOAD_SHORTCUT = {
  code: 'KeyT',
  /** As shown next to the user-menu item. */
  label: 'Ctrl+Alt+Shift+T',
  /** As `aria-keyshortcuts` announces it. */
  aria: 'Control+Alt+Shift+T',
} as const;
