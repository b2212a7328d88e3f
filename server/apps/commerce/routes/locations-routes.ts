import type { FastifyInstance } from 'fastify';
import { createLocation, getLocation, listLocations, updateLocation } from '../../../../contract/apps/commerce/locations-routes';
import { mountRoute, type Guards } from '../../../kernel';
import type { CommerceServices } from '../services/services';

export function mountLocationRoutes(app: FastifyInstance, guards: Guards, { locations }: CommerceServices): void {
  mountRoute(app, listLocations, guards, ({ principal, query }) => locations.list(principal, query));
  mountRoute(app, getLocation, guards, ({ principal, params }) => locations.get(principal, params.id));
  mountRoute(app, createLocation, guards, ({ principal, body }) => locations.create(principal, body));
  mountRoute(app, updateLocation, guards, ({ principal, params, body }) => locations.update(principal, params.id, body));
}
