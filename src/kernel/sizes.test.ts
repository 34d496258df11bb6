import { describe, expect, it } from 'vitest';
import { barPercent, compareChange, compareSizes, describeChange, sortSizes } from './sizes';

const t = (typeName: string, cpu: string, memory: string, partition = 1) => ({ typeName, cpu, memory, ha: 1, partition });
const ladder = [
  t('TG-4', '32', '256Gi'),
  t('TG-0', '4', '32Gi'),
  t('TG-16', '128', '1024Gi', 2),
  t('TG-00', '2', '16Gi'),
  t('TG-2', '16', '128Gi'),
  t('TG-1', '8', '64Gi'),
];

describe('workspace size ladder', () => {
  it('orders sizes smallest first, TG-00 below TG-0', () => {
    expect(sortSizes(ladder).map((x) => x.typeName)).toEqual(['TG-00', 'TG-0', 'TG-1', 'TG-2', 'TG-4', 'TG-16']);
  });

  it('orders by resources even when names say nothing', () => {
    expect(compareSizes(t('small', '2', '8Gi'), t('large', '2', '16Gi'))).toBeLessThan(0);
    expect(compareSizes(t('A', '8', '1Ti'), t('B', '8', '512Gi'))).toBeGreaterThan(0);
  });

  it('describes a resize as the difference', () => {
    const up = compareChange(t('TG-1', '8', '64Gi'), t('TG-16', '128', '1024Gi', 2));
    expect(up).toMatchObject({ direction: 'up', cpu: 120, memoryGiB: 960, partitions: 1, factor: 16 });
    expect(describeChange(up)).toBe('Scale up: +120 vCPU, +960 GiB memory, +1 partition (16× compute)');
    const down = compareChange(t('TG-2', '16', '128Gi'), t('TG-0', '4', '32Gi'));
    expect(describeChange(down)).toBe('Scale down: −12 vCPU, −96 GiB memory (1/4 compute)');
    expect(compareChange(t('TG-2', '16', '128Gi'), t('TG-2', '16', '128Gi')).direction).toBe('same');
  });

  it('draws bars on a doubling scale that keeps small sizes visible', () => {
    expect(barPercent(512, 512, 2)).toBe(100);
    expect(barPercent(2, 512, 2)).toBeGreaterThanOrEqual(4);
    expect(barPercent(32, 512, 2)).toBeGreaterThan(barPercent(16, 512, 2));
  });
});
