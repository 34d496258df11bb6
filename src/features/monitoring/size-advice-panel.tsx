import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { metaQueries } from '@/kernel/meta-queries';
import type { Workspace } from '@/kernel/workspace-schema';
import { busiest } from './load-alerts';
import { HEADROOM_SHARE, sizeAdvice } from './size-advice';
import type { MetricHistory } from './metric-history';
import { METRIC_RANGES } from './metric-history';
import { formatGiB as gib } from '@/lib/format';

/** Peak and typical memory over the range against each size's memory; the advised size opens the resize dialog. */
export function SizeAdvicePanel({ ws, history }: { ws: Workspace; history: MetricHistory | undefined }) {
  const options = useQuery(metaQueries.workspaceOptions());
  const p = { workgroupID: ws.workgroup_id, workspaceID: ws.workspace_id };
  if (!ws.workspace_type) return <p className="muted">The workspace's size could not be read: no advice.</p>;
  if (options.isError) return <p className="notice">The list of sizes could not be read, so no size can be advised: {options.error.message}</p>;
  if (!history || !options.data) return <p className="muted">Reading the sizes and the memory use…</p>;
  const a = sizeAdvice(busiest(history.series.memory, history.times.length), ws.workspace_type, options.data.workspaceTypes, ws);
  if (a.kind === 'none') return <p className="notice">No memory samples in this range: nothing to advise from.</p>;
  const over = METRIC_RANGES[history.range].label;
  return (
    <div className="size-advice">
      <p>
        Over the last {over}, memory peaked at <strong>{gib(a.peakGiB)}</strong> ({a.peakPercent.toFixed(0)} % of {ws.workspace_type.typeName}'s memory on the
        busiest node) and was typically {gib(a.typicalGiB)} ({a.typicalPercent.toFixed(0)} %). A size should hold the peak within {HEADROOM_SHARE * 100} % of
        its memory.
      </p>
      {a.refusal && a.kind !== 'keep' ? (
        <p className="notice">
          {a.kind === 'grow'
            ? `${ws.workspace_type.typeName} is small for this peak (${a.size} would hold it with headroom). `
            : `It idles (${a.size} would hold its peak with headroom). `}
          {a.refusal} {a.kind === 'shrink' ? 'To spend less, pause it when it is not used, or let it stop by itself: ' : ''}
          <Link to="/workgroups/$workgroupID/workspaces/$workspaceID" params={p} search={{ dialog: a.kind === 'shrink' ? 'autostop' : 'resize' }}>
            {a.kind === 'shrink' ? 'Auto-stop settings' : 'Where to resize instead'}
          </Link>
        </p>
      ) : a.kind === 'keep' ? (
        <p className="notice notice-ok">{ws.workspace_type.typeName} fits: it is the smallest size that holds this peak with headroom.</p>
      ) : (
        <p className={a.kind === 'grow' ? 'notice notice-warn' : 'notice'}>
          {a.kind === 'grow'
            ? `${ws.workspace_type.typeName} is too small for this peak: ${a.size} is the smallest size that holds it with headroom. `
            : `It idles: ${a.size} is the smallest size that holds its peak with headroom. `}
          <Link to="/workgroups/$workgroupID/workspaces/$workspaceID" params={p} search={{ dialog: 'resize', size: a.size }}>
            Resize to {a.size}
          </Link>
        </p>
      )}
    </div>
  );
}
