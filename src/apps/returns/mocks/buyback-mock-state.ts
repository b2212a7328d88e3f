import type { z } from 'zod';
import type { Buyback, WipeCertificate } from '../../../../contract/apps/returns/buyback-schemas';
import type { PostalAddress } from '../../../../contract/apps/returns/shipment-schemas';
import { DEFAULT_BUYBACK_RULES, type BuybackRules } from '../domain/buyback-rules';
import type { MockState } from '../../../../tests/mocks/mock-state';

export type MockBuyback = Omit<z.output<typeof Buyback>, 'expired' | 'certificateId' | 'person' | 'shipments'> & {
  readonly organisationId: string;
  readonly personId: string;
};
export type MockCertificate = z.output<typeof WipeCertificate> & { readonly organisationId: string };

/** Buybacks, rules' versions, photos and certificates per mock state; the demo starts with none, as the server's does. */
export class BuybackMockData {
  readonly buybacks: MockBuyback[] = [];
  readonly rules = new Map<string, BuybackRules[]>();
  readonly photos: { id: string; buybackId: string; filename: string; contentType: string; bytes: Uint8Array }[] = [];
  readonly certificates: MockCertificate[] = [];
  /** Where each accepted buyback's device left from: a declined one goes back there. */
  readonly senders = new Map<string, z.output<typeof PostalAddress>>();

  rulesOf(organisationId: string): BuybackRules {
    return this.rules.get(organisationId)?.at(-1) ?? DEFAULT_BUYBACK_RULES;
  }

  rulesOfVersion(organisationId: string, version: number): BuybackRules {
    return this.rules.get(organisationId)?.find((rules) => rules.version === version) ?? DEFAULT_BUYBACK_RULES;
  }
}

const data = new WeakMap<MockState, BuybackMockData>();

export function buybackDataOf(state: MockState): BuybackMockData {
  let found = data.get(state);
  if (!found) data.set(state, (found = new BuybackMockData()));
  return found;
}
