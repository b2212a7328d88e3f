import type { z } from 'zod';
import type { FootprintQuery } from '../../../../contract/apps/insight/environmental-schemas';
import { DEFAULT_LIFETIME_YEARS, fleetFootprint, footprintOptions, REUSE_KINDS, type FootprintDevice, type ReuseKind } from '../../../../src/apps/insight/domain/fleet-footprint';
import { FOOTPRINT_ATTRIBUTION } from '../../../../src/apps/insight/domain/footprint-catalogue';
import type { StaffPrincipal } from '../../../kernel';
import { footprintData } from './footprint-data';
import { renderFootprintPdf } from './footprint-pdf';
import type { InsightDeps } from './service-deps';

type Query = z.output<typeof FootprintQuery>;

/** Environmental Reporting: the fleet (Manage's, through the asset lifecycle port) weighed against the footprint data. */
export class FootprintService {
  constructor(private readonly deps: InsightDeps) {}

  report(principal: StaffPrincipal, query: Query) {
    return this.reportOf(principal.organisationId, query);
  }

  /** The report of an organisation, which Insights Center's emissions report reads too (one number in both apps). */
  async reportOf(organisationId: string, query: Omit<Query, 'lifetimeYears'> & { readonly lifetimeYears?: number }) {
    const { repos } = this.deps.store;
    const fleet = await this.deps.assetLifecycle.inventory(repos, organisationId, this.deps.now());
    const reused = new Map((await repos.lifeEvents.latestOfKinds<ReuseKind>(organisationId, REUSE_KINDS)).map((row) => [row.assetId, row.kind]));
    const places = await this.deps.places.placesOf(repos, organisationId, unique(fleet.map((asset) => asset.locationId)));
    const people = await this.deps.peopleDirectory.people(repos, organisationId, unique(fleet.map((asset) => asset.holderId)));
    const teamOf = new Map(people.map((person) => [person.id, person.team]));
    const devices = fleet.map(
      (asset): FootprintDevice => ({
        assetId: asset.assetId,
        assetTag: asset.assetTag,
        manufacturer: asset.manufacturer,
        model: asset.model,
        productType: asset.productType,
        purchaseDate: asset.purchaseDate,
        locationId: asset.locationId && places.has(asset.locationId) ? asset.locationId : null,
        location: asset.locationId ? (places.get(asset.locationId)?.name ?? null) : null,
        team: asset.holderId ? (teamOf.get(asset.holderId) ?? null) : null,
        reuse: reused.get(asset.assetId) ?? null,
      }),
    );
    const { lifetimeYears = DEFAULT_LIFETIME_YEARS, ...filter } = query;
    return {
      ...fleetFootprint(devices, footprintData(), { lifetimeYears, filter }),
      attribution: FOOTPRINT_ATTRIBUTION,
      options: footprintOptions(devices),
    };
  }

  async pdf(principal: StaffPrincipal, query: Query) {
    const report = await this.report(principal, query);
    const organisation = await this.deps.store.repos.organisations.find(principal.organisationId);
    const bytes = await renderFootprintPdf({ organisationName: organisation?.name ?? '', at: this.deps.now(), query, report });
    return { filename: `environmental-report-${this.deps.now().toISOString().slice(0, 10)}.pdf`, contentBase64: Buffer.from(bytes).toString('base64') };
  }
}

const unique = (values: readonly (string | null)[]): string[] => [...new Set(values.filter((value): value is string => value !== null))];
