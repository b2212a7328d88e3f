import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import type { ChartLibrary } from '../../application/ports/chart-port';

// Only what the portal draws is registered, so the rest of ECharts is shaken out of the bundle.
use([LineChart, BarChart, PieChart, GridComponent, TooltipComponent, LegendComponent, TitleComponent, SVGRenderer]);

/**
 * Greys readable on the light and the dark theme alike: the library writes colours into the SVG itself, where the
 * page's colour tokens do not reach, and its own defaults draw near-white grid lines across a dark page.
 */
const TEXT = '#8c959f';
const AXIS_LINE = { lineStyle: { color: 'rgba(140, 149, 159, 0.55)' } };
const AXIS = {
  axisLine: AXIS_LINE,
  axisTick: AXIS_LINE,
  axisLabel: { color: TEXT },
  nameTextStyle: { color: TEXT },
  splitLine: { lineStyle: { color: ['rgba(140, 149, 159, 0.3)'] } },
};
const PORTAL_CHART_THEME = {
  legend: { textStyle: { color: TEXT }, pageTextStyle: { color: TEXT } },
  categoryAxis: AXIS,
  valueAxis: AXIS,
  timeAxis: AXIS,
  logAxis: AXIS,
};

export const echartsLibrary: ChartLibrary = {
  mount(element, options) {
    const chart = init(element, PORTAL_CHART_THEME, { renderer: 'svg' });
    chart.setOption(options);
    return {
      update: (next) => chart.setOption(next),
      resize: () => chart.resize(),
      dispose: () => chart.dispose(),
    };
  },
};
