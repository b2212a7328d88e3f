import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import type { ChartLibrary } from '../../application/ports/chart-port';

// Only what the portal draws is registered, so the rest of ECharts is shaken out of the bundle.
use([LineChart, BarChart, PieChart, GridComponent, TooltipComponent, LegendComponent, TitleComponent, SVGRenderer]);

export const echartsLibrary: ChartLibrary = {
  mount(element, options) {
    const chart = init(element, undefined, { renderer: 'svg' });
    chart.setOption(options);
    return {
      update: (next) => chart.setOption(next),
      resize: () => chart.resize(),
      dispose: () => chart.dispose(),
    };
  },
};
