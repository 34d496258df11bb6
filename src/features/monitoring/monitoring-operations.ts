/**
 * A workspace's measurements (vendor-later-operations.md, Monitoring): the two paths
 * sit at the service's root, not under /controller/v4/v2; the scrape is text.
 */
import * as s from './monitoring-schema';
import type * as bodies from './monitoring-body';
import { bodyOf, op, WS } from '@/api/define';

export const monitoringOperations = {
  scrapeWorkspaceMetrics: op({
    method: 'GET',
    path: '/metrics/{workgroupID}/{workspaceID}',
    auth: 'apiKey',
    access: 'org',
    textAnswer: true,
    resource: 'monitoring',
    title: 'Scrape workspace metrics',
    body: undefined,
    result: s.ScrapeText,
  }),
  getWorkgroupMetrics: op({
    method: 'GET',
    path: '/observability/{workgroupID}/metrics',
    auth: 'apiKey',
    access: 'org',
    resource: 'monitoring',
    title: 'Workgroup metrics summary',
    body: undefined,
    result: s.WorkgroupMetrics,
  }),
  getAlertThresholds: op({
    assumed: true,
    method: 'GET',
    path: `${WS}/alert-thresholds`,
    auth: 'apiKey',
    access: 'member',
    resource: 'monitoring',
    title: 'Get alert thresholds',
    body: undefined,
    result: s.AlertThresholds,
  }),
  setAlertThresholds: op({
    assumed: true,
    method: 'PUT',
    path: `${WS}/alert-thresholds`,
    auth: 'apiKey',
    access: 'member',
    resource: 'monitoring',
    title: 'Set alert thresholds',
    body: bodyOf<typeof bodies.AlertThresholdsBody>(),
    result: s.AlertThresholds,
  }),
};
