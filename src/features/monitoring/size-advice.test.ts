import { describe, expect, it } from 'vitest';
import { sizeAdvice } from './size-advice';

const t = (typeName: string, gib: number, partition = 1) => ({ typeName, cpu: String(gib / 8), memory: `${gib}Gi`, ha: 1, partition });
const sizes = [t('TG-1', 64), t('TG-00', 16), t('TG-0', 32), t('TG-2', 128), t('TG-4', 256)];

describe('sizeAdvice', () => {
  it('names the smallest size holding the peak with headroom when it runs hot', () => {
    // 94 % of 128 GiB = 120 GiB: TG-4 (256 GiB) holds it at 47 %; TG-2 would be 94 %.
    const a = sizeAdvice([86, 90, 94, null, 88], t('TG-2', 128), sizes);
    expect(a).toMatchObject({ kind: 'grow', size: 'TG-4', peakPercent: 94, typicalPercent: 89 });
    expect(a.peakGiB).toBeCloseTo(120.32);
  });

  it('names a smaller size when it idles, and keeps a size that fits', () => {
    expect(sizeAdvice([11, 12, 13], t('TG-0', 32), sizes)).toMatchObject({ kind: 'shrink', size: 'TG-00' });
    expect(sizeAdvice([50, 60], t('TG-2', 128), sizes)).toMatchObject({ kind: 'keep' });
  });

  it('says nothing without samples, and the largest size when none holds the peak', () => {
    expect(sizeAdvice([null, null], t('TG-2', 128), sizes).kind).toBe('none');
    expect(sizeAdvice([99], t('TG-4', 256), sizes)).toMatchObject({ kind: 'grow', size: 'TG-4' });
  });

  it('never advises a size that cannot hold the graph, and gives a read-only workspace the reason instead of a resize', () => {
    const GiB = 1024 ** 3;
    const ws = (is_rw: boolean, graphGiB: number) => ({ is_rw, graph_topology_size_bytes: graphGiB * GiB, folder_statistics: null });
    // The peak would fit TG-00 (16 GiB), but a 14 GiB graph takes 88 % of it: TG-0 holds it at 44 %.
    expect(sizeAdvice([11, 12, 13], t('TG-1', 64), sizes, ws(true, 14))).toMatchObject({ kind: 'shrink', size: 'TG-0' });
    expect(sizeAdvice([11, 12, 13], t('TG-1', 64), sizes, ws(true, 14)).refusal).toBeUndefined();
    // The case: a read-only workspace that idles is told why it cannot be resized.
    const ro = sizeAdvice([11, 12, 13], t('TG-0', 32), sizes, ws(false, 4));
    expect(ro).toMatchObject({ kind: 'shrink', size: 'TG-00' });
    expect(ro.refusal).toMatch(/read-only workspace cannot be resized/);
  });
});
