/** Told to the person and the desk whenever a buyback changes, so open screens read it again. */
export const BUYBACK_CHANGED_EVENT = 'returns.buyback.changed';
export interface BuybackChangedPayload {
  readonly buybackId: string;
}
