import { randomUUID } from 'node:crypto';
import { checkTrackingNumber } from '../../../../src/apps/returns/domain/shipment-tracking-number';
import { eventTimeAllowed, moveShipment, trackingNumberChangeable, type ShipmentState } from '../../../../src/apps/returns/domain/shipment-tracking';
import type { LifeEventKind } from '../../../../src/domain/life-story';
import {
  decided,
  fieldProblem,
  FileLinks,
  notFound,
  ruleRefused,
  staleVersion,
  type AppDeps,
  type AppRepositories,
  type NewLifeEvent,
  type Parcel,
  type PlacesPort,
  type ShipmentEnd,
  type ShipmentRequest,
  type TrackingEventInput,
  type TrackingNumberChange,
} from '../../../kernel';
import type { ReturnsOwnRepositories } from '../repositories/repositories';
import type { ShipmentRow } from '../repositories/shipment-repository';
import type { ShipmentEndValue } from '../schema/shipments';
import { EasyPostCarrier } from './easypost-carrier';
import { cheapestRate, RateExpired, type CarrierAccount, type CarrierLabel } from './shipment-carrier';
import { renderLabelPdf } from './shipment-label-pdf';
import { recognisedCourier } from './tracking-courier';
import type { ShipmentLabelData } from './shipment-label';

type Repos = AppRepositories<ReturnsOwnRepositories>;

/** What the shipment rules reach beside the caller's repositories: read when called, as a provided port's are. */
export interface ShipmentCoreDeps {
  readonly places: () => PlacesPort;
  readonly kernel: () => Pick<AppDeps<unknown>, 'files' | 'config' | 'keys' | 'now'>;
}

/** A laptop's box when the caller gives no parcel: 2.5 kg, 40 × 30 × 10 cm. */
export const DEFAULT_PARCEL: Parcel = { weightGrams: 2500, lengthMm: 400, widthMm: 300, heightMm: 100 };

/** Where the 4×6 label PDF is kept for other apps' download links. */
const labelKeyOf = (shipmentId: string) => `shipments/${shipmentId}/label-4x6.pdf`;

/** Where Shipping Label shows a shipment, for the life story's link. */
export const shipmentHref = (shipmentId: string) => `/apps/shipping-label/history?shipment=${shipmentId}`;

/** The step a shipment's change tells in its devices' life story. */
function lifeStepOf(change: 'opened' | { from: ShipmentState; to: ShipmentState }): LifeEventKind {
  if (change === 'opened') return 'label-created';
  if (change.to === 'delivered') return 'delivered';
  return change.from === 'pre_transit' && change.to === 'in_transit' ? 'shipped' : 'shipment-tracked';
}

/**
 * The one shipment model's rules, over whichever repositories the caller runs in (its own transaction, or another
 * app's through the shipments port): opening a shipment between two places, its tracking number, its tracking events,
 * each told in the history and in the life story of the devices it carries.
 */
export class ShipmentCore {
  constructor(private readonly deps: ShipmentCoreDeps) {}

  async open(repos: Repos, organisationId: string, request: ShipmentRequest, id: string = randomUUID()): Promise<ShipmentRow> {
    const [fromEnd, toEnd] = await this.endsOf(repos, organisationId, [request.from, request.to]);
    const parcel = request.parcel ?? DEFAULT_PARCEL;
    const { carrierAccount, label, rate, carrierShipmentId } = await this.labelFor(request, fromEnd!, toEnd!, parcel);
    const row = await repos.own.shipments.insert({
      id,
      organisationId,
      purposeKind: request.purpose.kind,
      purposeReference: request.purpose.reference,
      fromEnd: fromEnd!,
      toEnd: toEnd!,
      ...parcel,
      assetIds: [...new Set(request.assetIds ?? [])],
      carrierAccount,
      courier: label?.courier ?? null,
      trackingNumber: label?.trackingNumber ?? null,
      trackingUrl: label?.trackingUrl ?? null,
      carrierShipmentId,
      rate,
      state: 'pre_transit',
      createdBy: request.actorId,
      createdAt: request.at,
      updatedAt: request.at,
    });
    await repos.own.shipments.addEvent({ organisationId, shipmentId: row.id, state: 'pre_transit', at: request.at, note: null, actorId: request.actorId });
    await repos.lifeEvents.add(this.lifeEventsOf(row, lifeStepOf('opened'), request));
    if (row.trackingNumber) await this.keepLabel(row);
    return row;
  }

