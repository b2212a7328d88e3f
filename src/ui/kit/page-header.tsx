import type { ReactNode } from 'react';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useBreadcrumb } from './use-breadcrumb';

/**
 * The head of every screen: the way back up (the app, then the page the return path names), the title with a
 * lead line, and the screen's main actions on the right.
 */
export function PageHeader({
  title,
  titleId,
  lead,
  actions,
  meta,
}: {
  title: ReactNode;
  /** The heading's id, for the screen's aria-labelledby. */
  titleId?: string;
  lead?: ReactNode;
  actions?: ReactNode;
  /** Small facts beside the title, such as a status badge. */
  meta?: ReactNode;
}) {
  const { t } = useTranslation('kit');
  const crumbs = useBreadcrumb();
  return (
    <header className="page-header">
      {crumbs.length > 0 && (
        <nav className="breadcrumb" aria-label={t('breadcrumb')}>
          <ol>
            {crumbs.map((crumb) => (
              <li key={crumb.href}>
                <Link href={crumb.href}>{crumb.label}</Link>
                <ChevronRight className="breadcrumb__separator" aria-hidden="true" size={14} />
              </li>
            ))}
          </ol>
        </nav>
      )}
      <div className="page-header__row">
        <div className="page-header__titles">
          <div className="page-header__title-line">
            <h1 id={titleId}>{title}</h1>
            {meta}
          </div>
          {lead && <p className="page-header__lead">{lead}</p>}
        </div>
        {actions && <div className="page-header__actions">{actions}</div>}
      </div>
    </header>
  );
}
