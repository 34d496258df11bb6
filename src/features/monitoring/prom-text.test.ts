import { describe, expect, it } from 'vitest';
import { parsePromText, PromTextError, samplesOf } from './prom-text';

describe('parsePromText', () => {
  it('reads samples with labels, escapes and special values, skipping comments', () => {
    const s = parsePromText(
      [
        '# HELP tigergraph_cpu_usage CPU',
        '# TYPE tigergraph_cpu_usage gauge',
        'tigergraph_cpu_usage{host_id="m1",service_name=""} 87.5',
        'tigergraph_cpu_usage{host_id="m1",service_name="GPE"} 39.4 1700000000000',
        'tigergraph_qps{endpoint="/q/a \\"x\\""} NaN',
        'tigergraph_license_days_left 400',
        '',
      ].join('\n'),
    );
    expect(s).toHaveLength(4);
    expect(samplesOf(s, 'tigergraph_cpu_usage', { service_name: '' })).toEqual([
      { name: 'tigergraph_cpu_usage', labels: { host_id: 'm1', service_name: '' }, value: 87.5 },
    ]);
    expect(s[2]!.labels.endpoint).toBe('/q/a "x"');
    expect(s[3]).toEqual({ name: 'tigergraph_license_days_left', labels: {}, value: 400 });
  });

  it('refuses a page that is not a scrape, naming the line', () => {
    expect(() => parsePromText('<!doctype html>\n<html>')).toThrow(PromTextError);
    expect(() => parsePromText('# ok\nm{a="1"} lots')).toThrow(/Line 2/);
    expect(() => parsePromText('m{a=1} 3')).toThrow(/labels/);
  });
});
