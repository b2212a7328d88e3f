import { CHARTS, type ChartLoader } from '../../application/ports/chart-port';
import type { StartupModule } from '../../application/ports/startup-module';

// The chart library is fetched the first time a screen draws a chart, never at startup.
const loadCharts: ChartLoader = () => import('../charts/echarts-library').then((module) => module.echartsLibrary);

const charts: StartupModule = {
  name: 'charts',
  run({ container }) {
    container.set(CHARTS, loadCharts);
  },
};

export default charts;
