import type { Licence, LicenceFields } from '../../application/ports/software-gateway';
import { moneyInput, parseMoney } from '../../../../ui/kit/format';

/** A licence form as typed: every field text, the key empty unless a new one is typed. */
export interface LicenceDraft {
  readonly softwareId: string;
  readonly name: string;
  readonly key: string;
  readonly seats: string;
  readonly expiresOn: string;
  readonly renewalOn: string;
  readonly cost: string;
  readonly supplier: string;
  readonly notes: string;
}

export function licenceDraftOf(licence: Licence | undefined, softwareId = ''): LicenceDraft {
  return {
    softwareId: licence?.software.id ?? softwareId,
    name: licence?.name ?? '',
    key: '',
    seats: licence ? String(licence.seats) : '1',
    expiresOn: licence?.expiresOn ?? '',
    renewalOn: licence?.renewalOn ?? '',
    cost: moneyInput(licence?.costCents ?? null),
    supplier: licence?.supplier ?? '',
    notes: licence?.notes ?? '',
  };
}

const orNull = (text: string) => text.trim() || null;

/**
 * What the server is sent, or null when the cost is not an amount. An empty key is left out, so an update
 * keeps the key the licence has.
 */
export function licenceFieldsOf(draft: LicenceDraft): LicenceFields | null {
  const costCents = parseMoney(draft.cost);
  if (costCents === undefined) return null;
  const key = draft.key.trim();
  return {
    name: draft.name.trim(),
    ...(key && { key }),
    seats: Number(draft.seats),
    expiresOn: orNull(draft.expiresOn),
    renewalOn: orNull(draft.renewalOn),
    costCents,
    supplier: orNull(draft.supplier),
    notes: orNull(draft.notes),
  };
}
