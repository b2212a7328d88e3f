/**
 * The first instant the trail still keeps when it keeps `months` months: the start (UTC) of the day that many
 * calendar months before `now`, the day clamped to the month's end as PostgreSQL's interval arithmetic does (31 March
 * less one month is 28 or 29 February). Starting at the day's beginning keeps it no later than the database's own
 * reckoning, which the trail's trigger checks.
 */
export function retentionCutoff(now: Date, months: number): Date {
  const monthIndex = now.getUTCFullYear() * 12 + now.getUTCMonth() - months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(now.getUTCDate(), lastDay)));
}
