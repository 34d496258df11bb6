import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { orgQueries } from '@/kernel/org-queries';
import { OrgLogo } from './org-logo';
import { orgKeys } from '@/api/org-keys';
import { useEffect } from 'react';

/**
 * The organization's display name and logo in the header, from `GET /org/self` where the
 * deployment offers it; it opens the Organization screen (settings, quota, API keys).
 */
export function OrgName({ demo }: { demo: boolean }) {
  const org = useQuery(orgQueries.self());
  const name = org.data?.org_display_name || org.data?.org_name || (demo ? 'Demo organization' : 'Organization');
  // The switcher names each organization as its own key reads it: a changed display name follows.
  useEffect(() => {
    const active = orgKeys.active();
    if (org.data && active && active.label !== name) void orgKeys.relabel(active.orgId, name).catch(() => undefined);
  }, [org.data, name]);
  // Its accessible name starts with what it shows (WCAG 2.5.3, label in name); where it leads follows, unseen.
  return (
    <Link to="/organization" className="pill org-pill" activeProps={{ 'aria-current': 'page' }}>
      {org.data && <OrgLogo url={org.data.logo_url} name={name} decorative />}
      <span className="org-name">{name}</span>
      {demo && org.data && <span className="org-demo"> · demo</span>}
      <span className="visually-hidden">: organization, quota and API keys</span>
    </Link>
  );
}
