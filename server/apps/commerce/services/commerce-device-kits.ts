import type { DeliveryPlace, DeviceKit, DeviceKitsPort, KitOrder } from '../../../ports/device-kits-port';
import type { Repositories } from '../../../repositories';
import { addressOf } from './delivery-address';
import { placeOrder } from './order-placement';
import { orderRefused } from './orders-problems';

/**
 * The Device Hub's active kits with what each holds, for the apps that offer them (Refresh Go), and a kit ordered for
 * someone as a campaign order of Manage Orders.
 */
export const commerceDeviceKits: DeviceKitsPort = {
  async kits(repos: Repositories, organisationId: string, ids?: readonly string[]): Promise<DeviceKit[]> {
    const kits = await repos.commerce.catalogue.activeKits(organisationId, 'devicehub', ids);
    const components = await repos.commerce.catalogue.components(
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

  async deliveryPlaces(repos: Repositories, organisationId: string): Promise<DeliveryPlace[]> {
    const places = await repos.commerce.locations.list(organisationId, { kinds: ['office', 'warehouse'] });
    return places
      .map(({ id, name, city, isDefaultShipping }) => ({ id, name, city, isDefaultShipping }))
      .sort((a, b) => Number(b.isDefaultShipping) - Number(a.isDefaultShipping));
  },

  async orderKit(repos: Repositories, request: KitOrder) {
    const { organisationId } = request.placedBy;
    const [kit] = await repos.commerce.catalogue.activeKits(organisationId, 'devicehub', [request.kitId]);
    if (!kit) throw orderRefused('The Device Hub no longer offers this kit.', 'kit-not-offered');
    const place = await repos.commerce.locations.byId(organisationId, request.placeId);
    if (!place || place.kind === 'home') throw orderRefused('Choose one of the offered addresses.', 'unknown-address');
    const { currency } = await repos.commerce.settings.of(organisationId);
    const order = await placeOrder(
      repos,
      {
        kind: 'campaign',
        checkoutId: null,
        person: request.person,
        paymentMethod: 'company',
        currency,
        address: addressOf(place),
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
};
