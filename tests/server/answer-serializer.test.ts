import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { text } from '../../contract/text';
import { serializerOf } from '../../server/http/answer-serializer';

const Person = z.object({ id: text(), name: text(), manager: z.object({ id: text(), name: text() }).nullable() });
const Page = z.object({
  items: z.array(Person),
  total: z.number().int(),
  note: text().nullable(),
  fields: z.record(text(), text()),
  state: z.union([z.object({ kind: z.literal('open') }), z.object({ kind: z.literal('closed'), at: text() })]),
});

describe('answers written by their schema', () => {
  it('writes only the declared fields, at every depth', () => {
    const row = { id: 'p1', name: 'Ada', passwordHash: 'secret', manager: { id: 'p2', name: 'Bo', tokenHash: 'secret' } };
    const written = JSON.parse(
      serializerOf(Page)({ items: [row], total: 1, note: null, fields: { Colour: 'red' }, state: { kind: 'closed', at: 'now' }, organisationId: 'o1' }),
    );
    expect(written).toEqual({
      items: [{ id: 'p1', name: 'Ada', manager: { id: 'p2', name: 'Bo' } }],
      total: 1,
      note: null,
      fields: { Colour: 'red' },
      state: { kind: 'closed', at: 'now' },
    });
  });

  it('writes what the schema parses, for nulls, text that needs escaping and empty lists', () => {
    const answer = { items: [], total: 0, note: 'a "quoted"\nline ü 😀', fields: {}, state: { kind: 'open' } };
    expect(JSON.parse(serializerOf(Page)(answer))).toEqual(Page.parse(answer));
  });

  it('compiles each schema once', () => {
    expect(serializerOf(Page)).toBe(serializerOf(Page));
  });
});
