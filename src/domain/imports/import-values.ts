/** Money and counts as people type them into spreadsheets. */

/**
 * The amount in cents (minor units, so sums stay exact), or null for text that is no amount. Accepts a
 * currency sign or code before or after the number, a minus or accounting brackets, and thousands
 * separators: whichever of "." and "," comes last is the decimal separator, except that a lone separator
 * followed by exactly three digits groups thousands ("1,299" is 1299, and so is "1.299"). A negative amount comes back negative:
 * the caller rejects it with its own reason.
 */
export function parseCostCents(text: string): number | null {
  const compact = text.replace(/\s/g, '');
  if (!/^[^\d]*\d[\d.,]*[^\d]*$/.test(compact)) return null;
  const bracketed = /^\(.*\)$/.test(compact);
  const signed = /^(-?)([\d.,]+)(-?)$/.exec(compact.replace(/[^\d.,-]/g, ''));
  if (!signed) return null;
  const cents = centsOf(signed[2]!);
  if (cents === null) return null;
  return bracketed || signed[1] || signed[3] ? -cents : cents;
}

function centsOf(number: string): number | null {
  const decimalAt = Math.max(number.lastIndexOf('.'), number.lastIndexOf(','));
  const separator = number[decimalAt];
  const separators = number.replace(/\d/g, '');
  const onlyGrouping =
    decimalAt === -1 || (separators.length === 1 ? number.length - decimalAt - 1 === 3 : !separators.includes(separator === '.' ? ',' : '.'));
  if (!onlyGrouping && number.indexOf(separator!) !== decimalAt) return null;
  const groups = (onlyGrouping ? number : number.slice(0, decimalAt)).split(/[.,]/);
  const fraction = onlyGrouping ? '' : number.slice(decimalAt + 1);
  // Thousands come in threes: "12.345.67" is a typo, not 1,234,567.
  if (groups[0] === '' || groups.slice(1).some((group) => group.length !== 3) || fraction.length > 2) return null;
  const whole = groups.join('');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** A whole number of months, or null. Snipe-IT writes "36" or "36 months". */
export function parseWarrantyMonths(text: string): number | null {
  const match = /^(\d{1,4})(?:\s*(?:months?|mo\.?))?$/i.exec(text.trim());
  return match ? Number(match[1]) : null;
}
