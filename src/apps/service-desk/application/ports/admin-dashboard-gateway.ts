import type { NamedRef, ServiceKind } from './ticket-views';

interface DeskCounts {
  readonly open: number;
  readonly unassigned: number;
  readonly overdue: number;
  readonly dueWithinHour: number;
}

export interface DeskDashboard {
  readonly counts: DeskCounts;
  /** The last 30 days, one entry per day (UTC), of tickets whose SLA was met or breached that day. */
  readonly compliance: readonly { readonly day: string; readonly met: number; readonly breached: number }[];
  /** `team: null` counts the tickets no team has. */
  readonly byTeam: readonly (DeskCounts & { readonly team: NamedRef | null })[];
}

export interface AdminDashboardGateway {
  dashboard(query: { readonly serviceType?: ServiceKind }): Promise<DeskDashboard>;
}

export const ADMIN_DASHBOARD_GATEWAY = Symbol.for('ServiceDesk.AdminDashboardGateway');
