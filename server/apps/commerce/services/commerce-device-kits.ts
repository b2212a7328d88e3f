import type { DeviceKit, DeviceKitsPort } from '../../../ports/device-kits-port';
import type { Repositories } from '../../../repositories';

/** The Device Hub's active kits with what each holds, for the apps that offer them (Refresh Go). */
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
};