  /** A manual shipment's number, while the carrier has not scanned the parcel. */
  async track(repos: Repos, organisationId: string, shipmentId: string, change: TrackingNumberChange, version?: number): Promise<ShipmentRow> {
    const row = await this.locked(repos, organisationId, shipmentId, version);
    decided(trackingNumberChangeable(row.state), 'trackingNumber');
    if (row.carrierAccount !== 'manual') throw ruleRefused('A bought label keeps the number its carrier gave it.', 'shipment-bought-label', {}, 'trackingNumber');
    const label = manualLabel(change.trackingNumber);
    const updated = await repos.own.shipments.update(organisationId, shipmentId, { courier: label.courier, trackingNumber: label.trackingNumber, trackingUrl: label.trackingUrl }, change.at);
    await repos.lifeEvents.add(this.lifeEventsOf(updated, 'shipment-tracked', change));
    await this.keepLabel(updated);
    return updated;
  }

  /** A tracking event: the move the state rules allow, in the history and the devices' life story. */
  async advance(repos: Repos, organisationId: string, shipmentId: string, event: TrackingEventInput, version?: number): Promise<ShipmentRow> {
    const row = await this.locked(repos, organisationId, shipmentId, version);
    const state = decided(moveShipment(row.state, event.state), 'state');
    const last = await repos.own.shipments.lastEventAt(organisationId, shipmentId);
    decided(eventTimeAllowed(last ?? row.createdAt, event.at, this.deps.kernel().now()), 'at');
    const updated = await repos.own.shipments.update(organisationId, shipmentId, { state }, event.at);
    await repos.own.shipments.addEvent({ organisationId, shipmentId, state, at: event.at, note: event.note ?? null, actorId: event.actorId });
    await repos.lifeEvents.add(this.lifeEventsOf(updated, lifeStepOf({ from: row.state, to: state }), event));
    return updated;
  }

  /** The signed, short-lived link to the 4×6 label PDF, once the shipment has a number. */
  labelUrlOf(row: ShipmentRow): string | null {
    if (!row.trackingNumber) return null;
    const kernel = this.deps.kernel();
    return new FileLinks(kernel).linkOf(row.organisationId, labelKeyOf(row.id));
  }

  private async locked(repos: Repos, organisationId: string, shipmentId: string, version: number | undefined): Promise<ShipmentRow> {
    const row = await repos.own.shipments.locked(organisationId, shipmentId);
    if (!row) throw notFound('shipment');
    if (version !== undefined && row.version !== version) throw staleVersion();
    return row;
  }

  /** Each end's address as the label prints it: a site's from Locations (refused while it is missing), else the one given. */
  private async endsOf(repos: Repos, organisationId: string, ends: readonly ShipmentEnd[]): Promise<ShipmentEndValue[]> {
    const placeIds = ends.flatMap((end) => (end.kind === 'place' ? [end.placeId] : []));
    const places = placeIds.length > 0 ? await this.deps.places().placesOf(repos, organisationId, placeIds) : new Map();
    const addresses = placeIds.length > 0 ? await this.deps.places().addressesOf(repos, organisationId, placeIds) : new Map();
    const personIds = ends.flatMap((end) => (end.kind === 'person' ? [end.personId] : []));
    const people = new Set((await repos.users.findMany(organisationId, personIds)).map((person) => person.id));
    return ends.map((end, index): ShipmentEndValue => {
      const field = index === 0 ? 'from' : 'to';
      if (end.kind === 'place') {
        const place = places.get(end.placeId);
        if (!place) throw notFound('site');
        const address = addresses.get(end.placeId);
        if (!address) throw ruleRefused(`${place.name} has no complete address in Locations.`, 'shipment-place-address-missing', { place: place.name }, field);
        return { kind: 'place', placeId: end.placeId, personId: null, ...address, line2: address.line2 ?? null, region: address.region ?? null };
      }
      if (end.kind === 'person' && !people.has(end.personId)) throw notFound('person');
      const { address } = end;
      return {
        kind: end.kind,
        placeId: null,
        personId: end.kind === 'person' ? end.personId : null,
        name: address.name,
        line1: address.line1,
        line2: address.line2 ?? null,
        city: address.city,
        region: address.region ?? null,
        postcode: address.postcode,
        country: address.country.toUpperCase(),
      };
    });
  }

