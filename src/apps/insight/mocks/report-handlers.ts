import type { HttpHandler } from 'msw';
import * as routes from '../../../../contract/apps/insight/routes';
import { renderReportPdf } from '../../../../server/apps/insight/services/report-pdf';
import { reportWords } from '../../../../server/apps/insight/services/report-words';
import { base64Of } from '../../../../tests/mocks/base64';
import { mockRouter, type StaffCaller } from '../../../../tests/mocks/mock-route';
import type { MockState } from '../../../../tests/mocks/mock-state';
import { KIND_STATES } from '../../campaigns/domain/campaign-kind-states';
import { campaignsDataOf } from '../../campaigns/mocks/campaigns-mock-state';
import { moneyDataOf } from '../../commerce/mocks/money-mock-state';
import { ordersDataOf } from '../../commerce/mocks/orders-mock-state';
import { mockPlaceOf } from '../../manage/mocks/places-mock';
import { manageDataOf } from '../../manage/mocks/mock-state';
import { isClosedCategory } from '../../service-desk/domain/ticket-status';
import { adminDataOf, slaStateOf } from '../../service-desk/mocks/admin-mock-state';
import { deskDataOf } from '../../service-desk/mocks/desk-mock-state';
import { DEFAULT_LIFETIME_YEARS } from '../domain/fleet-footprint';
import { campaignReport, emissionsReport, spendReport, ticketsByTeam, ticketsBySla, type SpendMonth } from '../domain/reports/activity-reports';
import { fleetReport, type ReportDevice } from '../domain/reports/fleet-reports';
import { reportCsv } from '../domain/reports/report-csv';
import { tableAnswer, TRANSLATED_KEYS, type ReportKind, type ReportTable } from '../domain/reports/report-table';
import { mockFootprint } from './environmental-handlers';

/** The mock organisations keep their books in euros, as the demo's does. */
const CURRENCY = 'EUR';

interface Query {
  readonly kind: ReportKind;
  readonly from?: string | undefined;
  readonly to?: string | undefined;
  readonly productType?: string | undefined;
  readonly locationId?: string | undefined;
}

/** A moment's day within the period (both ends inclusive), as the server compares them. */
const inPeriod = (at: string, query: Query) => (!query.from || at.slice(0, 10) >= query.from) && (!query.to || at.slice(0, 10) <= query.to);

/** Commerce's orders (but declined and cancelled ones) and invoices, summed by month as the order spending port does. */
function spendMonths(state: MockState, organisationId: string, query: Query): SpendMonth[] {
  const months = new Map<string, SpendMonth>();
  const add = (at: string, order: boolean, totalMinor: number) => {
    const month = at.slice(0, 7);
    const sum = months.get(month) ?? { month, orders: 0, orderTotalMinor: 0, invoices: 0, invoiceTotalMinor: 0 };
    months.set(
      month,
      order ? { ...sum, orders: sum.orders + 1, orderTotalMinor: sum.orderTotalMinor + totalMinor } : { ...sum, invoices: sum.invoices + 1, invoiceTotalMinor: sum.invoiceTotalMinor + totalMinor },
    );
  };
  for (const order of ordersDataOf(state).orders) {
    if (order.organisationId === organisationId && !['declined', 'cancelled'].includes(order.status) && inPeriod(order.placedAt, query)) add(order.placedAt, true, order.totalMinor);
  }
  for (const invoice of moneyDataOf(state).invoices) {
    if (invoice.organisationId === organisationId && inPeriod(invoice.issuedAt, query)) add(invoice.issuedAt, false, invoice.totalMinor);
  }
  return [...months.values()].sort((a, b) => a.month.localeCompare(b.month));
}

