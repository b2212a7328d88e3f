import { describe, expect, it } from 'vitest';
import { slaGroup, ticketsBySla, ticketsByTeam } from '../reports/activity-reports';
import { ageBucket } from '../reports/fleet-reports';
import { reportCsv } from '../reports/report-csv';
import { reportTable } from '../reports/report-table';

describe('report model', () => {
  it('buckets ages by whole years, counting a year once its anniversary is reached', () => {
    expect(ageBucket('2025-06-01', '2026-05-31')).toBe('under-1');
    expect(ageBucket('2025-06-01', '2026-06-01')).toBe('1-2');
    expect(ageBucket('2020-01-01', '2026-06-01')).toBe('4-plus');
    expect(ageBucket(null, '2026-06-01')).toBe('unknown');
  });

  it('groups the queues’ SLA states: due within the hour is an open ticket at risk; every group is shown', () => {
    expect(slaGroup({ team: null, slaState: 'due-soon', closed: false })).toBe('at-risk');
    const tickets = [
      { team: 'Desk', slaState: 'met', closed: true },
      { team: 'Desk', slaState: 'breached', closed: false },
      { team: null, slaState: 'due-soon', closed: false },
    ];
    expect(ticketsBySla(tickets).rows.map((row) => row.values[0])).toEqual([1, 1, 1, 0, 0]);
    expect(ticketsByTeam(tickets).rows).toEqual([
      { key: 'Desk', values: [2, 1, 1, 0, 1] },
      { key: null, values: [1, 0, 0, 1, 1] },
    ]);
  });

  it('writes one CSV for every report: money in major units with its currency, totals last', () => {
    const table = reportTable('fleet-status', [{ id: 'devices', unit: 'count', priority: 1 }, { id: 'bookValue', unit: 'money', priority: 1 }], [{ key: 'in-stock', values: [2, 12345] }], 'EUR');
    const words = { title: 'Fleet', keyHeader: 'Group', total: 'Total', column: (id: string) => id, key: (key: string | null) => key ?? 'None' };
    expect(reportCsv(table, words)).toBe('Group,devices,bookValue (EUR)\r\nin-stock,2,123.45\r\nTotal,2,123.45\r\n');
  });
});
