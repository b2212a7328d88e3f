/** A person of the directory as the team tree places them. */
export interface TreePerson {
  readonly id: string;
  readonly name: string;
  readonly managerId: string | null;
}

export interface TreePlace<Person> {
  readonly person: Person;
  /** 1 for a direct report of the root, 2 for their reports, and so on. */
  readonly depth: number;
}

/**
 * The people under `rootId` (or, with null, everyone from the organisation's top: those whose manager is no one in
 * the list), depth first, each level by name: a manager is followed by their reports. A cycle in the data never loops.
 */
export function teamTree<Person extends TreePerson>(people: readonly Person[], rootId: string | null): TreePlace<Person>[] {
  const known = new Set([...people.map((person) => person.id), ...(rootId ? [rootId] : [])]);
  const reportsOf = new Map<string | null, Person[]>();
  for (const person of people) {
    const manager = person.managerId !== null && known.has(person.managerId) && person.managerId !== person.id ? person.managerId : null;
    reportsOf.set(manager, [...(reportsOf.get(manager) ?? []), person]);
  }
  for (const reports of reportsOf.values()) reports.sort((a, b) => a.name.localeCompare(b.name));
  const placed: TreePlace<Person>[] = [];
  const seen = new Set<string>(rootId ? [rootId] : []);
  const visit = (managerId: string | null, depth: number) => {
    for (const person of reportsOf.get(managerId) ?? []) {
      if (seen.has(person.id)) continue;
      seen.add(person.id);
      placed.push({ person, depth });
      visit(person.id, depth + 1);
    }
  };
  visit(rootId, 1);
  return placed;
}
