import type { Region } from '@/kernel/meta-schema';

/** The options of a region select, from `workspaces/meta`: "us-east-1 · US East (N. Virginia)". */
export function RegionOptions({ regions, pending }: { regions: Region[] | undefined; pending: boolean }) {
  return (
    <>
      <option value="">{pending ? 'Loading regions…' : 'Choose a region'}</option>
      {(regions ?? []).map((r) => (
        <option key={r.name} value={r.name}>
          {r.name}
          {r.description ? ` · ${r.description}` : ''}
        </option>
      ))}
    </>
  );
}
