import type { ServiceLocator } from '../../../../application/ports/service-locator';
import { ACCESSORIES_GATEWAY, type AccessoriesGateway } from '../../application/ports/accessories-gateway';
import { ASSETS_GATEWAY, type AssetsGateway } from '../../application/ports/assets-gateway';
import { PEOPLE_GATEWAY, type PeopleGateway } from '../../application/ports/people-gateway';
import { PLACES_GATEWAY, type PlacesGateway } from '../../application/ports/places-gateway';
import { REVIEW_GATEWAY, type ReviewGateway } from '../../application/ports/review-gateway';
import { SOFTWARE_GATEWAY, type SoftwareGateway } from '../../application/ports/software-gateway';

/** Manage's gateways as the rendered portal binds them, for a test to arrange data and check what a screen saved. */
export function manageGateways(services: ServiceLocator) {
  return {
    assets: services.get<AssetsGateway>(ASSETS_GATEWAY),
    accessories: services.get<AccessoriesGateway>(ACCESSORIES_GATEWAY),
    software: services.get<SoftwareGateway>(SOFTWARE_GATEWAY),
    people: services.get<PeopleGateway>(PEOPLE_GATEWAY),
    review: services.get<ReviewGateway>(REVIEW_GATEWAY),
    places: services.get<PlacesGateway>(PLACES_GATEWAY),
  };
}