/** Every report over the mock apps' records, shaped by the same pure functions as the server's. */
function tableOf(state: MockState, organisationId: string, query: Query): ReportTable {
  switch (query.kind) {
    case 'fleet-status':
    case 'fleet-age':
    case 'fleet-location':
    case 'fleet-book-value':
      return fleetReport(query.kind, fleetOf(state, organisationId), query, new Date().toISOString().slice(0, 10), CURRENCY);
    case 'spend-month':
      return spendReport(spendMonths(state, organisationId, query), CURRENCY);
    case 'tickets-sla':
    case 'tickets-team': {
      const admin = adminDataOf(state);
      const teamOf = (id: string | null) => admin.teams.find((team) => team.id === id)?.name ?? null;
      const tickets = deskDataOf(state)
        .tickets.filter((ticket) => ticket.organisationId === organisationId && inPeriod(ticket.createdAt, query))
        .map((ticket) => ({ team: teamOf(admin.fieldsOf(ticket).teamId), slaState: slaStateOf(ticket), closed: isClosedCategory(ticket.status.category) }));
      return query.kind === 'tickets-sla' ? ticketsBySla(tickets) : ticketsByTeam(tickets);
    }
    case 'campaign-progress': {
      const data = campaignsDataOf(state);
      const campaigns = data.campaigns.filter((campaign) => campaign.organisationId === organisationId && inPeriod(campaign.contactDate, query));
      return campaignReport(
        campaigns.map((campaign) => {
          const { silent, ended } = KIND_STATES[campaign.kind];
          const people = data.people.filter((person) => person.campaignId === campaign.id);
          return {
            name: campaign.name,
            invited: people.length,
            responded: people.filter((person) => !silent.includes(person.state)).length,
            done: people.filter((person) => ended.includes(person.state)).length,
          };
        }),
      );
    }
    case 'emissions-year': {
      const footprint = mockFootprint(state, organisationId, {
        lifetimeYears: DEFAULT_LIFETIME_YEARS,
        fromYear: query.from ? Number(query.from.slice(0, 4)) : undefined,
        toYear: query.to ? Number(query.to.slice(0, 4)) : undefined,
        productType: query.productType,
        locationId: query.locationId,
      });
      return emissionsReport(footprint.scope3ByYear);
    }
  }
}

/** The mock fleet as the fleet reports read it: Manage's devices with their place and book value. */
function fleetOf(state: MockState, organisationId: string): ReportDevice[] {
  const manage = manageDataOf(state);
  return manage.assets
    .filter((asset) => asset.organisationId === organisationId && !asset.archived)
    .map((asset) => {
      const place = mockPlaceOf(state, asset.locationId);
      return {
        status: asset.status,
        productType: asset.productType,
        purchaseDate: asset.purchaseDate,
        locationId: place?.id ?? null,
        location: place?.name ?? null,
        bookValueCents: manage.assetItem(asset).bookValueCents,
      };
    });
}

/** Insights Center's reports over the mock apps, and their files in the caller's language. */
export function reportHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  const route = mockRouter(state, baseUrl);
  const run = (caller: StaffCaller, query: Query) => {
    const { organisationId } = caller.user;
    const fleet = fleetOf(state, organisationId);
    const unique = (values: readonly (string | null)[]) => [...new Set(values.filter((value): value is string => value !== null))];
    const locations = unique(fleet.map((device) => device.locationId)).map((id) => ({ id, name: fleet.find((device) => device.locationId === id)!.location! }));
    return {
      table: tableAnswer(tableOf(state, organisationId, query)),
      translatedKeys: TRANSLATED_KEYS[query.kind],
      options: { locations: locations.sort((a, b) => a.name.localeCompare(b.name)), productTypes: unique(fleet.map((device) => device.productType)).sort() },
    };
  };
  const filename = (query: Query, extension: string) => `${query.kind}-${new Date().toISOString().slice(0, 10)}.${extension}`;
  return [
    route(routes.runReport, ({ caller, query }) => run(caller, query)),
    route(routes.getReportCsv, ({ caller, query }) => {
      const csv = reportCsv(run(caller, query).table, reportWords(query.kind, caller.user.settings.language));
      return { filename: filename(query, 'csv'), contentBase64: base64Of(new TextEncoder().encode(`\uFEFF${csv}`)) };
    }),
    route(routes.getReportPdf, async ({ caller, query }) => {
      const language = caller.user.settings.language;
      const answer = run(caller, query);
      const place = query.locationId ? answer.options.locations.find((location) => location.id === query.locationId)?.name : undefined;
      const bytes = await renderReportPdf({
        organisationName: state.organisations.get(caller.user.organisationId)?.name ?? '',
        at: new Date(),
        locale: language === 'de' ? 'de-DE' : 'en-GB',
        filters: [query.from || query.to ? `${query.from ?? '…'} – ${query.to ?? '…'}` : null, query.productType ?? null, place ?? null].filter((part) => part !== null).join(' · '),
        table: answer.table,
        words: reportWords(query.kind, language),
      });
      return { filename: filename(query, 'pdf'), contentBase64: base64Of(bytes) };
    }),
  ];
}
