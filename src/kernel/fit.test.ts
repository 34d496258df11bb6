import { describe, expect, it } from 'vitest';
import { TOPOLOGY_SHARE, footprintOf, graphFit, warns } from './fit';

const t = (typeName: string, memory: string) => ({ typeName, cpu: '4', memory, ha: 1, partition: 1 });
const GiB = 1024 ** 3;

describe('does the graph fit a size', () => {
  it('fits below the share, is tight above it, too small above the memory', () => {
    expect(graphFit(t('TG-1', '64Gi'), { topologyBytes: 20 * GiB, storedBytes: 0 }).verdict).toBe('fits');
    expect(graphFit(t('TG-1', '64Gi'), { topologyBytes: 64 * GiB * TOPOLOGY_SHARE, storedBytes: 0 }).verdict).toBe('fits');
    const tight = graphFit(t('TG-0', '32Gi'), { topologyBytes: 24 * GiB, storedBytes: 0 });
    expect(tight.verdict).toBe('tight');
    expect(tight.message).toBe('The graph may not fit TG-0: the graph takes 24 GiB in memory; TG-0 has 32 GiB (75 %, more than 70 %).');
    expect(graphFit(t('TG-00', '16Gi'), { topologyBytes: 24 * GiB, storedBytes: 0 }).verdict).toBe('too-small');
  });

  it('says it cannot tell when the graph size or the memory is unknown', () => {
    const noGraph = graphFit(t('TG-0', '32Gi'), { topologyBytes: 0, storedBytes: 5 * GiB });
    expect(noGraph.verdict).toBe('unknown');
    expect(noGraph.message).toContain('It stores 5 GiB on disk');
    expect(graphFit(t('TG-X', 'plenty'), { topologyBytes: GiB, storedBytes: 0 }).verdict).toBe('unknown');
    expect(warns(noGraph)).toBe(false);
  });

  it('reads the footprint from a workspace as the service reports it', () => {
    expect(footprintOf({ graph_topology_size_bytes: 7, folder_statistics: null })).toEqual({ topologyBytes: 7, storedBytes: 0 });
    expect(footprintOf({ graph_topology_size_bytes: 7, folder_statistics: { total_size: 9 } })).toEqual({ topologyBytes: 7, storedBytes: 9 });
  });
});
