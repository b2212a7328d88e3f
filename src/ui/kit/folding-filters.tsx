import { SlidersHorizontal } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../feedback/use-media-query';

/**
 * A list's filters: all in view on a wide screen; on a phone, where they would fill the first screen, folded behind one
 * button that says how many are set, so the list itself comes first.
 */
export function FoldingFilters({ active, children }: { active: number; children: ReactNode }) {
  const { t } = useTranslation('kit');
  const phone = useIsPhone();
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!phone) return children;
  return (
    <>
      <button type="button" className="button folding-filters__toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        <SlidersHorizontal size={16} aria-hidden="true" />
        {active > 0 ? t('list.filtersSet', { count: active }) : t('list.filters')}
      </button>
      <div id={id} className="folding-filters" hidden={!open}>
        {children}
      </div>
    </>
  );
}
