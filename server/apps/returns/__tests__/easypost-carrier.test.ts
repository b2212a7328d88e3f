import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EasyPostCarrier, EasyPostError } from '../services/easypost-carrier';
import { cheapestRate, RateExpired } from '../services/shipment-carrier';
import { startEasyPostStub, type EasyPostStub } from './easypost-stub';

const DAY = 24 * 3600_000;
let stub: EasyPostStub;
beforeAll(async () => {
  stub = await startEasyPostStub();
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.requests.length = 0;
  stub.quotedAt = new Date();
});

const request = {
  from: { name: 'Berlin office', line1: 'Friedrichstraße 68', city: 'Berlin', postcode: '10117', country: 'DE' },
  to: { name: 'Eve Employee', line1: 'Kastanienallee 12', city: 'Leipzig', postcode: '04109', country: 'DE' },
  parcel: { weightGrams: 2267, lengthMm: 254, widthMm: 254, heightMm: 254 },
};

describe('the EasyPost carrier account, against a stub of its API', () => {
  const carrier = () => new EasyPostCarrier({ apiKey: 'EZTK_test', baseUrl: stub.url });

  it('rates a shipment: addresses and the parcel in ounces and inches, the rates in minor units', async () => {
    const quote = await carrier().rates(request);
    expect(quote.carrierShipmentId).toBe('shp_stub1');
    expect(quote.rates.map((rate) => [rate.service, rate.amountMinor])).toEqual([
      ['Express', 3120],
      ['Ground', 985],
    ]);
    expect(cheapestRate(quote.rates)?.id).toBe('rate_ground');
    const [sent] = stub.requests;
    expect(sent).toMatchObject({ method: 'POST', path: '/v2/shipments', authorization: `Basic ${Buffer.from('EZTK_test:').toString('base64')}` });
    expect(sent!.body).toMatchObject({
      shipment: {
        from_address: { street1: 'Friedrichstraße 68', zip: '10117', country: 'DE' },
        to_address: { name: 'Eve Employee', city: 'Leipzig' },
        parcel: { weight: 80, length: 10, width: 10, height: 10 },
      },
    });
  });

  it('buys a fresh rate: the label comes with its tracking code', async () => {
    const { carrierShipmentId, rates } = await carrier().rates(request);
    const label = await carrier().buy(carrierShipmentId, rates[1]!, new Date(Date.now() + 6 * DAY));
    expect(label).toEqual({ courier: 'UPS', trackingNumber: '1Z5R89390357567127', trackingUrl: 'https://track.easypost.com/stub' });
    expect(stub.requests.at(-1)).toMatchObject({ path: '/v2/shipments/shp_stub1/buy', body: { rate: { id: 'rate_ground' } } });
  });

  it('refuses a rate seven days old without asking the carrier', async () => {
    stub.quotedAt = new Date(Date.now() - 7 * DAY);
    const { carrierShipmentId, rates } = await carrier().rates(request);
    await expect(carrier().buy(carrierShipmentId, rates[1]!, new Date())).rejects.toBeInstanceOf(RateExpired);
    expect(stub.requests.map((sent) => sent.path)).toEqual(['/v2/shipments']);
  });

  it("reads the tracker's events as the tracking states, its `unknown` as the label's own", async () => {
    const events = await carrier().track('1Z5R89390357567127', 'UPS');
    expect(events.map((event) => event.state)).toEqual(['pre_transit', 'in_transit', 'pre_transit']);
    expect(events[1]).toEqual({ state: 'in_transit', at: new Date('2026-11-20T18:00:00Z'), note: 'Departed facility' });
  });

  it("says what the carrier answered when it refuses", async () => {
    const broken = new EasyPostCarrier({ apiKey: 'EZTK_test', baseUrl: `${stub.url}/nowhere` });
    await expect(broken.rates(request)).rejects.toBeInstanceOf(EasyPostError);
  });
});
