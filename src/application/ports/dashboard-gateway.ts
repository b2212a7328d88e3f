interface ActivityEntry {
  readonly id: string;
  readonly at: string;
  readonly action: string;
  readonly appSlug: string | null;
  readonly entityType: string;
  readonly user: { readonly name: string } | null;
  readonly impersonator: { readonly name: string } | null;
}

export interface Dashboard {
  readonly activityByApp: readonly { readonly slug: string; readonly name: string; readonly count: number }[];
  readonly counts: { readonly users: number; readonly installedApps: number; readonly allowedApps: number };
  readonly recentActivity: readonly ActivityEntry[];
}

export interface DashboardGateway {
  dashboard(): Promise<Dashboard>;
}

export const DASHBOARD_GATEWAY = Symbol.for('DashboardGateway');
