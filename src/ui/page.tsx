import { useEffect, useId, type ReactNode } from 'react';
import { Link, useMatches } from '@tanstack/react-router';

interface RouteCrumb {
  label: string;
  to: string;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The screen's name: its heading and the tab's title (a screen about one entity may name it instead). */
    title?: string;
    /** The screens above it; "Workgroup" and "Workspace" stand for the names the screen knows. */
    crumbs?: readonly RouteCrumb[];
  }
}

/** The names of what the screen shows, in place of its route's "Workgroup" and "Workspace" crumbs. */
interface Names {
  workgroup?: string;
  workspace?: string;
}

function nameOf(to: string, names: Names | undefined): string | undefined {
  if (to.endsWith('$workspaceID')) return names?.workspace;
  if (to.endsWith('$workgroupID')) return names?.workgroup;
  return undefined;
}

/**
 * The heading of every screen: breadcrumbs, a title that also names the tab, and
 * actions. The title and the breadcrumbs are the matched route's (its staticData),
 * declared once there; `title` names the entity instead where the screen knows it.
 */
export function PageHeader({ title: named, names, actions, description }: { title?: string; names?: Names; actions?: ReactNode; description?: ReactNode }) {
  const match = useMatches({ select: (ms) => ms.findLast((m) => m.staticData.title) });
  const title = named ?? match?.staticData.title ?? '';
  const crumbs = match?.staticData.crumbs ?? [];
  useEffect(() => {
    document.title = `${title} · Graph Cloud Console`;
  }, [title]);
  return (
    <header className="page-header">
      {crumbs.length > 0 && (
        <nav aria-label="Breadcrumb" className="breadcrumbs">
          <ol>
            {crumbs.map((c) => (
              <li key={c.to}>
                {/* The route's own params: a crumb's path is one of its parents', so they fill it (typed per route, hence the cast). */}
                <Link to={c.to} params={match?.params as never}>
                  {nameOf(c.to, names) || c.label}
                </Link>
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
