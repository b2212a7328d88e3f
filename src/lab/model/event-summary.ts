import type { EventObject, StateValue } from 'xstate';

const MAX_LENGTH = 90;

/** One line per event for lists: the type, then the payload as compact JSON, cut short when long. */
export function summarizeEvent(event: EventObject): string {
  const { type, ...payload } = event;
  if (Object.keys(payload).length === 0) return type;
  const text = `${type} ${JSON.stringify(payload)}`;
  return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH - 1)}…` : text;
}

/** `shown.route` for `{ shown: 'route' }`; parallel regions joined with commas. */
export function stateValueText(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, child]) => (child === undefined || (typeof child === 'object' && Object.keys(child).length === 0) ? key : `${key}.${stateValueText(child)}`))
    .join(', ');
}
