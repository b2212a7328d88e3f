import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CHARTS, type ChartLoader } from '../../../../../application/ports/chart-port';
import { adminPaths } from '../admin-paths';
import { withMockApi } from '../../../../../../tests/component/shell/portal';
import { deskState, openAsAdmin, SCREEN_LOAD } from './arrange';

const drawn = vi.hoisted(() => ({ options: [] as Record<string, unknown>[] }));

// The one boundary replaced: ECharts itself, which needs a real layout engine to draw.
vi.mock('echarts/core', () => ({
  use: () => {},
  init: () => ({
    setOption: (options: Record<string, unknown>) => drawn.options.push(options),
    resize: () => {},
    dispose: () => {},
  }),
}));

withMockApi();

const loadCharts: ChartLoader = () => import('../../../../../adapters/charts/echarts-library').then((module) => module.echartsLibrary);

const cardOf = (label: string) => screen.getByText(label, { selector: '.stat-card__label' }).closest('.stat-card') as HTMLElement;

describe('the Resolve IT dashboard', { timeout: 40_000 }, () => {
  it('counts open, unassigned, overdue and due-within-the-hour tickets, and draws compliance and teams', async () => {
    const user = userEvent.setup();
    const { state, desk, organisationId } = deskState();
    const paul = { userId: null, name: 'Paul Partner', email: 'paul@example.test' };
    desk.addTicket(organisationId, { subject: 'Late', serviceType: 'problem', requester: paul, dueAt: new Date(Date.now() - 60_000).toISOString() });
    desk.addTicket(organisationId, { subject: 'Soon', serviceType: 'service', requester: paul, dueAt: new Date(Date.now() + 30 * 60_000).toISOString() });
    const portal = await openAsAdmin(state, adminPaths.queue('problem'));
    // The test portal binds no chart loader; the app's startup would.
    const { has, get } = portal.services;
    Object.assign(portal.services, {
      has: (token: symbol) => token === CHARTS || has(token),
      get: <T,>(token: symbol): T => (token === CHARTS ? (loadCharts as T) : get<T>(token)),
    });
    await act(async () => portal.navigation.navigate(adminPaths.dashboard));

    await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, SCREEN_LOAD);
    await waitFor(() => expect(within(cardOf('Open')).getByText('6')).toBeInTheDocument());
    expect(within(cardOf('Unassigned')).getByText('6')).toBeInTheDocument();
    expect(within(cardOf('Overdue')).getByText('1')).toBeInTheDocument();
    expect(within(cardOf('Due within an hour')).getByText('1')).toBeInTheDocument();
    expect(screen.getByText('100 % of 1 deadline met')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'By team' })).toBeInTheDocument();

    expect(await screen.findByRole('img', { name: 'SLA compliance, last 30 days' })).toBeInTheDocument();
    await waitFor(() => expect(drawn.options.length).toBeGreaterThanOrEqual(2));
    const compliance = drawn.options.find((options) => JSON.stringify(options).includes('"stack":"sla"'))!;
    expect((compliance.series as { data: number[] }[])[0]!.data.reduce((sum, each) => sum + each, 0)).toBe(1);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Tickets' }), 'Reported issues');
    await waitFor(() => expect(within(cardOf('Open')).getByText('4')).toBeInTheDocument());
    expect(cardOf('Overdue')).toHaveAttribute('href', `${adminPaths.queue('problem')}?open=true&slaState=breached`);
  });
});
