import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Input, Label, SearchField } from 'react-aria-components';
import type { ListControls } from './use-list-state';

const SETTLE_MS = 300;

/** Free-text search of a server list: it asks once typing settles, and at once on Enter. */
export function ListSearch({ label, controls }: { label: string; controls: ListControls }) {
  const [text, setText] = useState(controls.state.q);
  const { q } = controls.state;
  useEffect(() => setText(q), [q]);
  useEffect(() => {
    if (text.trim() === q) return;
    const timer = setTimeout(() => controls.setSearch(text.trim()), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [text, q, controls]);
  return (
    <SearchField className="field list-search" value={text} onChange={setText} onSubmit={() => controls.setSearch(text.trim())}>
      <Label>{label}</Label>
      <span className="search-input">
        <Search className="search-input__icon" size={14} aria-hidden="true" />
        <Input className="input" />
      </span>
    </SearchField>
  );
}
