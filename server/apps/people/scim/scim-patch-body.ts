import { scimPatch, ScimError as PatchError, type ScimPatchOperation } from 'scim-patch';
import { ScimError } from './scim-error';

const PATCH_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

export const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** One operation of a resource's own reading (a user's `active` as a boolean, a group's members by value); may become several. */
export type OperationTweak = (operation: ScimPatchOperation) => ScimPatchOperation | ScimPatchOperation[];

/** An operation as scim-patch takes it: the op lower-cased (Entra's "Replace"), a remove with its path. */
function operationOf(raw: unknown): ScimPatchOperation {
  const operation = record(raw);
  const op = typeof operation.op === 'string' ? operation.op.toLowerCase() : '';
  if (op !== 'add' && op !== 'replace' && op !== 'remove') throw new ScimError(400, `The PATCH op ${String(operation.op)} is not add, replace or remove.`, 'invalidSyntax');
  const path = typeof operation.path === 'string' ? operation.path : undefined;
  const value = operation.value;
  if (op === 'remove') {
    if (!path) throw new ScimError(400, 'A remove needs a path.', 'noTarget');
    return { op, path, ...(value !== undefined && { value }) };
  }
  return { op, ...(path !== undefined && { path }), value };
}

/** The Operations of a PatchOp body (RFC 7644 §3.5.2), each read by the resource's tweak. */
export function patchOperationsOf(body: unknown, tweak: OperationTweak): ScimPatchOperation[] {
  const patch = record(body);
  const schemas = Array.isArray(patch.schemas) ? patch.schemas : [];
  if (!schemas.includes(PATCH_SCHEMA)) throw new ScimError(400, `A PATCH body names the schema ${PATCH_SCHEMA}.`, 'invalidSyntax');
  if (!Array.isArray(patch.Operations) || patch.Operations.length === 0) throw new ScimError(400, 'A PATCH body carries Operations.', 'invalidSyntax');
  return patch.Operations.flatMap((raw) => tweak(operationOf(raw)));
}

/**
 * Applies the operations in order to the resource as we answer it, with scim-patch (dates as dates, as it expects);
 * `settle` mends the resource after each (a group keeps an empty member list to filter on). A bad path or value is a
 * 400 in SCIM's words.
 */
export function patchedResource<T extends { meta: { created: string; lastModified: string } }>(
  resource: T,
  operations: readonly ScimPatchOperation[],
  settle: (resource: T) => T = (each) => each,
): T {
  let patched = { ...structuredClone(resource), meta: { ...resource.meta, created: new Date(resource.meta.created), lastModified: new Date(resource.meta.lastModified) } } as unknown as T;
  try {
    for (const operation of operations) patched = settle(scimPatch(patched as never, [operation], { treatMissingAsAdd: true }) as unknown as T);
    return patched;
  } catch (error) {
    if (error instanceof PatchError) throw new ScimError(400, error.message, (error.scimCode as 'invalidPath' | undefined) ?? 'invalidPath');
    throw error;
  }
}
