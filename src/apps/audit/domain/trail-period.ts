/**
 * The instants a period of whole days covers, in the reader's own time zone: from the start of `fromDay` to the
 * start of the day after `toDay` (so the last day counts whole). Either end may be open; a day that is not a real
 * calendar day is ignored.
 */
export function periodOf(fromDay: string | undefined, toDay: string | undefined): { from?: string; to?: string } {
  const start = (day: string | undefined, plusDays: number) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? '');
    if (!match) return undefined;
    const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
    const local = new Date(year, month, date + plusDays);
    const real = new Date(year, month, date);
    return real.getFullYear() === year && real.getMonth() === month && real.getDate() === date ? local.toISOString() : undefined;
  };
  const from = start(fromDay, 0);
  const to = start(toDay, 1);
  return { ...(from && { from }), ...(to && { to }) };
}
