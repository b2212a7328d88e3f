import type { z } from 'zod';
import type { Language } from '../../../../contract/common';
import type { ReportQuery } from '../../../../contract/apps/insight/report-schemas';
import { reportCsv } from '../../../../src/apps/insight/domain/reports/report-csv';
import { campaignReport, emissionsReport, spendReport, ticketsByTeam, ticketsBySla } from '../../../../src/apps/insight/domain/reports/activity-reports';
import { fleetReport, type ReportDevice } from '../../../../src/apps/insight/domain/reports/fleet-reports';
import { tableAnswer, TRANSLATED_KEYS, type ReportTable } from '../../../../src/apps/insight/domain/reports/report-table';
import { dayInZone } from '../../../../src/domain/calendars/zoned-time';
import { organisationTimeZone, type StaffPrincipal } from '../../../kernel';
import type { FootprintService } from './footprint-service';
import { renderReportPdf } from './report-pdf';
import { reportWords } from './report-words';
import type { InsightDeps } from './service-deps';

export type ReportRun = z.output<typeof ReportQuery>;

/** How many tickets or campaigns one report reads at most: a report is a summary, not an export of every row. */
const MAX_TICKETS = 50_000;
const MAX_CAMPAIGNS = 500;

const unique = (values: readonly (string | null)[]): string[] => [...new Set(values.filter((value): value is string => value !== null))];

/**
 * Insights Center's reports, each read from the app that keeps its numbers through that app's port, and shaped by the
 * same pure functions into one table: the fleet (Manage), spend (commerce), tickets (the service desk), campaigns,
 * and emissions (Environmental Reporting's own report, so both apps show one number).
 */
export class ReportService {
  constructor(
    private readonly deps: InsightDeps,
    private readonly footprint: FootprintService,
  ) {}

  async run(organisationId: string, query: ReportRun) {
    const { repos } = this.deps.store;
    const now = this.deps.now();
    const fleet = await this.deps.assetLifecycle.inventory(repos, organisationId, now);
    const places = await this.deps.places.placesOf(repos, organisationId, unique(fleet.map((asset) => asset.locationId)));
    const options = {
      locations: [...places.values()].map((place) => ({ id: place.id, name: place.name })).sort((a, b) => a.name.localeCompare(b.name)),
      productTypes: unique(fleet.map((asset) => asset.productType)).sort(),
    };
    const table = await this.tableOf(organisationId, query, fleet, places, now);
    return { table: tableAnswer(table), translatedKeys: TRANSLATED_KEYS[query.kind], options };
  }

  private async tableOf(
    organisationId: string,
    query: ReportRun,
    fleet: Awaited<ReturnType<InsightDeps['assetLifecycle']['inventory']>>,
    places: ReadonlyMap<string, { readonly name: string }>,
    now: Date,
  ): Promise<ReportTable> {
    const { repos } = this.deps.store;
    const timeZone = await organisationTimeZone(this.deps.businessCalendars, repos, organisationId);
    const range = { from: query.from, to: query.to, timeZone };
    switch (query.kind) {
      case 'fleet-status':
      case 'fleet-age':
      case 'fleet-location':
      case 'fleet-book-value': {
        const devices = fleet.map(
          (asset): ReportDevice => ({
            status: asset.status,
            productType: asset.productType,
            purchaseDate: asset.purchaseDate,
            locationId: asset.locationId,
            location: asset.locationId ? (places.get(asset.locationId)?.name ?? null) : null,
            bookValueCents: asset.bookValueCents,
          }),
        );
        const currency = await this.deps.organisationCurrency.currency(repos, organisationId);
        return fleetReport(query.kind, devices, query, dayInZone(now, timeZone), currency);
      }
      case 'spend-month': {
        const spend = await this.deps.orderSpending.byMonth(repos, organisationId, range);
        return spendReport(spend.months, spend.currency);
      }
      case 'tickets-sla':
      case 'tickets-team': {
        const tickets = await this.deps.ticketSla.tickets(repos, organisationId, { ...range, limit: MAX_TICKETS }, now);
        return query.kind === 'tickets-sla' ? ticketsBySla(tickets) : ticketsByTeam(tickets);
      }
      case 'campaign-progress':
        return campaignReport(await this.deps.campaignProgress.progress(repos, organisationId, { ...range, limit: MAX_CAMPAIGNS }));
      case 'emissions-year': {
        const footprint = await this.footprint.reportOf(organisationId, {
          fromYear: query.from ? Number(query.from.slice(0, 4)) : undefined,
          toYear: query.to ? Number(query.to.slice(0, 4)) : undefined,
          productType: query.productType,
          locationId: query.locationId,
        });
        return emissionsReport(footprint.scope3ByYear);
      }
    }
  }

  /** The language of the person's files: their own setting, else the organisation's. */
  private async languageOf(principal: StaffPrincipal): Promise<Language> {
    const { repos } = this.deps.store;
    const own = (await repos.settings.find(principal.organisationId, principal.userId)) ?? (await repos.settings.find(principal.organisationId, null));
    return own?.language ?? 'en';
  }

  async csv(principal: StaffPrincipal, query: ReportRun) {
    return this.csvFor(principal.organisationId, query, await this.languageOf(principal));
  }

  async pdf(principal: StaffPrincipal, query: ReportRun) {
    return this.pdfFor(principal.organisationId, query, await this.languageOf(principal));
  }

  async csvFor(organisationId: string, query: ReportRun, language: Language) {
    const { table } = await this.run(organisationId, query);
    const content = reportCsv(table, reportWords(query.kind, language));
    return { filename: this.filename(query, 'csv'), contentBase64: Buffer.from(`\uFEFF${content}`, 'utf8').toString('base64') };
  }

  async pdfFor(organisationId: string, query: ReportRun, language: Language) {
    const { table, options } = await this.run(organisationId, query);
    const organisation = await this.deps.store.repos.organisations.find(organisationId);
    const place = query.locationId ? options.locations.find((location) => location.id === query.locationId)?.name : undefined;
    const filters = [query.from || query.to ? `${query.from ?? '…'} – ${query.to ?? '…'}` : null, query.productType ?? null, place ?? null].filter((part) => part !== null).join(' · ');
    const bytes = await renderReportPdf({
      organisationName: organisation?.name ?? '',
      at: this.deps.now(),
      locale: language === 'de' ? 'de-DE' : 'en-GB',
      filters,
      table,
      words: reportWords(query.kind, language),
    });
    return { filename: this.filename(query, 'pdf'), contentBase64: Buffer.from(bytes).toString('base64') };
  }

  private filename(query: ReportRun, extension: string): string {
    return `${query.kind}-${this.deps.now().toISOString().slice(0, 10)}.${extension}`;
  }
}
