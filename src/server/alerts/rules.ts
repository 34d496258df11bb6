import type { WorkgroupRecord, WorkspaceRecord } from '@/server/model';
import { METRIC_NAMES, type Metric } from './model';

/**
 * The organization's thresholds as Prometheus alerting rules (a YAML file for `rule_files`), in the
 * metric names and labels the `/metrics/{workgroup}/{workspace}` scrape exposes, with the target
 * labels `workgroup_id` and `workspace_id` the scrape config sets (src/features/monitoring/README.md). The same rule as the
 * embedded plane's (busiest.ts): the busiest node above the threshold for the sustain period.
 * Every scalar is written as a JSON string, which YAML reads as the same string.
 */
export interface RuleInput {
  orgName: string;
  forSeconds: number;
  workgroups: WorkgroupRecord[];
  workspaces: { ws: WorkspaceRecord; thresholds: Record<`${Metric}_percent`, number> }[];
}

const q = (s: string) => JSON.stringify(s);

/** The PromQL of a metric's busiest node for one workspace. */
export function busiestExpr(metric: Metric, workgroupId: string, workspaceId: string): string {
  const sel = (extra = '') => `{${extra}workgroup_id=${q(workgroupId)}, workspace_id=${q(workspaceId)}}`;
  const by = 'by (workgroup_id, workspace_id)';
  const byNode = 'by (workgroup_id, workspace_id, host_id)';
  if (metric === 'cpu') return `max ${by} (tigergraph_cpu_usage${sel('service_name="", ')})`;
  if (metric === 'memory') return `max ${by} (tigergraph_memory_usage_percent${sel()})`;
  const used = `sum ${byNode} (tigergraph_diskspace_usage${sel()})`;
  return `max ${by} (100 * ${used} / (${used} + max ${byNode} (tigergraph_diskspace_free${sel()})))`;
}

export function alertingRules(input: RuleInput): string {
  const lines = [
    `# Prometheus alerting rules for the organization ${input.orgName}, from the graph console's thresholds.`,
    '# Each workspace is scraped at /metrics/{workgroup}/{workspace} with the target labels workgroup_id and',
    '# workspace_id (README, Monitoring). Check with: promtool check rules <this file>',
    'groups:',
  ];
  for (const wg of input.workgroups) {
    const mine = input.workspaces.filter((w) => w.ws.workgroup_id === wg.workgroup_id);
    if (mine.length === 0) continue;
    lines.push(`  - name: ${q(`graph-console ${wg.workgroup_id}`)}`, '    rules:');
    for (const { ws, thresholds } of mine) {
      for (const metric of ['cpu', 'memory', 'disk'] as const) {
        const threshold = thresholds[`${metric}_percent`];
        const name = METRIC_NAMES[metric];
        lines.push(
          `      - alert: ${q(`Workspace${name}High`)}`,
          `        expr: ${q(`${busiestExpr(metric, ws.workgroup_id, ws.workspace_id)} > ${threshold}`)}`,
          `        for: ${q(`${input.forSeconds}s`)}`,
          '        labels:',
          `          severity: "warning"`,
          `          metric: ${q(metric)}`,
          `          threshold: ${q(String(threshold))}`,
          `          organization: ${q(input.orgName)}`,
          `          workgroup_name: ${q(wg.name)}`,
          `          workspace_name: ${q(ws.name)}`,
          '        annotations:',
          `          summary: ${q(`${name} of ${ws.name || ws.workspace_id} above ${threshold} %`)}`,
          `          description: ${q(
            `${name} of the busiest node of workspace ${ws.name} (${ws.workspace_id}, workgroup ${wg.name}, organization ${input.orgName}) is {{ $value | printf "%.1f" }} %, above its threshold of ${threshold} %.`,
          )}`,
        );
      }
    }
  }
  if (lines.length === 4) lines.push('  []');
  return `${lines.join('\n')}\n`;
}
