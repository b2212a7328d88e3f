import fastJson from 'fast-json-stringify';
import * as z from 'zod';

type JsonSchema = { [key: string]: unknown };
type Serializer = (answer: unknown) => string;

const SIMPLE_TYPES = new Set(['string', 'number', 'integer', 'boolean']);

/**
 * `X | null` as zod writes it (`anyOf: [X, {type: 'null'}]`) becomes `type: [X's type, 'null']` where X is a plain
 * value: fast-json-stringify then writes it directly instead of trying each branch of the union with a validator.
 */
function simplified(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplified);
  if (!schema || typeof schema !== 'object') return schema;
  const entries = Object.entries(schema as JsonSchema).map(([key, value]) => [key, simplified(value)] as const);
  const node: JsonSchema = Object.fromEntries(entries);
  const branches = node.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2 || Object.keys(node).length !== 1) return node;
  const value = (branches as JsonSchema[]).find((branch) => branch.type !== 'null');
  const isNull = (branches as JsonSchema[]).some((branch) => branch.type === 'null' && Object.keys(branch).length === 1);
  if (!isNull || !value || typeof value.type !== 'string' || !SIMPLE_TYPES.has(value.type)) return node;
  return { ...value, type: [value.type, 'null'] };
}

const serializers = new WeakMap<z.ZodType, Serializer>();

/**
 * Writes an answer as the JSON of its contract schema, compiled once per schema on its first use: only the declared
 * fields go out (a row's other columns never leak), without parsing the answer again on the way.
 */
export function serializerOf(schema: z.ZodType): Serializer {
  let serializer = serializers.get(schema);
  if (!serializer) {
    const { $schema: _, ...json } = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema;
    serializer = fastJson(simplified(json) as Parameters<typeof fastJson>[0]);
    serializers.set(schema, serializer);
  }
  return serializer;
}
