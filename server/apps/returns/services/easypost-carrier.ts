import { isShipmentState } from '../../../../src/apps/returns/domain/shipment-tracking';
import { rateBuyable } from '../../../../src/apps/returns/domain/shipment-rate';
import type { Parcel, PostalAddress, TrackingState } from '../../../kernel';
import type { ShipmentRateValue } from '../schema/shipments';
import { RateExpired, type CarrierAccount, type CarrierLabel, type CarrierQuote, type CarrierShipmentRequest, type CarrierTrackingEvent } from './shipment-carrier';

export interface EasyPostConfig {
  readonly apiKey: string;
  /** https://api.easypost.com, or a stub in the tests. */
  readonly baseUrl: string;
}

interface EasyPostRate {
  readonly id: string;
  readonly carrier: string;
  readonly service: string;
  readonly rate: string;
  readonly currency: string;
  readonly created_at: string;
}

interface EasyPostTrackingDetail {
  readonly status: string;
  readonly datetime: string;
  readonly message?: string | null;
}

export class EasyPostError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(`EasyPost answered ${status}: ${message}`);
  }
}

const GRAMS_PER_OUNCE = 28.349523125;
const MM_PER_INCH = 25.4;

/** EasyPost's address object. */
const addressOf = (address: PostalAddress) => ({
  name: address.name,
  street1: address.line1,
  street2: address.line2 ?? undefined,
  city: address.city,
  state: address.region ?? undefined,
  zip: address.postcode,
  country: address.country,
});

/** Up to the next tenth, never below what was measured; a float's last bit of noise does not add a tenth. */
const tenthsUp = (value: number) => Math.ceil(value * 10 - 1e-9) / 10;

/** EasyPost rates parcels in ounces and inches, to one decimal. */
const parcelOf = (parcel: Parcel) => ({
  weight: tenthsUp(parcel.weightGrams / GRAMS_PER_OUNCE),
  length: tenthsUp(parcel.lengthMm / MM_PER_INCH),
  width: tenthsUp(parcel.widthMm / MM_PER_INCH),
  height: tenthsUp(parcel.heightMm / MM_PER_INCH),
});

/** "12.34" in the rate's currency, as minor units; EasyPost writes two decimals. */
const minorOf = (amount: string) => Math.round(Number(amount) * 100);

/** EasyPost's `unknown` is a tracker that has heard nothing yet: the label's own state. */
const stateOf = (status: string): TrackingState => (isShipmentState(status) ? status : status === 'unknown' ? 'pre_transit' : 'error');

/**
 * EasyPost's API (v2) as a carrier account: a shipment's rates, buying one (the label and its tracking code), and
 * the tracker's events. Called only when EASYPOST_API_KEY is set; its tests run against a stub server.
 */
export class EasyPostCarrier implements CarrierAccount {
  readonly name = 'easypost' as const;

  constructor(
    private readonly config: EasyPostConfig,
    private readonly fetcher: typeof fetch = fetch,
  ) {}

  async rates(request: CarrierShipmentRequest): Promise<CarrierQuote> {
    const body = { shipment: { from_address: addressOf(request.from), to_address: addressOf(request.to), parcel: parcelOf(request.parcel) } };
    const answer = await this.call<{ id: string; rates: EasyPostRate[] }>('POST', '/v2/shipments', body);
    return {
      carrierShipmentId: answer.id,
      rates: answer.rates.map(
        (rate): ShipmentRateValue => ({
          id: rate.id,
          carrier: rate.carrier,
          service: rate.service,
          amountMinor: minorOf(rate.rate),
          currency: rate.currency,
          quotedAt: new Date(rate.created_at).toISOString(),
        }),
      ),
    };
  }

  async buy(carrierShipmentId: string, rate: ShipmentRateValue, at: Date): Promise<CarrierLabel> {
    if (!rateBuyable(new Date(rate.quotedAt), at)) throw new RateExpired(rate.id);
    const answer = await this.call<{ tracking_code: string; selected_rate: { carrier: string }; tracker?: { public_url?: string | null } | null }>(
      'POST',
      `/v2/shipments/${encodeURIComponent(carrierShipmentId)}/buy`,
      { rate: { id: rate.id } },
    );
    return { courier: answer.selected_rate.carrier, trackingNumber: answer.tracking_code, trackingUrl: answer.tracker?.public_url ?? null };
  }

  async track(trackingNumber: string, courier: string): Promise<readonly CarrierTrackingEvent[]> {
    const answer = await this.call<{ status: string; tracking_details: EasyPostTrackingDetail[] }>('POST', '/v2/trackers', {
      tracker: { tracking_code: trackingNumber, carrier: courier },
    });
    return answer.tracking_details.map((detail) => ({ state: stateOf(detail.status), at: new Date(detail.datetime), note: detail.message ?? null }));
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body: unknown): Promise<T> {
    const response = await this.fetcher(`${this.config.baseUrl}${path}`, {
      method,
      headers: { authorization: `Basic ${Buffer.from(`${this.config.apiKey}:`).toString('base64')}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const answer = (await response.json().catch(() => null)) as (T & { error?: { message?: string } }) | null;
    if (!response.ok || answer === null) throw new EasyPostError(response.status, answer?.error?.message ?? response.statusText);
    return answer;
  }
}
