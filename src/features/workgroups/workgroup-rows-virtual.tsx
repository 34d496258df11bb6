import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import type { WorkgroupListItem } from '@/kernel/workgroup-schema';
import { WorkgroupRow, WorkgroupTable } from './workgroup-row';

/**
 * A long workgroups table: only the rows near the viewport are in the DOM, so an
 * organization with thousands of workgroups renders and scrolls like a small one.
 */
export function VirtualWorkgroupRows({ workgroups, regionNames }: { workgroups: WorkgroupListItem[]; regionNames: Map<string, string> }) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  // Where the rows start on the page; before the first layout, about where the toolbar ends.
  const offset = bodyRef.current ? bodyRef.current.getBoundingClientRect().top + window.scrollY : 330;
  const virtualizer = useWindowVirtualizer({
    count: workgroups.length,
    estimateSize: () => 84,
    overscan: 4,
    scrollMargin: offset,
    // Until the window is measured, assume a screenful: the first rows are drawn at once.
    initialRect: { width: 0, height: 900 },
    getItemKey: (i) => workgroups[i]!.workgroup_id || `no-id-${i}`,
  });
  const items = virtualizer.getVirtualItems();
  const before = items.length ? items[0]!.start - virtualizer.options.scrollMargin : 0;
  const after = items.length ? virtualizer.getTotalSize() - (items.at(-1)!.end - virtualizer.options.scrollMargin) : 0;
  return (
    <WorkgroupTable count={workgroups.length} bodyRef={bodyRef}>
      {before > 0 && (
        <tr aria-hidden="true" className="spacer">
          <td colSpan={6} style={{ height: before }} />
        </tr>
      )}
      {items.map((item) => (
        <WorkgroupRow
          key={item.key}
          index={item.index}
          measure={virtualizer.measureElement}
          wg={workgroups[item.index]!}
          regionName={regionNames.get(workgroups[item.index]!.region)}
        />
      ))}
      {after > 0 && (
        <tr aria-hidden="true" className="spacer">
          <td colSpan={6} style={{ height: after }} />
        </tr>
      )}
    </WorkgroupTable>
  );
}
