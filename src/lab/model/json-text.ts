import type { EventObject } from 'xstate';
import type { Result } from './result';

export type JsonProblem = { readonly kind: 'not-json'; readonly detail: string } | { readonly kind: 'not-an-object' };

function parseObject(text: string): Result<Record<string, unknown>, JsonProblem> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, problem: { kind: 'not-json', detail: error instanceof Error ? error.message : String(error) } };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, problem: { kind: 'not-an-object' } };
  }
  return { ok: true, value: value as Record<string, unknown> };
}

/** A machine's input as typed by a person: a JSON object. */
export const parseInput = parseObject;

/** The event to send: the chosen type with the typed payload; a `type` in the payload cannot change it. */
export function parseEvent(type: string, payloadText: string): Result<EventObject, JsonProblem> {
  const payload = parseObject(payloadText.trim() === '' ? '{}' : payloadText);
  return payload.ok ? { ok: true, value: { ...payload.value, type } } : payload;
}

/** What the payload editor starts with: a sample event of the type, without its type. */
export function payloadText(sample: EventObject | undefined): string {
  if (!sample) return '{}';
  const { type: _type, ...payload } = sample;
  return JSON.stringify(payload, null, 2);
}

export const jsonText = (value: unknown) => JSON.stringify(value, null, 2) ?? 'undefined';
