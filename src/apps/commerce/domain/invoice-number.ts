/** `2026-000017`: the year, then the organisation's running number within it, six digits wide. */
export function invoiceNumberOf(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(6, '0')}`;
}
