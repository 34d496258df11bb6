import { describe, expect, it } from 'vitest';
import { parsePromText } from './prom-text';
import { currentFromScrape, summaryValue } from './monitoring-now';

describe('currentFromScrape', () => {
  it('reads each node, disk path and endpoint, and the services not online', () => {
    const now = currentFromScrape(
      parsePromText(
        [
          'tigergraph_cpu_usage{host_id="m2",service_name=""} 40',
          'tigergraph_cpu_usage{host_id="m1",service_name=""} 91.5',
          'tigergraph_cpu_usage{host_id="m1",service_name="GPE"} 50',
          'tigergraph_memory_usage_percent{host_id="m1"} 77',
          'tigergraph_diskspace_usage{host_id="m1",path_name="Gstore"} 2048',
          'tigergraph_qps{endpoint="/q"} 12.5',
          'tigergraph_service_status{host_id="m1",service_name="GPE",partition="1",replica="1"} 6',
          'tigergraph_service_status{host_id="m1",service_name="GSE",partition="1",replica="1"} 27',
        ].join('\n'),
      ),
    );
    expect(now.values.cpu).toEqual([
      { label: 'm1', value: 91.5 },
      { label: 'm2', value: 40 },
    ]);
    expect(now.values.disk).toEqual([{ label: 'm1 Gstore', value: 2048 }]);
    expect(now.values.qps).toEqual([{ label: '/q', value: 12.5 }]);
    expect(now.values.latency).toEqual([]);
    expect(now.servicesDown).toEqual([{ host: 'm1', service: 'GSE', status: 27 }]);
  });

  it('reads a summary value leniently', () => {
    expect(summaryValue({ tigergraph_cpu_usage: { avgValue: '81.5' } }, 'tigergraph_cpu_usage')).toBe(81.5);
    expect(summaryValue({ tigergraph_cpu_usage: { avgValue: 'hot' } }, 'tigergraph_cpu_usage')).toBeUndefined();
    expect(summaryValue(undefined, 'tigergraph_cpu_usage')).toBeUndefined();
  });
});
