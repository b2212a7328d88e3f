import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../../ui/kit/data-table';
import type { ListControls } from '../../../../ui/kit/use-list-state';
import type { ReportTable } from '../../domain/reports/report-table';
import type { ReportWords } from './report-words';

interface Line {
  readonly id: string;
  readonly key: string | null;
  readonly values: readonly number[];
  readonly total?: true;
}

/**
 * The report's figures in the kit's table: the group, then each column right-aligned, the least needed folding
 * first on a narrow table (priority 3; on a phone every figure shows on its card), and the totals under them.
 */
export function ReportTableView({ table, words, controls, label }: { table: ReportTable; words: ReportWords; controls: ListControls; label: string }) {
  const { t } = useTranslation('insight-report-words');
  const columns = useMemo<Column<Line>[]>(
    () => [
      {
        id: 'key',
        header: t('columns.key'),
        meta: { required: true, holdsDetails: true },
        cell: ({ row }) => (row.original.total ? t('total') : words.key(row.original.key)),
      },
      ...table.columns.map(
        (column, index): Column<Line> => ({
          id: column.id,
          header: words.column(column.id),
          meta: { numeric: true, required: column.priority === 1, ...(column.priority === 3 && { priority: 'low' as const }) },
          cell: ({ row }) => words.figure(row.original.values[index] ?? 0, column.unit),
        }),
      ),
    ],
    [t, table.columns, words],
  );
  const lines = table.rows.map((row, index): Line => ({ id: String(index), ...row }));
  return (
    <DataTable<Line>
      label={label}
      settingsKey={`insights-report:${table.kind}`}
      columns={columns}
      page={{ items: lines, total: lines.length, page: 1, pageSize: lines.length }}
      controls={controls}
      rowLabel={(line) => words.key(line.key)}
      empty={null}
      footer={{ id: 'total', key: null, values: table.totals, total: true }}
      paged={false}
    />
  );
}
