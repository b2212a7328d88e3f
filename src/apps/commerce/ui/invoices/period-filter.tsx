import { useTranslation } from 'react-i18next';
import type { ListControls } from '../../../../ui/kit/use-list-state';

/** The list state a period keeps in the address: its first and last day, either open. */
export const PERIOD_FILTERS = ['from', 'to'] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The period of the address as the list call takes it; a garbled day is left out rather than sent. */
export function periodOf(controls: ListControls): { from?: string; to?: string } {
  const { from, to } = controls.state.filters;
  return { ...(from && DAY.test(from) && { from }), ...(to && DAY.test(to) && { to }) };
}

/** From and to, as the browser's own date fields. */
export function PeriodFilter({ controls }: { controls: ListControls }) {
  const { t } = useTranslation('commerce-invoices');
  return (
    <>
      {PERIOD_FILTERS.map((name) => (
        <label key={name} className="field list-filter">
          <span>{t(`period.${name}`)}</span>
          <input
            type="date"
            className="input"
            value={controls.state.filters[name] ?? ''}
            onChange={(event) => controls.setFilter(name, event.target.value || undefined)}
          />
        </label>
      ))}
    </>
  );
}
