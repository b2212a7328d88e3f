import { useEffect, useState } from 'react';
import { Input, Label, SearchField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { ListControls } from '../../../../ui/kit/use-list-state';

/** Locations are free text, so the filter is typed: it applies on Enter or when the field is left. */
export function LocationFilter({ controls }: { controls: ListControls }) {
  const { t } = useTranslation('manage-assets');
  const applied = controls.state.filters.location ?? '';
  const [text, setText] = useState(applied);
  useEffect(() => setText(applied), [applied]);
  const apply = (value: string) => {
    if (value.trim() !== applied) controls.setFilter('location', value.trim() || undefined);
  };
  return (
    <SearchField
      className="field list-filter"
      value={text}
      onChange={setText}
      onSubmit={apply}
      onClear={() => apply('')}
      onBlur={() => apply(text)}
    >
      <Label>{t('field.location')}</Label>
      <Input className="input" />
    </SearchField>
  );
}
