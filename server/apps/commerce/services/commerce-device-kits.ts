import { decided, fieldProblem, ruleRefused, type AppRepositoriesIn, type DeliveryPlace, type DeviceKit, type DeviceKitsPort, type KitOrder, type PostalAddress, type Repositories } from '../../../kernel';
import { checkPostcode } from '../../../../src/apps/commerce/domain/location-postcodes';
import { checkPriceCurrency } from '../../../../src/apps/commerce/domain/organisation-currency';
import type { CommerceOwnRepositories } from '../repositories/repositories';
import type { DeliveryAddress } from '../schema/orders';
import { addressed, addressedOrRefused, addressOf } from './delivery-address';
import { placeOrder, type PlacementPorts } from './order-placement';

/**
 * The Device Hub's active kits with what each holds, for the apps that offer them (Refresh Go), and a kit ordered for
 * someone as a campaign order of Manage Orders (a linked component reserved on its Manage accessory, read when called:
 * the ports are bound after every app provided its own).
 */
/** A typed address as Locations would keep it: a country it knows and one of that country's postcodes. */
function checkedHomeAddress(address: PostalAddress, path: string): PostalAddress {
  const country = address.country.trim().toUpperCase();
  const postcode = checkPostcode(country, address.postcode);
  if (!postcode.ok) throw fieldProblem(`${path}.${postcode.code === 'unknown-country' ? 'country' : 'postcode'}`, postcode.reason);
  return { ...address, country, postcode: postcode.value };
}

/** A person's own address as the order keeps it: copied, with no site behind it. */
const homeDelivery = (address: PostalAddress): DeliveryAddress => ({
  source: 'home',
  locationId: null,
  name: address.name,
  line1: address.line1,
  line2: address.line2 ?? null,
  postcode: address.postcode,
  city: address.city,
  country: address.country,
});

export const commerceDeviceKits = (repositoriesIn: AppRepositoriesIn<CommerceOwnRepositories>, ports: () => PlacementPorts): DeviceKitsPort => ({
  async kits(callers: Repositories, organisationId: string, ids?: readonly string[]): Promise<DeviceKit[]> {
    const repos = repositoriesIn(callers);
    const kits = await repos.own.catalogue.activeKits(organisationId, 'devicehub', ids);
    const components = await repos.own.catalogue.components(
      organisationId,
      kits.map((kit) => kit.id),
    );
    return kits.map((kit) => ({
      id: kit.id,
      name: kit.name,
      description: kit.description,
      components: components.filter((component) => component.kitId === kit.id).map(({ name, quantity }) => ({ name, quantity })),
    }));
  },

  async deliveryPlaces(callers: Repositories, organisationId: string): Promise<DeliveryPlace[]> {
    const repos = repositoriesIn(callers);
    const places = await repos.own.locations.list(organisationId, { kinds: ['office', 'warehouse'] });
    return places
      .filter(addressed)
      .map(({ id, name, city, isDefaultShipping }) => ({ id, name, city, isDefaultShipping }))
      .sort((a, b) => Number(b.isDefaultShipping) - Number(a.isDefaultShipping));
  },

  async orderKit(callers: Repositories, request: KitOrder) {
    const repos = repositoriesIn(callers);
    const { organisationId } = request.placedBy;
    const [kit] = await repos.own.catalogue.activeKits(organisationId, 'devicehub', [request.kitId]);
    if (!kit) throw ruleRefused('The Device Hub no longer offers this kit.', 'kit-not-offered');
    const address = request.homeAddress ? homeDelivery(checkedHomeAddress(request.homeAddress, 'homeAddress')) : await placeAddress(repos, organisationId, request.placeId);
    const currency = decided(checkPriceCurrency(kit.currency, (await repos.own.settings.of(organisationId)).currency));
    const order = await placeOrder(
      repos,
      ports(),
      {
        kind: 'campaign',
        checkoutId: null,
        person: request.person,
        paymentMethod: 'company',
        currency,
        address,
        lines: [{ productId: kit.id, kind: 'kit', name: kit.name, quantity: 1, unitPriceMinor: kit.priceMinor }],
        totalMinor: kit.priceMinor,
        approverIds: null,
        placedBy: request.placedBy,
        appSlug: request.appSlug,
      },
      request.at,
    );
    return { orderId: order.id, number: order.number };
  },

  checkHomeAddress: checkedHomeAddress,

  async shippedOrders(callers: Repositories, organisationId: string, orderIds: readonly string[]) {
    return new Set(await repositoriesIn(callers).own.orders.shippedAmong(organisationId, orderIds));
  },
});

/** One of the offices or warehouses, whole: a home is never chosen by id (it is someone's own). */
async function placeAddress(repos: ReturnType<AppRepositoriesIn<CommerceOwnRepositories>>, organisationId: string, placeId: string | undefined): Promise<DeliveryAddress> {
  const place = placeId ? await repos.own.locations.byId(organisationId, placeId) : undefined;
  if (!place || place.kind === 'home') throw ruleRefused('Choose one of the offered addresses.', 'unknown-address');
  return addressOf(addressedOrRefused(place));
}
