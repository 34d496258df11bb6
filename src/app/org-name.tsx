import { useQuery } from '@tanstack/react-query';
import { orgQueries } from '@/api/queries/org';

/** The organization's display name in the header, from `GET /org/self` where the deployment offers it. */
export function OrgName({ demo }: { demo: boolean }) {
  const org = useQuery({ ...orgQueries.self(), retry: false });
  const name = org.data?.org_display_name || org.data?.org_name;
  if (!name) return demo ? <span className="pill">Demo organization</span> : null;
  return (
    <span className="pill" title={demo ? 'The demo organization of the embedded control plane' : undefined}>
      {name}
      {demo && <span className="muted"> · demo</span>}
    </span>
  );
}
