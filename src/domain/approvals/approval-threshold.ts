/**
 * The portal's one spending rule, for every app that asks money of the company (a shop order, a repair estimate):
 * above the organisation's threshold (not at it) an approver decides before it goes ahead.
 */
export function needsApproval(totalMinor: number, thresholdMinor: number): boolean {
  return totalMinor > thresholdMinor;
}

/** The people who decide: the organisation's administrators, but not the person who asked while another can. */
export function approversOf(administratorIds: readonly string[], requesterId: string): string[] {
  const others = administratorIds.filter((id) => id !== requesterId);
  return others.length > 0 ? others : [...administratorIds];
}
