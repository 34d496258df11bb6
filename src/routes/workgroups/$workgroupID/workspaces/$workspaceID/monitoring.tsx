import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { screenLoader } from '@/api/screen-reads';
import type { MetricRange } from '@/features/monitoring/metric-history';
import { MonitoringScreen } from '@/features/monitoring/monitoring-screen';
import { facts } from '@/features/monitoring/monitoring.route-facts';
import { routeStaticData } from '@/lib/route-facts.gen';

export const Route = createFileRoute('/workgroups/$workgroupID/workspaces/$workspaceID/monitoring')({
  staticData: routeStaticData['/workgroups/$workgroupID/workspaces/$workspaceID/monitoring'],
  // ?range=1h|24h|7d: the range is in the address, so a link or a reload shows the same.
  // (Checked here without lib/metric-history, which every screen's first load would then carry.)
  validateSearch: (raw: { range?: unknown } & SearchSchemaInput): { range: MetricRange } => ({
    range: raw.range === '24h' || raw.range === '7d' ? raw.range : '1h',
  }),
  loader: screenLoader(facts),
  component: MonitoringScreen,
});
