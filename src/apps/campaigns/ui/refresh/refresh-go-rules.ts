/** The kits a Refresh Go campaign's rules offer; a campaign saved before kits could be offered has none. */
export function kitIdsOf(rules: unknown): string[] {
  const kitIds = (rules as { kitIds?: unknown } | null)?.kitIds;
  return Array.isArray(kitIds) ? kitIds.filter((id): id is string => typeof id === 'string') : [];
}
