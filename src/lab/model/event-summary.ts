import type { EventObject, StateValue } from 'xstate';

const MAX_LENGTH = 90;

/** One line per event for lists: the type, then the payload as compact JSON, cut short when long. */
export function summarizeEvent(event: EventObject): string {
  const { type, ...payload } = event;
  if (Object.keys(payload).length === 0) return type;
  const text = `${type} ${JSON.stringify(payload)}`;
  return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH - 1)}…` : text;
}

function leafPaths(value: StateValue | undefined, path: string): string[] {
  if (typeof value === 'string') return [path ? `${path}.${value}` : value];
  const entries = Object.entries(value ?? {});
  if (entries.length === 0) return [path];
  return entries.flatMap(([key, child]) => leafPaths(child, path ? `${path}.${key}` : key));
}

/** `shown.route` for `{ shown: 'route' }`; the states of parallel regions joined with commas. */
export function stateValueText(value: StateValue): string {
  return leafPaths(value, '').join(', ');
}
