import type { HttpHandler } from 'msw';
import * as routes from '../../../../contract/apps/insight/routes';
import { renderFootprintPdf } from '../../../../server/apps/insight/services/footprint-pdf';
import { footprintData } from '../../../../server/apps/insight/services/footprint-data';
import { base64Of } from '../../../../tests/mocks/base64';
import { mockRouter, type StaffCaller } from '../../../../tests/mocks/mock-route';
import type { MockState } from '../../../../tests/mocks/mock-state';
import { mockPlaceOf } from '../../manage/mocks/places-mock';
import { manageDataOf } from '../../manage/mocks/mock-state';
import { directoryDataOf } from '../../people/mocks/directory-mock-data';
import { fleetFootprint, footprintOptions, REUSE_KINDS, type FootprintDevice } from '../domain/fleet-footprint';
import { FOOTPRINT_ATTRIBUTION } from '../domain/footprint-catalogue';

type MockFootprintQuery = { lifetimeYears: number; fromYear?: number | undefined; toYear?: number | undefined; productType?: string | undefined; locationId?: string | undefined; team?: string | undefined };

/** The organisation's footprint over the mock fleet, with the same footprint data and rules as the server. */
export function mockFootprint(state: MockState, organisationId: string, query: MockFootprintQuery) {
  const manage = manageDataOf(state);
  const reused = manage.story.latestOfKinds(organisationId, REUSE_KINDS);
  const devices = manage.assets
    .filter((asset) => asset.organisationId === organisationId && !asset.archived)
    .map((asset): FootprintDevice => {
      const place = mockPlaceOf(state, asset.locationId);
      return {
        assetId: asset.id,
        assetTag: asset.assetTag,
        manufacturer: asset.manufacturer,
        model: asset.model,
        productType: asset.productType,
        purchaseDate: asset.purchaseDate,
        locationId: place?.id ?? null,
        location: place?.name ?? null,
        team: asset.assigneeId ? directoryDataOf(state).teamNameOf(asset.assigneeId) : null,
        reuse: reused.get(asset.id) ?? null,
      };
    });
  const { lifetimeYears, ...filter } = query;
  return { ...fleetFootprint(devices, footprintData(), { lifetimeYears, filter }), attribution: FOOTPRINT_ATTRIBUTION, options: footprintOptions(devices) };
}

/** Environmental Reporting over the mock fleet. */
export function environmentalHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  const route = mockRouter(state, baseUrl);
  const reportOf = (caller: StaffCaller, query: MockFootprintQuery) => mockFootprint(state, caller.user.organisationId, query);
  return [
    route(routes.getFootprintReport, ({ caller, query }) => reportOf(caller, query)),
    route(routes.getFootprintPdf, async ({ caller, query }) => {
      const at = new Date();
      const bytes = await renderFootprintPdf({ organisationName: state.organisations.get(caller.user.organisationId)?.name ?? '', at, query, report: reportOf(caller, query) });
      return { filename: `environmental-report-${at.toISOString().slice(0, 10)}.pdf`, contentBase64: base64Of(bytes) };
    }),
  ];
}
