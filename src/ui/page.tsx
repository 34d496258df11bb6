import { useEffect, useId, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';

interface Crumb {
  label: string;
  to?: string;
  params?: Record<string, string>;
}

/** The heading of every screen: breadcrumbs, a title that also names the tab, and actions. */
export function PageHeader({ title, crumbs = [], actions, description }: { title: string; crumbs?: Crumb[]; actions?: ReactNode; description?: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · Graph Cloud Console`;
  }, [title]);
  return (
    <header className="page-header">
      {crumbs.length > 0 && (
        <nav aria-label="Breadcrumb" className="breadcrumbs">
          <ol>
            {crumbs.map((c, i) => (
              <li key={i}>
                {c.to ? (
                  <Link to={c.to} params={c.params as never}>
                    {c.label}
                  </Link>
                ) : (
                  <span>{c.label}</span>
                )}
              </li>
            ))}
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
      )}
      <div className="page-title-row">
        <h1>{title}</h1>
        {actions && <div className="page-actions">{actions}</div>}
      </div>
      {description && <p className="page-description">{description}</p>}
    </header>
  );
}

export function Section({ title, children, actions, id: anchor }: { title: string; children: ReactNode; actions?: ReactNode; id?: string }) {
  const id = useId();
  return (
    <section className="panel" aria-labelledby={id} id={anchor}>
      <div className="panel-header">
        <h2 id={id}>{title}</h2>
        {actions && <div className="panel-actions">{actions}</div>}
      </div>
      {children}
    </section>
  );
}

/** One fact of a definition list: a label and its value. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
