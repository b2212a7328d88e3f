/** `a as b, c` (the inside of an import or export clause's braces) as [name, alias] pairs: `c` is its own alias. */
export function clauseBindings(inner) {
  return inner
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [name, alias = name] = part.split(/\s+as\s+/);
      return [name, alias];
    });
}
