import { Suspense, lazy, memo } from 'react';
import type { WorkgroupListItem } from '@/kernel/workgroup-schema';
import { importWithRetry } from '@/ui/lazy';
import { WorkgroupRow, WorkgroupTable } from './workgroup-row';

/** Up to this many rows the table draws them all; a longer list draws only those near the viewport. */
export const ALL_ROWS_UP_TO = 100;

// If its file cannot be fetched even after retries, the list is drawn whole rather than replaced by an error.
const VirtualWorkgroupRows = lazy(() =>
  importWithRetry(() => import('./workgroup-rows-virtual')).then(
    (m) => ({ default: m.VirtualWorkgroupRows }),
    () => ({ default: (props: Rows) => <AllRows {...props} upTo={Infinity} /> }),
  ),
);

type Rows = { workgroups: WorkgroupListItem[]; regionNames: Map<string, string> };

/**
 * The workgroups table. Most organizations have a few workgroups: all their rows are drawn,
 * and the windowing library (react-virtual) is never fetched. A long list loads it and keeps
 * only the rows near the viewport in the DOM; meanwhile its first rows show.
 * Memoized, like its rows: a keystroke in the filter re-renders the text box at
 * once and the table only when the filtered list it is given has changed.
 */
export const WorkgroupRows = memo(function WorkgroupRows({ workgroups, regionNames }: Rows) {
  const all = <AllRows workgroups={workgroups} regionNames={regionNames} upTo={ALL_ROWS_UP_TO} />;
  if (workgroups.length <= ALL_ROWS_UP_TO) return all;
  return (
    <Suspense fallback={all}>
      <VirtualWorkgroupRows workgroups={workgroups} regionNames={regionNames} />
    </Suspense>
  );
});

function AllRows({ workgroups, regionNames, upTo }: Rows & { upTo: number }) {
  return (
    <WorkgroupTable count={workgroups.length}>
      {workgroups.slice(0, upTo).map((wg, i) => (
        <WorkgroupRow key={wg.workgroup_id || `no-id-${i}`} index={i} wg={wg} regionName={regionNames.get(wg.region)} />
      ))}
    </WorkgroupTable>
  );
}
