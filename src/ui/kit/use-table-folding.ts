import { useCallback, useRef, useState, type RefCallback } from 'react';

/**
 * Whether a table's low-priority columns fold (their values then read under the row's main cell): only while the
 * table, every column shown, is wider than its box. A breakpoint folded columns on a laptop with room for them all, or
 * kept a wide table scrolling; this measures the table itself. `ref` goes on the scrolling box around the table.
 */
export function useTableFolding(): { ref: RefCallback<HTMLElement>; folded: boolean } {
  const [folded, setFolded] = useState(false);
  const foldedNow = useRef(false);
  /** The table's width with every column shown, when it last overflowed: the box must reach it to unfold. */
  const unfoldedWidth = useRef(0);
  const ref = useCallback((box: HTMLElement | null) => {
    if (!box || typeof ResizeObserver === 'undefined') return undefined;
    const fold = (next: boolean) => {
      foldedNow.current = next;
      setFolded(next);
    };
    const measure = () => {
      const table = box.querySelector('table');
      if (!table) return;
      if (!foldedNow.current && table.offsetWidth > box.clientWidth + 1) {
        unfoldedWidth.current = table.offsetWidth;
        fold(true);
      } else if (foldedNow.current && box.clientWidth >= unfoldedWidth.current) {
        fold(false);
      }
    };
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    const table = box.querySelector('table');
    if (table) observer.observe(table);
    return () => observer.disconnect();
  }, []);
  return { ref, folded };
}