  /** The manual carrier's checked number when one is given; else the configured account's cheapest label; else none yet. */
  private async labelFor(request: ShipmentRequest, from: ShipmentEndValue, to: ShipmentEndValue, parcel: Parcel) {
    if (request.trackingNumber !== undefined) return { carrierAccount: 'manual', label: manualLabel(request.trackingNumber), rate: null, carrierShipmentId: null };
    const account = this.account();
    if (!account) return { carrierAccount: 'manual', label: null, rate: null, carrierShipmentId: null };
    const quote = await account.rates({ from, to, parcel });
    const rate = cheapestRate(quote.rates);
    if (!rate) throw ruleRefused('The carrier quoted no rate for this parcel between these addresses.', 'shipment-no-rate');
    const label: CarrierLabel = await account.buy(quote.carrierShipmentId, rate, request.at).catch((error: unknown) => {
      if (error instanceof RateExpired) throw ruleRefused('The rate is seven days old or older: rate the shipment again.', 'shipment-rate-expired');
      throw error;
    });
    return { carrierAccount: account.name, label, rate, carrierShipmentId: quote.carrierShipmentId };
  }

  /** The organisation's carrier account: EasyPost when the install has a key for it, none (the manual carrier) otherwise. */
  private account(): CarrierAccount | null {
    const { shipping } = this.deps.kernel().config;
    return shipping.easypostApiKey ? new EasyPostCarrier({ apiKey: shipping.easypostApiKey, baseUrl: shipping.easypostUrl }) : null;
  }

  /** The 4×6 PDF kept in the file store, for the signed link other apps hand out; written again with a new number. */
  private async keepLabel(row: ShipmentRow): Promise<void> {
    const pdf = await renderLabelPdf(labelDataOf(row), '4x6');
    await this.deps.kernel().files.put(row.organisationId, labelKeyOf(row.id), pdf, 'application/pdf');
  }

  private lifeEventsOf(row: ShipmentRow, kind: LifeEventKind, by: { actorId: string | null; appSlug: string; at: Date }): NewLifeEvent[] {
    const personId = row.toEnd.personId ?? row.fromEnd.personId;
    const subject = row.trackingNumber ? `Shipment ${row.courier ?? ''} ${row.trackingNumber}`.replace(/\s+/g, ' ') : `Shipment to ${row.toEnd.name}`;
    const detail = { state: row.state, to: row.toEnd.name, ...(row.trackingNumber && { trackingNumber: row.trackingNumber }) };
    return row.assetIds.map((assetId) => ({
      organisationId: row.organisationId,
      at: by.at,
      appSlug: by.appSlug,
      kind,
      assetId,
      personId,
      actorId: by.actorId,
      subject,
      href: shipmentHref(row.id),
      detail,
    }));
  }
}

/** The manual carrier: the number typed from the carrier's site, refused (400) when its check digit does not hold. */
export function manualLabel(trackingNumber: string): CarrierLabel {
  const checked = checkTrackingNumber(trackingNumber, recognisedCourier);
  if (!checked.ok) {
    throw fieldProblem(
      'body.trackingNumber',
      checked.reason === 'empty' ? 'Type the tracking number from the carrier.' : "The tracking number's check digit does not match any carrier's: check it against the carrier's site.",
    );
  }
  return { courier: checked.courier, trackingNumber: checked.trackingNumber, trackingUrl: checked.trackingUrl };
}

export function labelDataOf(row: ShipmentRow): ShipmentLabelData {
  if (!row.trackingNumber) throw ruleRefused('The shipment has no tracking number yet: type the one from the carrier first.', 'shipment-no-tracking-number');
  return {
    shipmentId: row.id,
    from: row.fromEnd,
    to: row.toEnd,
    courier: row.courier,
    trackingNumber: row.trackingNumber,
    weightGrams: row.weightGrams,
    purpose: { kind: row.purposeKind, reference: row.purposeReference },
    createdAt: row.createdAt,
  };
}
