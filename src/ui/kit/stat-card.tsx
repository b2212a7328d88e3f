import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { toneStyle, type Tone } from './badge';

/**
 * One figure with its label, and a hint of what it means: a term and its definition, which a screen reader reads as
 * "Balance, €556.00". With `href` the whole card leads to the list behind the figure; its accessible name is the
 * label and the figure together.
 */
export function StatCard({
  label,
  value,
  hint,
  href,
  icon,
  tone = 'neutral',
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  href?: string;
  icon?: ReactNode;
  tone?: Tone;
}) {
  const labelled = (
    <>
      {icon && <span className="stat-card__icon">{icon}</span>}
      {label}
    </>
  );
  return href ? (
    <Link href={href} className={`stat-card stat-card--${tone} stat-card--link`} style={toneStyle(tone)}>
      <span className="stat-card__label">{labelled}</span>
      <span className="stat-card__value tabular">{value}</span>
      {hint && <span className="stat-card__hint">{hint}</span>}
    </Link>
  ) : (
    <dl className={`stat-card stat-card--${tone}`} style={toneStyle(tone)}>
      <dt className="stat-card__label">{labelled}</dt>
      <dd className="stat-card__value tabular">{value}</dd>
      {hint && <dd className="stat-card__hint">{hint}</dd>}
    </dl>
  );
}
