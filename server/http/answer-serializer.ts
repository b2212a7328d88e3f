import fastJson from 'fast-json-stringify';
import * as z from 'zod';

type JsonSchema = { [key: string]: unknown };
type Serializer = (answer: unknown) => string;

/**
 * The schema as fast-json-stringify reads it best. `X | null` as zod writes it (`anyOf: [X, {type: 'null'}]`)
 * becomes X with `type: [X's type, 'null']`, so that it is written directly instead of each branch of a union being
 * tried by a validator; `additionalProperties: false` goes, since the serializer leaves undeclared fields out
 * anyway and a union's validator would refuse a row that carries more than the answer shows.
 */
function simplified(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplified);
  if (!schema || typeof schema !== 'object') return schema;
  const node: JsonSchema = {};
  for (const [key, value] of Object.entries(schema as JsonSchema)) {
    if (key === 'additionalProperties' && value === false) continue;
    node[key] = simplified(value);
  }
  const branches = node.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2 || Object.keys(node).length !== 1) return node;
  const isNull = (branch: JsonSchema) => branch.type === 'null' && Object.keys(branch).length === 1;
  const value = (branches as JsonSchema[]).find((branch) => !isNull(branch));
  if (!value || !(branches as JsonSchema[]).some(isNull) || typeof value.type !== 'string') return node;
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
