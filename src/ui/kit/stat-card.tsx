import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { toneStyle, type Tone } from './badge';

/**
 * One figure with its label, and a hint of what it means. With `href` the whole card leads to the list behind the
 * figure; its accessible name is the label and the figure together.
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
  const body = (
    <>
      <span className="stat-card__label">
        {icon && <span className="stat-card__icon">{icon}</span>}
        {label}
      </span>
      <span className="stat-card__value tabular">{value}</span>
      {hint && <span className="stat-card__hint">{hint}</span>}
    </>
  );
  return href ? (
    <Link href={href} className={`stat-card stat-card--${tone} stat-card--link`} style={toneStyle(tone)}>
      {body}
    </Link>
  ) : (
    <div className={`stat-card stat-card--${tone}`} style={toneStyle(tone)}>
      {body}
    </div>
  );
}
