import * as z from 'zod';

/** What breaks text on its way to the database: NUL, which PostgreSQL refuses, and half a surrogate pair. */
export const NUL = '\u0000';
export const LONE_SURROGATE = '\ud800';

type Path = readonly (string | number)[];

/** One string a request carries: where it sits (a map's key or a value), and a value the contract takes there. */
export interface TextSpot {
  readonly path: Path;
  readonly sample: string;
  /** Whether an ordinary character in place of the hostile one is fine: then only the hostile one can be refused. */
  readonly freeText: boolean;
  readonly isKey: boolean;
}

const SAMPLES = [
  'long-enough-text',
  'someone@example.test',
  '123456',
  '7c9e6679-7425-40de-944b-e07a1f99d8e1',
  '2026-01-31',
  '2026-01-31T09:00:00Z',
  'https://example.test/photo.png',
  'no-such-thing',
  '#1f6feb',
  '09:00',
  'ademe-2026.1',
  'DE',
  // An API token's scope (Integrations).
  'scim',
  // A SHA-256 in hex (Bulk Upload's file hash).
  'a'.repeat(64),
  // A path of the portal (a pin of Quick links).
  '/apps/shop',
];

function unwrapped(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return unwrapped(schema.unwrap() as z.ZodType);
  }
  return schema;
}

/** What a leaf checks its input as: an address is text piped into an email check, a flag a choice piped into a boolean. */
function inputOf(schema: z.ZodType): z.ZodType {
  const inner = unwrapped(schema);
  return inner instanceof z.ZodPipe ? (inner.in as z.ZodType) : inner;
}

/** A single value the schema takes: one of its choices, a sample string, a number or a flag. */
function leafSample(schema: z.ZodType): unknown {
  const input = inputOf(schema);
  const choices = input instanceof z.ZodEnum ? input.options.map(String) : SAMPLES;
  return [...choices, 1, true].find((value) => schema.safeParse(value).success);
}

/** A value of the schema's shape with every field filled in, optional ones too, so a spot can be reached anywhere. */
export function sampleOf(schema: z.ZodType): unknown {
  const inner = unwrapped(schema);
  if (inner instanceof z.ZodObject) {
    return Object.fromEntries(Object.entries(inner.shape as Record<string, z.ZodType>).map(([name, field]) => [name, sampleOf(field)]));
  }
  if (inner instanceof z.ZodArray) return [sampleOf(inner.element as z.ZodType)];
  if (inner instanceof z.ZodRecord) return { [String(leafSample(inner.keyType as z.ZodType))]: sampleOf(inner.valueType as z.ZodType) };
  return leafSample(inner);
}

/** The sample with `inserted` put in its middle, where no trimming reaches. */
export function spliced(sample: string, inserted: string): string {
  const middle = Math.ceil(sample.length / 2);
  return `${sample.slice(0, middle)}${inserted}${sample.slice(middle)}`;
}

function spotAt(schema: z.ZodType, path: Path, isKey: boolean, sample = leafSample(schema)): TextSpot[] {
  if (typeof sample === 'string') return [{ path, sample, isKey, freeText: schema.safeParse(spliced(sample, 'x')).success }];
  // A text field no sample fits would silently leave the walk; make it say so instead.
  if (inputOf(schema).def.type === 'string') throw new Error(`no sample fits the text at ${path.join('.')}: add one to SAMPLES`);
  return [];
}

/** Path and query parameters: a flat object whose every value arrives as text, numbers and flags too. */
export function parameterSpotsOf(schema: z.ZodType | undefined): TextSpot[] {
  const shape = schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};
  return Object.entries(shape).flatMap(([name, field]) => spotAt(field, [name], false, String(leafSample(field))));
}

/** Every string of a request part, nested objects, list items and a map's keys and values included. */
export function textSpotsOf(schema: z.ZodType | undefined, path: Path = []): TextSpot[] {
  if (!schema) return [];
  const inner = unwrapped(schema);
  if (inner instanceof z.ZodObject) {
    return Object.entries(inner.shape as Record<string, z.ZodType>).flatMap(([name, field]) => textSpotsOf(field, [...path, name]));
  }
  if (inner instanceof z.ZodArray) return textSpotsOf(inner.element as z.ZodType, [...path, 0]);
  if (inner instanceof z.ZodRecord) {
    const keyType = inner.keyType as z.ZodType;
    const key = String(leafSample(keyType));
    // A map keyed by a closed set of choices (a repair state) takes no text as a key: any other key is refused as
    // unknown, on the map itself, whatever characters it holds.
    const keySpots = inputOf(keyType) instanceof z.ZodEnum ? [] : spotAt(keyType, [...path, key], true);
    return [...keySpots, ...textSpotsOf(inner.valueType as z.ZodType, [...path, key])];
  }
  return spotAt(inner, path, false);
}

/** The value with the string at the spot (a map's key, or a value) replaced. */
export function withText(value: unknown, spot: TextSpot, text: string): unknown {
  const copy = structuredClone(value);
  const parent = spot.path.slice(0, -1).reduce<Record<string | number, unknown>>((at, step) => at[step] as Record<string | number, unknown>, copy as Record<string, unknown>);
  const last = spot.path[spot.path.length - 1]!;
  if (spot.isKey) {
    parent[text] = parent[last];
    delete parent[last];
  } else {
    parent[last] = text;
  }
  return copy;
}
