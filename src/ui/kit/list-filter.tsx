import type { ListControls } from './use-list-state';

/** A list filter as a native select: one choice among the options, or every record. */
export function ListFilter({
  label,
  name,
  options,
  anyLabel,
  controls,
}: {
  label: string;
  name: string;
  options: readonly { readonly value: string; readonly label: string }[];
  anyLabel: string;
  controls: ListControls;
}) {
  return (
    <label className="field list-filter">
      <span>{label}</span>
      <select className="input" value={controls.state.filters[name] ?? ''} onChange={(event) => controls.setFilter(name, event.target.value || undefined)}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
