import { useState } from 'react';
import { runtime } from '@/api/runtime';
import { costByDay, costCsv, costCsvName, workspaceLabel, type CostGrouping } from './cost-views';
import { formatCents, type MonthCost } from './month-cost';
import { Section } from '@/ui/page';
import { download } from '@/ui/download';
import { CopyRequest } from '@/ui/copy-request';
import { CostChart } from './cost-chart';
import { ServiceFigures, type ServiceFiguresProps } from './service-figures';
import type { MonthCostState } from './use-month-cost';

/**
 * Where the month's money goes: per workgroup or per workspace, per day, as a chart or a table, a CSV
 * of every workspace's day whose total is the month to date shown, and the service's own figures beside.
 */
export function CostExplorer({ state, service }: { state: MonthCostState; service: ServiceFiguresProps }) {
  const [by, setBy] = useState<CostGrouping>('workgroup');
  const [view, setView] = useState<'chart' | 'table'>('chart');
  if (state.kind !== 'ready') return null;
  const { cost, fromHistory } = state;
  const { groups, days } = costByDay(cost, by);
  const source =
    runtime.mode === 'proxy'
      ? 'the service’s own price list (GET /billing/resource-pricing)'
      : 'the embedded control plane’s demo price list: assumed, not the vendor’s, except the rule that Insights costs a share (10 %, assumed) of the workspace’s compute price, which is the vendor’s';
  const label = `Cost per day by ${by}`;
  return (
    <Section
      title="Cost explorer"
      actions={
        <>
          <CopyRequest operation="getUsageHistory" args={() => ({})} label="Copy the usage read as cURL" />
          <button type="button" className="button button-small" onClick={() => download(costCsvName(cost), costCsv(cost))}>
            Download CSV
          </button>
        </>
      }
    >
      <div className="stack">
        <div className="row cost-controls">
          <fieldset className="row">
            <legend className="muted">Per</legend>
            {(['workgroup', 'workspace'] as const).map((k) => (
              <label key={k} className="check-field">
                <input type="radio" name="cost-by" checked={by === k} onChange={() => setBy(k)} /> {k === 'workgroup' ? 'Workgroup' : 'Workspace'}
              </label>
            ))}
          </fieldset>
          <fieldset className="row">
            <legend className="muted">Show as</legend>
            {(['chart', 'table'] as const).map((k) => (
              <label key={k} className="check-field">
                <input type="radio" name="cost-view" checked={view === k} onChange={() => setView(k)} /> {k === 'chart' ? 'Chart' : 'Table'}
              </label>
            ))}
          </fieldset>
        </div>
        {cost.days.length === 0 ? (
          <p className="muted">The month has only just begun.</p>
        ) : view === 'chart' ? (
          <CostChart groups={groups} days={days} label={label} />
        ) : (
          // Wider than the screen with many workspaces: the scrolling box takes the keyboard's focus.
          <div className="table-wrap" tabIndex={0} role="region" aria-label={`${label}, a table`}>
            <table aria-label={label} className="responsive row-headed">
              <thead>
                <tr>
                  <th scope="col">Day (UTC)</th>
                  {groups.map((g) => (
                    <th key={g.id} scope="col">
                      {g.label}
                    </th>
                  ))}
                  <th scope="col">Day’s total</th>
                </tr>
              </thead>
              <tbody>
                {days.map((d) => (
                  <tr key={d.day}>
                    <th scope="row" className="nowrap">
                      {d.day}
                    </th>
                    {d.values.map((v, i) => (
                      <td key={groups[i]!.id} data-label={groups[i]!.label}>
                        {formatCents(v)}
                      </td>
                    ))}
                    <td data-label="Day’s total">{formatCents(d.total)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">Month to date</th>
                  {groups.map((g) => (
                    <td key={g.id} data-label={g.label}>
                      {formatCents(g.total)}
                    </td>
                  ))}
                  <td data-label="Month to date">{formatCents(cost.soFar)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        )}
        <ServiceFigures {...service} cost={state} />
        {cost.unpriced.length > 0 && (
          <p className="notice notice-warn" role="note">
            Left out of the totals, for want of a price: {cost.unpriced.join('; ')}.
          </p>
        )}
        <WorkspaceTable cost={cost} />
        <p className="muted small">
          At {source}.{' '}
          {fromHistory
            ? 'Running hours come from the deployment’s usage history (GET /billing/usage): a workspace is billed from the moment it is created or resumed until it is paused or deleted, at the size, HA and add-ons in force each hour.'
            : 'This deployment keeps no usage history (GET /billing/usage is not offered), so pauses and resizes earlier this month cannot be counted and deleted workspaces are missing: each workspace counts in its present state from the month’s start or its creation.'}{' '}
          Storage is its billed size per GiB-month, for the share of the month it existed. Each workspace’s day is rounded to the cent, and every total is the
          sum of those days.
        </p>
      </div>
    </Section>
  );
}

function WorkspaceTable({ cost }: { cost: MonthCost }) {
  return (
    <div className="table-wrap">
      <table aria-label="Cost by workspace" className="responsive row-headed">
        <thead>
          <tr>
            <th scope="col">Workspace</th>
            <th scope="col">Billed at</th>
            <th scope="col">Hours run</th>
            <th scope="col">To date</th>
            <th scope="col">Month</th>
          </tr>
        </thead>
        <tbody>
          {cost.workspaces.map((w) => (
            <tr key={w.id}>
              <th scope="row">{workspaceLabel(w)}</th>
              <td data-label="Billed at">
                {w.deleted ? (
                  <span className="muted">deleted</span>
                ) : w.rates.length === 0 ? (
                  <span className="muted">nothing priced</span>
                ) : (
                  <ul className="plain-list small">
                    {w.rates.map((r) => (
                      <li key={r}>{r}</li>
                    ))}
                  </ul>
                )}
              </td>
              <td data-label="Hours run">{Math.round(w.hours).toLocaleString('en-US')}</td>
              <td data-label="To date">{formatCents(w.soFar)}</td>
              <td data-label="Month">{formatCents(w.soFar + w.rest)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
