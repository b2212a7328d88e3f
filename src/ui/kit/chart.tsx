import { useEffect, useRef, useState } from 'react';
import { CHARTS, type ChartHandle, type ChartLoader, type ChartOptions } from '../../application/ports/chart-port';
import { useServices } from '../services/service-context';

/**
 * A chart drawn by the chart library, which loads on the first chart shown. The figures it draws are always in a
 * table beside it too, so where the library is missing or fails to load, nothing is lost but the picture.
 */
export function Chart({ label, options }: { label: string; options: ChartOptions }) {
  const services = useServices();
  const loader = services.has(CHARTS) ? services.get<ChartLoader>(CHARTS) : null;
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<ChartHandle | null>(null);
  // The options the chart opens with: later ones reach it through update.
  const latest = useRef(options);
  latest.current = options;
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!loader) return;
    let gone = false;
    loader().then(
      (library) => {
        if (gone || !element.current) return;
        chart.current = library.mount(element.current, latest.current);
      },
      () => setFailed(true),
    );
    const resize = () => chart.current?.resize();
    window.addEventListener('resize', resize);
    return () => {
      gone = true;
      window.removeEventListener('resize', resize);
      chart.current?.dispose();
      chart.current = null;
    };
  }, [loader]);

  useEffect(() => chart.current?.update(options), [options]);

  if (!loader || failed) return null;
  return <div ref={element} className="chart" role="img" aria-label={label} />;
}
