import type { ReactNode } from 'react';
import { Link } from 'wouter';

interface SectionTab {
  readonly key: string;
  readonly href: string;
  readonly label: string;
  readonly icon?: ReactNode;
  /** A count or badge after the label. */
  readonly extra?: ReactNode;
  readonly current: boolean;
}

/**
 * The sections of an app or a list as links (each its own address, so Back and bookmarks work), the current one
 * marked for assistive technology too. `pills` is the lighter look for a filter inside a section.
 */
export function SectionTabs({ label, tabs, variant = 'underline' }: { label: string; tabs: readonly SectionTab[]; variant?: 'underline' | 'pills' }) {
  return (
    <nav className={`section-tabs section-tabs--${variant}`} aria-label={label}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link href={tab.href} className="section-tabs__tab" aria-current={tab.current ? 'page' : undefined}>
              {tab.icon}
              <span>{tab.label}</span>
              {tab.extra}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
