import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../../../ui/feedback/use-media-query';
import { Chart } from '../../../../ui/kit/chart';
import { REPORT_SHAPES } from '../../domain/reports/report-gallery';
import type { ReportTable } from '../../domain/reports/report-table';
import type { ReportWords } from './report-words';

const GRID = { left: 8, right: 16, top: 16, bottom: 8, containLabel: true } as const;
const SERIES_COLOUR = '#3b82f6';

/**
 * The report's first column drawn, bars for groups, a line for months. The figures are the table's too, which is
 * the way to them without the picture; the chart's own labels go through the screen's formatter.
 */
export function ReportChart({ table, words }: { table: ReportTable; words: ReportWords }) {
  const { t } = useTranslation('insight-reports');
  const column = table.columns[0]!;
  const name = words.column(column.id);
  const line = REPORT_SHAPES[table.kind].chart === 'line';
  const phone = useIsPhone();
  const options = useMemo(() => {
    const labels = table.rows.map((row) => words.key(row.key));
    // Names that would run into each other under their bars are set aslant: on a phone always, else when long.
    const aslant = phone || labels.join('').length > 64;
    // Every bar is named; a line names every month on a wide screen, about four of them on a phone (the labels skipped between).
    const skipped = line && phone ? Math.max(0, Math.ceil(labels.length / 4) - 1) : 0;
    const figure = (value: number) => words.figure(value, column.unit);
    return {
      tooltip: { trigger: 'axis', valueFormatter: figure },
      grid: GRID,
      xAxis: { type: 'category', data: labels, boundaryGap: !line, axisLabel: { interval: skipped, rotate: aslant ? 30 : 0 } },
      yAxis: { type: 'value', axisLabel: { formatter: figure } },
      series: [
        {
          name,
          type: line ? 'line' : 'bar',
          data: table.rows.map((row) => row.values[0] ?? 0),
          itemStyle: { color: SERIES_COLOUR },
          ...(line ? { areaStyle: { opacity: 0.12 }, smooth: false } : { barMaxWidth: 48 }),
        },
      ],
    };
  }, [table, words, column.unit, name, line, phone]);
  return (
    <div className="panel insights__chart">
      <Chart label={t('chart', { column: name })} options={options} />
    </div>
  );
}
