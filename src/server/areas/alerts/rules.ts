import type { WorkgroupRecord, WorkspaceRecord } from '@/server/model';
import { METRIC_NAMES, type Metric } from './model';

/**
 * The organization's thresholds as Prometheus alerting rules (a YAML file for `rule_files`), in the
 * metric names and labels the `/metrics/{workgroup}/{workspace}` scrape exposes, with the target
 * labels `workgroup_id` and `workspace_id` the scrape config sets (src/features/monitoring/README.md). The same rule as the
 * embedded plane's (busiest.ts): the busiest node above the threshold for the sustain period.
 * Every scalar is a YAML double-quoted scalar (`yamlString`), so a name holds whatever it holds and the file stays valid.
 */
export interface RuleInput {
  orgName: string;
  forSeconds: number;
  workgroups: WorkgroupRecord[];
  workspaces: { ws: WorkspaceRecord; thresholds: Record<`${Metric}_percent`, number> }[];
}

/** A PromQL string literal. */
const q = (s: string) => JSON.stringify(s);

const wellFormed = (s: string) => s.replace(/\p{Cs}/gu, '\ufffd');

/**
 * A YAML double-quoted scalar that any YAML reader takes back as exactly `s`. Prometheus's reader (Go, YAML 1.1)
 * also ends a line at U+0085, U+2028 and U+2029 and refuses DEL, C1 controls, a byte-order mark and U+FFFE/U+FFFF raw:
 * those are escaped as \uXXXX (as JSON escapes the C0 controls, quotes and backslashes: escapes YAML shares, so that
 * JSON.parse reads the scalar as YAML does). A lone UTF-16 half, which no UTF-8 file can hold, becomes U+FFFD.
 */
export function yamlString(s: string): string {
  return JSON.stringify(wellFormed(s)).replace(/[\u007f-\u009f\u2028\u2029\ufeff\ufffe\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
const y = yamlString;

/**
 * A name in a label or an annotation, which Prometheus both run as Go templates: a name holding "{{" is written as a
 * template string constant (Go reads JSON's escapes), so that it prints as it is instead of breaking the template.
 */
const text = (s: string) => (s.includes('{{') ? `{{ ${JSON.stringify(wellFormed(s))} }}` : s);

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
    `# Prometheus alerting rules for the organization ${y(input.orgName)}, from the graph console's thresholds.`,
    '# Each workspace is scraped at /metrics/{workgroup}/{workspace} with the target labels workgroup_id and',
    '# workspace_id (README, Monitoring). Check with: promtool check rules <this file>',
    'groups:',
  ];
  for (const wg of input.workgroups) {
    const mine = input.workspaces.filter((w) => w.ws.workgroup_id === wg.workgroup_id);
    if (mine.length === 0) continue;
    lines.push(`  - name: ${y(`graph-console ${wg.workgroup_id}`)}`, '    rules:');
    for (const { ws, thresholds } of mine) {
      for (const metric of ['cpu', 'memory', 'disk'] as const) {
        const threshold = thresholds[`${metric}_percent`];
        const name = METRIC_NAMES[metric];
        lines.push(
          `      - alert: ${y(`Workspace${name}High`)}`,
          `        expr: ${y(`${busiestExpr(metric, ws.workgroup_id, ws.workspace_id)} > ${threshold}`)}`,
          `        for: ${y(`${input.forSeconds}s`)}`,
          '        labels:',
          `          severity: "warning"`,
          `          metric: ${y(metric)}`,
          `          threshold: ${y(String(threshold))}`,
          `          organization: ${y(text(input.orgName))}`,
          `          workgroup_name: ${y(text(wg.name))}`,
          `          workspace_name: ${y(text(ws.name))}`,
          '        annotations:',
          `          summary: ${y(`${name} of ${text(ws.name || ws.workspace_id)} above ${threshold} %`)}`,
          `          description: ${y(
            `${name} of the busiest node of workspace ${text(ws.name)} (${text(ws.workspace_id)}, workgroup ${text(wg.name)}, organization ${text(input.orgName)}) is {{ $value | printf "%.1f" }} %, above its threshold of ${threshold} %.`,
          )}`,
        );
      }
    }
  }
  if (lines.length === 4) lines.push('  []');
  return `${lines.join('\n')}\n`;
}
