import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { orgQueries } from '@/api/resources/org';

/**
 * The organization's display name in the header, from `GET /org/self` where the
 * deployment offers it; it opens the Organization screen (quota, API keys).
 */
export function OrgName({ demo }: { demo: boolean }) {
  const org = useQuery({ ...orgQueries.self(), retry: false });
  const name = org.data?.org_display_name || org.data?.org_name || (demo ? 'Demo organization' : 'Organization');
  return (
    <Link
      to="/organization"
      className="pill"
      activeProps={{ 'aria-current': 'page' }}
      aria-label={`${name}${demo ? ' (demo)' : ''}: organization, quota and API keys`}
    >
      {name}
      {demo && org.data && (
        <span className="org-demo" aria-hidden="true">
          {' '}
          · demo
        </span>
      )}
    </Link>
  );
}
