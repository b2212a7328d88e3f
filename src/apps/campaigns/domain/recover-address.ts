/** A postal address in parts, as a shipping label prints it. */
export interface AddressParts {
  readonly line1: string;
  readonly line2: string | null;
  readonly city: string;
  readonly postcode: string;
  readonly country: string;
}

/** A town written with its postcode first ("10117 Berlin") or last ("London EC2M 2PF"). */
const POSTCODE_FIRST = /^(\d[\dA-Z-]{2,9})\s+(.+)$/i;
const POSTCODE_LAST = /^(.+?)\s+([A-Z]{1,2}\d[\dA-Z]?\s?\d[A-Z]{2}|\d{4,6}(?:-\d{3,4})?)$/i;

/**
 * The address a leaver typed on the help-with-return page (one text, lines or commas) in the parts a pickup's label
 * needs: the street first, the town by its postcode, a two-letter country at the end, else the company's own.
 */
export function addressPartsOf(text: string, defaultCountry: string): AddressParts {
  const parts = text
    .split(/[\n,]/)
    .map((part) => part.trim())
    .filter(Boolean);
  const last = parts.at(-1);
  const countryGiven = last !== undefined && /^[A-Z]{2}$/i.test(last) && parts.length > 1;
  if (countryGiven) parts.pop();
  const country = countryGiven ? last.toUpperCase() : defaultCountry;
  let townAt = -1;
  let town = { city: '', postcode: '' };
  for (let index = parts.length - 1; index > 0 && townAt < 0; index -= 1) {
    const first = POSTCODE_FIRST.exec(parts[index]!);
    const after = first ? null : POSTCODE_LAST.exec(parts[index]!);
    if (first) town = { postcode: first[1]!, city: first[2]! };
    else if (after) town = { city: after[1]!, postcode: after[2]! };
    if (first || after) townAt = index;
  }
  if (townAt < 0 && parts.length > 1) {
    townAt = parts.length - 1;
    town = { city: parts[townAt]!, postcode: '' };
  }
  const lines = townAt < 0 ? parts : parts.slice(0, townAt);
  return { line1: lines[0] ?? '', line2: lines.slice(1).join(', ') || null, ...town, country };
}
