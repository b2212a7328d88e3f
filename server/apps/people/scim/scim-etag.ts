import { ScimError } from './scim-error';

/** A resource's version as SCIM says it (`meta.version`) and as the ETag header carries it: weak, since JSON varies. */
export function etagOf(version: number): string {
  return `W/"${version}"`;
}

/**
 * RFC 7232 If-Match, compared weakly (RFC 7644 §3.14 lets weak tags guard writes): `*` or any listed tag of this
 * version lets the write through; anything else is a 412, and nothing is written.
 */
export function checkIfMatch(header: string | undefined, version: number): void {
  if (header === undefined || header.trim() === '') return;
  const wanted = String(version);
  const tags = header.split(',').map((tag) => tag.trim());
  if (tags.includes('*')) return;
  const matches = tags.some((tag) => tag.replace(/^W\//, '').replace(/^"|"$/g, '') === wanted);
  if (!matches) throw new ScimError(412, `The resource is at version ${etagOf(version)}; read it again and apply the change to that version.`);
}
