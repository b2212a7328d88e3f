import type { HolderRef } from './import-row-reading';

/** A person of the organisation as a holder may be named: by Snipe-IT username, by address, by name. */
export interface KnownPerson {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly username: string | null;
}

type HolderMatch = { readonly found: 'one'; readonly id: string } | { readonly found: 'none' } | { readonly found: 'many'; readonly ids: readonly string[] };

interface HolderIndex {
  readonly byUsername: ReadonlyMap<string, readonly string[]>;
  readonly byEmail: ReadonlyMap<string, string>;
  readonly byName: ReadonlyMap<string, readonly string[]>;
}

const key = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

function grouped(entries: readonly (readonly [string, string])[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const [name, id] of entries) {
    const ids = map.get(name) ?? [];
    if (!ids.includes(id)) ids.push(id);
    map.set(name, ids);
  }
  return map;
}

/**
 * Built once per import: a file may name ten thousand holders. A person without a Snipe-IT username is also known
 * by their address's local part, which is what most directories make the username of.
 */
export function holderIndex(people: readonly KnownPerson[]): HolderIndex {
  return {
    byUsername: grouped(people.flatMap((person) => [[key(person.username ?? person.email.split('@')[0]!), person.id] as const])),
    byEmail: new Map(people.map((person) => [key(person.email), person.id])),
    byName: grouped(people.map((person) => [key(person.name), person.id] as const)),
  };
}

/**
 * The person a row names, trying the surest reference first: the address, then the username, then the name. A
 * reference that fits two people is reported as such, never guessed.
 */
export function findHolder(index: HolderIndex, holder: HolderRef): HolderMatch {
  const byEmail = holder.email ? index.byEmail.get(key(holder.email)) : undefined;
  if (byEmail) return { found: 'one', id: byEmail };
  for (const ids of [holder.username ? index.byUsername.get(key(holder.username)) : undefined, holder.name ? index.byName.get(key(holder.name)) : undefined]) {
    if (ids?.length === 1) return { found: 'one', id: ids[0]! };
    if (ids && ids.length > 1) return { found: 'many', ids };
  }
  return { found: 'none' };
}

/** The holder as the report and the queue name them: the surest reference the file gave. */
export function holderLabel(holder: HolderRef): string {
  return holder.email ?? holder.username ?? holder.name ?? '';
}
