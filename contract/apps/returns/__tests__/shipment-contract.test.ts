import { describe, expect, it } from 'vitest';
import { ProblemTypes } from '../../../problem';
import {
  createShipment,
  getShipment,
  getShipmentLabel,
  listShipments,
  listShippingPlaces,
  recordShipmentEvent,
  setShipmentTrackingNumber,
} from '../shipment-routes';
import { MOCK_DEMO } from '../../../../tests/mocks/handlers';
import { mockServer, realServer, type Backend } from '../../../../tests/contract/backends';
import { contractSuite } from '../../../../tests/contract/contract-suite';

const UPS = '1Z5R89390357567127';
const DHL = '3318810025';
const workshop = { name: 'Fix-It GmbH', line1: 'Werkstraße 3', city: 'Köln', postcode: '50667', country: 'DE' };
const parcel = { weightGrams: 1800, lengthMm: 380, widthMm: 280, heightMm: 80 };
const NO_SUCH = '00000000-0000-4000-8000-000000000000';

/** Shipping Label's calls against the real server and the MSW handlers alike: its screens' mocks cannot drift. */
describe.each([realServer(), mockServer()])('Shipping Label on $name', (backend: Backend) => {
  const { ok, problem, tokenOf } = contractSuite(backend);

  const berlin = async () => (await ok(listShippingPlaces, { query: { q: 'berlin' } })).items.find((place) => place.name === 'Berlin office')!;

  it('opens a shipment from a site to a typed address, checked by the check digit, and finds it', async () => {
    const site = await berlin();
    expect(site.addressMissing).toBe(false);
    const created = await ok(createShipment, { body: { from: { kind: 'place', placeId: site.id }, to: { kind: 'address', address: workshop }, parcel, trackingNumber: UPS } });
    expect(created).toMatchObject({
      state: 'pre_transit',
      carrier: 'manual',
      courier: 'UPS',
      trackingNumber: UPS,
      from: { kind: 'place', name: 'Berlin office', postcode: '10117' },
      to: { kind: 'address', name: 'Fix-It GmbH', person: null },
      purpose: { kind: 'manual', reference: created.id },
      events: [{ state: 'pre_transit' }],
    });
    expect(created.nextStates).toContain('in_transit');
    const wrong = await problem(createShipment, { body: { from: { kind: 'place', placeId: site.id }, to: { kind: 'address', address: workshop }, parcel, trackingNumber: '1Z5R89390357567128' } }, 400, ProblemTypes.validation);
    expect(wrong.errors?.map((error) => error.path)).toEqual(['body.trackingNumber']);
    await problem(createShipment, { body: { from: { kind: 'place', placeId: NO_SUCH }, to: { kind: 'address', address: workshop }, parcel } }, 404);

    expect((await ok(listShipments, { query: { q: '1Z5R 8939' } })).items.map((item) => item.id)).toEqual([created.id]);
    expect((await ok(listShipments, { query: { q: 'werkstraße' } })).total).toBe(1);
    expect((await ok(listShipments, { query: { state: 'delivered' } })).total).toBe(0);
    expect(await ok(getShipment, { params: { id: created.id } })).toMatchObject({ id: created.id, trackingNumber: UPS });
    await problem(getShipment, { params: { id: NO_SUCH } }, 404);
  });

  it('takes the number later, then tracking events by the rules, at the version read', async () => {
    const site = await berlin();
    const opened = await ok(createShipment, { body: { from: { kind: 'address', address: workshop }, to: { kind: 'place', placeId: site.id }, parcel } });
    expect(opened.trackingNumber).toBeNull();
    await problem(getShipmentLabel, { params: { id: opened.id }, query: { format: 'pdf-4x6' } }, 409);
    const numbered = await ok(setShipmentTrackingNumber, { params: { id: opened.id }, body: { trackingNumber: DHL, version: opened.version } });
    expect(numbered).toMatchObject({ courier: 'DHL', trackingNumber: DHL });
    await problem(setShipmentTrackingNumber, { params: { id: opened.id }, body: { trackingNumber: UPS, version: opened.version } }, 412, ProblemTypes.staleVersion);

    const moving = await ok(recordShipmentEvent, { params: { id: opened.id }, body: { state: 'in_transit', note: 'Köln hub', version: numbered.version } });
    expect(moving.events.map((event) => [event.state, event.note])).toEqual([
      ['pre_transit', null],
      ['in_transit', 'Köln hub'],
    ]);
    const voided = await problem(recordShipmentEvent, { params: { id: opened.id }, body: { state: 'cancelled', version: moving.version } }, 409);
    expect(voided.errors?.map((error) => error.path)).toEqual(['body.state']);
    await problem(recordShipmentEvent, { params: { id: opened.id }, body: { state: 'delivered', version: numbered.version } }, 412);
    const delivered = await ok(recordShipmentEvent, { params: { id: opened.id }, body: { state: 'delivered', version: moving.version } });
    expect(delivered.nextStates).toEqual([]);
  });

  it('gives the label as a PDF at 4×6 and A6 and as ZPL', async () => {
    const site = await berlin();
    const opened = await ok(createShipment, { body: { from: { kind: 'place', placeId: site.id }, to: { kind: 'address', address: workshop }, parcel, trackingNumber: UPS } });
    for (const [format, filename, contentType] of [
      ['pdf-4x6', `label-${UPS}-4x6.pdf`, 'application/pdf'],
      ['pdf-a6', `label-${UPS}-a6.pdf`, 'application/pdf'],
      ['zpl', `label-${UPS}.zpl`, 'application/zpl'],
    ] as const) {
      const label = await ok(getShipmentLabel, { params: { id: opened.id }, query: { format } });
      expect(label).toMatchObject({ filename, contentType });
      expect(Buffer.from(label.contentBase64, 'base64').toString('latin1')).toMatch(format === 'zpl' ? /^\^XA/ : /^%PDF-/);
    }
  });

  it('is closed to a role the organisation has not granted it to', async () => {
    const employee = await tokenOf(MOCK_DEMO.employee.email);
    await problem(listShipments, { token: employee }, 403, ProblemTypes.appNotAllowed);
    await problem(listShippingPlaces, { token: employee }, 403, ProblemTypes.appNotAllowed);
  });
});
