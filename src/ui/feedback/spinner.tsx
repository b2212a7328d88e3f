import type { CSSProperties } from 'react';
import './spinner.css';

/** A turning ring. Decorative: whoever shows it says in words what is going on. */
export function Spinner({ size }: { size: number }) {
  return (
    <span className="feedback-spinner" aria-hidden="true" style={{ '--spinner-size': `${size}px` } as CSSProperties} />
  );
}
