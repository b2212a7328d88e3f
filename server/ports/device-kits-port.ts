import type { StaffPrincipal } from '../principal';
import type { Repositories } from '../repositories';
import type { PostalAddress } from './shipments-port';

/** A Device Hub kit as another app offers it (Refresh Go): what it is called and what it holds. */
export interface DeviceKit {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly components: { name: string; quantity: number }[];
}

/** Where a kit may be sent: an office or warehouse of the organisation. */
export interface DeliveryPlace {
  readonly id: string;
  readonly name: string;
  readonly city: string;
  readonly isDefaultShipping: boolean;
}

/** One kit for one person, paid by the company, sent to one of the delivery places or to the person's own address. */
export interface KitOrder {
  readonly kitId: string;
  readonly person: { readonly id: string; readonly name: string; readonly email: string };
  readonly placeId?: string;
  /** The person's own address (a hire's, before their first day), checked by `checkHomeAddress`; instead of `placeId`. */
  readonly homeAddress?: PostalAddress;
  readonly placedBy: StaffPrincipal;
  /** The app it is ordered through, for the trail. */
  readonly appSlug: string;
  /** The caller's clock. */
  readonly at: Date;
}

/** The Device Hub's kits as other apps offer and order them, kept by Commerce. */
export interface DeviceKitsPort {
  /** The organisation's active Device Hub kits by name; only those of `ids` when given (unknown ids are absent). */
  kits(repos: Repositories, organisationId: string, ids?: readonly string[]): Promise<DeviceKit[]>;
  /** The organisation's offices and warehouses, the default shipping address first. */
  deliveryPlaces(repos: Repositories, organisationId: string): Promise<DeliveryPlace[]>;
  /**
   * A campaign order of the kit in Manage Orders, its components reserved, inside the caller's transaction. Refuses
   * (409) a kit no longer offered (`kit-not-offered`), a place that is not one (`unknown-address`) and a kit whose
   * components are short (`out-of-stock`).
   */
  orderKit(repos: Repositories, order: KitOrder): Promise<{ readonly orderId: string; readonly number: number }>;
  /**
   * An address a person typed, as an order would keep it (postcode normalised), or refused (422, a field problem under
   * `path`) when its country is not one addresses may be in or its postcode is not one of that country's.
   */
  checkHomeAddress(address: PostalAddress, path: string): PostalAddress;
  /** Whether each of these kit orders has shipped (unknown ids are absent). */
  shippedOrders(repos: Repositories, organisationId: string, orderIds: readonly string[]): Promise<ReadonlySet<string>>;
}
