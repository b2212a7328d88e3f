import type { EventObject } from 'xstate';
import type { ReplaySource } from '../../application/lab/replay';
import type { MachineTrace, SnapshotRecord } from '../../application/lab/trace';

/** Where the events on the timeline came from. */
type TimelineOrigin =
  | { readonly kind: 'steps' }
  | { readonly kind: 'trace'; readonly final: SnapshotRecord | null; readonly droppedEvents: number }
  | { readonly kind: 'scenario'; readonly key: string };

/**
 * What the lab replays: a start, the events after it and how many of them are applied. Stepping, a trace
 * and a path all become a timeline, so play, pause, back, forward and the slider work on each alike.
 */
export interface Timeline extends ReplaySource {
  readonly machineId: string;
  readonly position: number;
  readonly playing: boolean;
  readonly origin: TimelineOrigin;
}

export type TimelineAction =
  | { readonly type: 'restart'; readonly machineId: string; readonly input: unknown }
  | { readonly type: 'step'; readonly event: EventObject }
  | { readonly type: 'load-trace'; readonly trace: MachineTrace }
  | {
      readonly type: 'load-scenario';
      readonly machineId: string;
      readonly input: unknown;
      readonly key: string;
      readonly events: readonly EventObject[];
    }
  | { readonly type: 'seek'; readonly position: number }
  | { readonly type: 'play' }
  | { readonly type: 'pause' }
  /** One beat of playing: the next event, and a stop after the last. */
  | { readonly type: 'tick' };

export function startTimeline(machineId: string, input: unknown): Timeline {
  return { machineId, input, start: null, events: [], position: 0, playing: false, origin: { kind: 'steps' } };
}

const clamp = (position: number, timeline: Timeline) => Math.min(Math.max(0, Math.round(position)), timeline.events.length);

export function timelineReducer(timeline: Timeline, action: TimelineAction): Timeline {
  switch (action.type) {
    case 'restart':
      return startTimeline(action.machineId, action.input);
    case 'step': {
      // A step from the middle of a replay starts a new story from there: what came after is dropped.
      const events = [...timeline.events.slice(0, timeline.position), action.event];
      return { ...timeline, events, position: events.length, playing: false, origin: { kind: 'steps' } };
    }
    case 'load-trace': {
      const { trace } = action;
      return {
        machineId: trace.machineId,
        input: trace.input,
        start: trace.start,
        events: trace.events,
        position: 0,
        playing: false,
        origin: { kind: 'trace', final: trace.final, droppedEvents: trace.droppedEvents },
      };
    }
    case 'load-scenario':
      return {
        ...startTimeline(action.machineId, action.input),
        events: action.events,
        playing: action.events.length > 0,
        origin: { kind: 'scenario', key: action.key },
      };
    case 'seek':
      return { ...timeline, position: clamp(action.position, timeline), playing: false };
    case 'play':
      // Play at the end starts over, as a media player does.
      return {
        ...timeline,
        position: timeline.position >= timeline.events.length ? 0 : timeline.position,
        playing: timeline.events.length > 0,
      };
    case 'pause':
      return { ...timeline, playing: false };
    case 'tick': {
      if (!timeline.playing) return timeline;
      const position = clamp(timeline.position + 1, timeline);
      return { ...timeline, position, playing: position < timeline.events.length };
    }
  }
}
