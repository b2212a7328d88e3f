import { byKey, groupRows, reportTable, type ReportColumn, type ReportTable } from './report-table';

/** A month's spend as commerce counts it (the order spending port). */
export interface SpendMonth {
  readonly month: string;
  readonly orders: number;
  readonly orderTotalMinor: number;
  readonly invoices: number;
  readonly invoiceTotalMinor: number;
}

/** Spend by month: orders placed and their total, invoices issued and theirs; the chart draws the orders' total. */
export function spendReport(months: readonly SpendMonth[], currency: string): ReportTable {
  const columns: ReportColumn[] = [
    { id: 'orderTotal', unit: 'money', priority: 1 },
    { id: 'orders', unit: 'count', priority: 2 },
    { id: 'invoiceTotal', unit: 'money', priority: 1 },
    { id: 'invoices', unit: 'count', priority: 3 },
  ];
  const rows = months.map((month) => ({ key: month.month, values: [month.orderTotalMinor, month.orders, month.invoiceTotalMinor, month.invoices] }));
  return reportTable('spend-month', columns, rows, currency);
}

/** A ticket as the desk's queues show its SLA now (the ticket SLA port). */
export interface SlaTicket {
  readonly team: string | null;
  readonly slaState: string;
  readonly closed: boolean;
}

/** How the report groups the queues' states: met, breached, open at risk (due within the hour), on track, without SLA. */
export const SLA_GROUPS = ['met', 'breached', 'at-risk', 'on-track', 'none'] as const;
export type SlaGroup = (typeof SLA_GROUPS)[number];

export function slaGroup(ticket: SlaTicket): SlaGroup {
  if (ticket.slaState === 'due-soon') return ticket.closed ? 'on-track' : 'at-risk';
  return (SLA_GROUPS as readonly string[]).includes(ticket.slaState) ? (ticket.slaState as SlaGroup) : 'none';
}

/** Tickets by SLA outcome, every group shown (a zero is an answer too). */
export function ticketsBySla(tickets: readonly SlaTicket[]): ReportTable {
  const counted = new Map(groupRows(tickets, slaGroup, () => [1]).map((row) => [row.key, row.values[0] ?? 0]));
  return reportTable('tickets-sla', [{ id: 'tickets', unit: 'count', priority: 1 }], SLA_GROUPS.map((group) => ({ key: group, values: [counted.get(group) ?? 0] })));
}

/** Tickets by team: all of them, met, breached, open at risk, and still open; no team last. */
export function ticketsByTeam(tickets: readonly SlaTicket[]): ReportTable {
  const columns: ReportColumn[] = [
    { id: 'tickets', unit: 'count', priority: 1 },
    { id: 'met', unit: 'count', priority: 1 },
    { id: 'breached', unit: 'count', priority: 1 },
    { id: 'atRisk', unit: 'count', priority: 2 },
    { id: 'open', unit: 'count', priority: 3 },
  ];
  const valuesOf = (ticket: SlaTicket) => {
    const group = slaGroup(ticket);
    return [1, group === 'met' ? 1 : 0, group === 'breached' ? 1 : 0, group === 'at-risk' ? 1 : 0, ticket.closed ? 0 : 1];
  };
  return reportTable('tickets-team', columns, groupRows(tickets, (ticket) => ticket.team, valuesOf).sort(byKey));
}

/** A campaign's progress as the campaigns app counts it (the campaign progress port). */
export interface CampaignCount {
  readonly name: string;
  readonly invited: number;
  readonly responded: number;
  readonly done: number;
}

/** Per campaign, newest first as the port answers: invited, answered, done. */
export function campaignReport(campaigns: readonly CampaignCount[]): ReportTable {
  const columns: ReportColumn[] = [
    { id: 'invited', unit: 'count', priority: 1 },
    { id: 'responded', unit: 'count', priority: 2 },
    { id: 'done', unit: 'count', priority: 1 },
  ];
  return reportTable('campaign-progress', columns, campaigns.map((campaign) => ({ key: campaign.name, values: [campaign.invited, campaign.responded, campaign.done] })));
}

/** A year of purchases as Environmental Reporting counts it (Scope 3 category 2). */
export interface EmissionsYear {
  readonly key: string | null;
  readonly devices: number;
  readonly embeddedKg: number;
  readonly yearlyKg: number;
}

/** Environmental Reporting's totals by year bought, its own numbers (fleetFootprint's scope3ByYear). */
export function emissionsReport(years: readonly EmissionsYear[]): ReportTable {
  const columns: ReportColumn[] = [
    { id: 'embeddedKg', unit: 'kg', priority: 1 },
    { id: 'devices', unit: 'count', priority: 2 },
    { id: 'yearlyKg', unit: 'kg', priority: 3 },
  ];
  return reportTable('emissions-year', columns, years.map((year) => ({ key: year.key, values: [year.embeddedKg, year.devices, year.yearlyKg] })));
}
