/** One sample of a Prometheus text exposition. */
export interface PromSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The scrape could not be read: `line` is its 1-based line number. */
export class PromTextError extends Error {
  constructor(
    readonly line: number,
    reason: string,
  ) {
    super(`Line ${line} of the scrape could not be read: ${reason}`);
  }
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(.*)\})?\s+(\S+)(\s+-?\d+)?$/;
const LABEL = /\s*([a-zA-Z_][a-zA-Z0-9_]*)\s*=\s*"((?:[^"\\]|\\.)*)"\s*(,|$)/y;

function readLabels(text: string, line: number): Record<string, string> {
  const labels: Record<string, string> = {};
  LABEL.lastIndex = 0;
  while (LABEL.lastIndex < text.length) {
    const at = LABEL.lastIndex;
    const m = LABEL.exec(text);
    if (!m) {
      if (text.slice(at).trim() === '') break;
      throw new PromTextError(line, `labels not in the form name="value" near “${text.slice(at, at + 30)}”`);
    }
    labels[m[1]!] = m[2]!.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
  }
  return labels;
}

function readValue(raw: string, line: number): number {
  if (raw === 'NaN') return Number.NaN;
  if (raw === '+Inf') return Infinity;
  if (raw === '-Inf') return -Infinity;
  const v = Number(raw);
  if (raw === '' || Number.isNaN(v)) throw new PromTextError(line, `“${raw}” is not a number`);
  return v;
}

/**
 * Reads the text exposition format (version 0.0.4): comments and blank lines are
 * skipped, every other line must be a sample. Anything else throws PromTextError,
 * so that a page that is not a scrape is said to be one, never drawn as zeros.
 */
export function parsePromText(text: string): PromSample[] {
  const out: PromSample[] = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const m = SAMPLE.exec(line);
    if (!m) throw new PromTextError(i + 1, `not a sample (“${line.slice(0, 40)}”)`);
    out.push({ name: m[1]!, labels: m[3] ? readLabels(m[3], i + 1) : {}, value: readValue(m[4]!, i + 1) });
  });
  return out;
}

/** The samples of one metric, optionally only those whose labels match. */
export function samplesOf(samples: PromSample[], name: string, match: Record<string, string> = {}): PromSample[] {
  return samples.filter((s) => s.name === name && Object.entries(match).every(([k, v]) => (s.labels[k] ?? '') === v));
}
