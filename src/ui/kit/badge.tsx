import type { CSSProperties, ReactNode } from 'react';

export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/**
 * A tone's three colours from the theme (--tone-<tone>-bg, -text, -border), as the custom properties the kit's
 * stylesheet reads: one rule draws every tone, and a new tone is a new set of tokens only.
 */
export function toneStyle(tone: Tone): CSSProperties {
  return {
    '--tone-fill': `var(--tone-${tone}-bg)`,
    '--tone-ink': `var(--tone-${tone}-text)`,
    '--tone-line': `var(--tone-${tone}-border)`,
  } as CSSProperties;
}

/** A short state in words with the colour of what it means; the words carry the meaning, the colour only helps. */
export function Badge({ tone = 'neutral', children, dot = false }: { tone?: Tone; children: ReactNode; dot?: boolean }) {
  return (
    <span className={`badge badge--${tone}`} style={toneStyle(tone)}>
      {dot && <span className="badge__dot" aria-hidden="true" />}
      {children}
    </span>
  );
}
