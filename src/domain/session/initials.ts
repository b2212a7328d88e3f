/**
 * The letters an avatar shows for a person: the first letters of their first and last names ("Ada Lovelace" -> AL),
 * the first two of a single name, "?" while the name is unknown. Letters of any script count.
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = [...words[0]!];
  if (words.length === 1) return first.slice(0, 2).join('').toUpperCase();
  return `${first[0]}${[...words.at(-1)!][0]}`.toUpperCase();
}
