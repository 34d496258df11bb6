/** A component a cloud provider runs, as `component_versions` names it ("operator 1.9.2, agent 4.2.1"). */
export interface Component {
  name: string;
  version: string;
}

/** "operator 1.9.2, agent 4.2.1" → [{ name: 'operator', version: '1.9.2' }, …]; parts that do not read are left out. */
export function parseComponents(text: string): Component[] {
  return text
    .split(',')
    .map((part) => /^\s*([\w.-]+)\s+v?(\d[\w.+-]*)\s*$/.exec(part))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ name: m[1]!, version: m[2]! }));
}

/** Compares dotted versions numerically, part by part ("1.10.0" is newer than "1.9.2"); a pre-release suffix sorts before its release. */
export function compareVersions(a: string, b: string): number {
  const [ca = '', pa = ''] = a.split('-', 2);
  const [cb = '', pb = ''] = b.split('-', 2);
  const xs = ca.split('.').map((n) => Number(n) || 0);
  const ys = cb.split('.').map((n) => Number(n) || 0);
  for (let i = 0; i < Math.max(xs.length, ys.length); i++) {
    const d = (xs[i] ?? 0) - (ys[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  if (pa === pb) return 0;
  return pa === '' ? 1 : pb === '' ? -1 : pa < pb ? -1 : 1;
}

export interface ComponentUpgrade {
  name: string;
  from: string;
  to: string;
}

/** The components `running` has older than `current` (or lacks): what an upgrade would change. */
export function outdatedComponents(running: readonly Component[], current: readonly Component[]): ComponentUpgrade[] {
  return current.flatMap((c) => {
    const mine = running.find((r) => r.name === c.name);
    return !mine || compareVersions(mine.version, c.version) < 0 ? [{ name: c.name, from: mine?.version ?? '', to: c.version }] : [];
  });
}

/** The newest version of each component among several providers' (the vendor's own run the current ones). */
export function newestComponents(lists: readonly (readonly Component[])[]): Component[] {
  const best = new Map<string, string>();
  for (const list of lists) for (const c of list) if (!best.has(c.name) || compareVersions(c.version, best.get(c.name)!) > 0) best.set(c.name, c.version);
  return [...best].map(([name, version]) => ({ name, version }));
}
