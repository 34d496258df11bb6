import { Gauge, Registry } from 'prom-client';
import { serviceCpu, SERVICES, type WorkspaceSample } from '@/server/kernel/simulation';
import { TextAnswer } from '@/server/kernel/context';

/**
 * The scrape of one workspace, in the vendor's metric names and labels, written by
 * prom-client from a registry made for this one answer (nothing is kept between scrapes).
 */
export function scrapeText(sample: WorkspaceSample, licenseDaysLeft: number): TextAnswer {
  const registry = new Registry();
  const gauge = (name: string, help: string, labelNames: string[]) => new Gauge({ name, help, labelNames, registers: [registry] });
  const cpuUsage = gauge('tigergraph_cpu_usage', 'CPU use, percent; the node itself has an empty service_name', ['host_id', 'service_name']);
  const cpuAvailable = gauge('tigergraph_cpu_available', 'CPU idle, percent', ['host_id']);
  const cores = gauge('tigergraph_cpu_logical_cores_total', 'Logical cores', ['host_id']);
  const memUsage = gauge('tigergraph_memory_usage', 'Memory in use, MB', ['host_id', 'service_name']);
  const memAvailable = gauge('tigergraph_memory_available', 'Memory available, MB', ['host_id']);
  const memTotal = gauge('tigergraph_memory_total', 'Memory of the node, MB', ['host_id']);
  const memPercent = gauge('tigergraph_memory_usage_percent', 'Memory in use, percent', ['host_id']);
  const diskUsage = gauge('tigergraph_diskspace_usage', 'Disk space used, MB', ['host_id', 'path_name']);
  const diskFree = gauge('tigergraph_diskspace_free', 'Disk space free, MB', ['host_id', 'path_name']);
  const qps = gauge('tigergraph_qps', 'Queries per second', ['endpoint']);
  const latency = gauge('tigergraph_endpoint_latency', 'Endpoint latency, ms', ['endpoint']);
  const status = gauge('tigergraph_service_status', 'Service status: 6 online, 27 down, others in between', [
    'host_id',
    'service_name',
    'partition',
    'replica',
  ]);
  const license = gauge('tigergraph_license_days_left', 'Days left on the license', []);
  for (const node of sample.nodes) {
    const host_id = node.hostId;
    cpuUsage.set({ host_id, service_name: '' }, node.cpuPercent);
    for (const s of serviceCpu(node)) cpuUsage.set({ host_id, service_name: s.service }, s.percent);
    cpuAvailable.set({ host_id }, Math.round((100 - node.cpuPercent) * 10) / 10);
    cores.set({ host_id }, node.cores);
    const usedMB = Math.round((node.memoryTotalMB * node.memoryPercent) / 100);
    memUsage.set({ host_id, service_name: '' }, usedMB);
    memAvailable.set({ host_id }, node.memoryTotalMB - usedMB);
    memTotal.set({ host_id }, node.memoryTotalMB);
    memPercent.set({ host_id }, node.memoryPercent);
    for (const d of node.disk) {
      diskUsage.set({ host_id, path_name: d.path }, d.usedMB);
      diskFree.set({ host_id, path_name: d.path }, d.freeMB);
    }
    for (const service_name of SERVICES) {
      status.set({ host_id, service_name, partition: String(node.partition), replica: String(node.replica) }, node.serviceStatus);
    }
  }
  for (const e of sample.endpoints) {
    qps.set({ endpoint: e.endpoint }, e.qps);
    latency.set({ endpoint: e.endpoint }, e.latencyMs);
  }
  license.set(licenseDaysLeft);
  return new TextAnswer(registry.metrics(), registry.contentType);
}

const avg = (xs: number[]) => (xs.length ? Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 10) / 10 : 0);

/** One workspace's entry of the workgroup summary: each metric's average over its nodes (or endpoints). */
export function summaryMetrics(sample: WorkspaceSample): Record<string, { avgValue: number }> {
  const n = sample.nodes;
  const used = n.map((x) => Math.round((x.memoryTotalMB * x.memoryPercent) / 100));
  const gstore = n.map((x) => x.disk.find((d) => d.path === 'Gstore')?.usedMB ?? 0);
  return {
    tigergraph_cpu_usage: { avgValue: avg(n.map((x) => x.cpuPercent)) },
    tigergraph_memory_usage_percent: { avgValue: avg(n.map((x) => x.memoryPercent)) },
    tigergraph_memory_usage: { avgValue: avg(used) },
    tigergraph_memory_total: { avgValue: avg(n.map((x) => x.memoryTotalMB)) },
    tigergraph_diskspace_usage: { avgValue: avg(gstore) },
    tigergraph_qps: { avgValue: avg(sample.endpoints.map((e) => e.qps)) },
    tigergraph_endpoint_latency: { avgValue: avg(sample.endpoints.map((e) => e.latencyMs)) },
    tigergraph_service_status: { avgValue: avg(n.map((x) => x.serviceStatus)) },
  };
}
