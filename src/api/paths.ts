/** Operation paths: filling a template, matching a concrete path (no rows here: loading these loads no area). */

/** Every path template an operation answers at: the contract's, and revision A's where it has one. */
export function pathsOf(op: { path: string; revisionA?: string }): string[] {
  return 'revisionA' in op && op.revisionA ? [op.path, op.revisionA] : [op.path];
}

/** Fills `{name}` placeholders, each value URL-encoded. */
export function fillPath(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === '') throw new Error(`Missing path parameter ${key}`);
    return encodeURIComponent(value);
  });
}

/** Matches a concrete path against a template; returns its decoded params. */
export function matchPath(template: string, path: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{(\w+)\\?\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const m = new RegExp(`^${pattern}$`).exec(path);
  if (!m) return null;
  const params: Record<string, string> = {};
  try {
    names.forEach((name, i) => (params[name] = decodeURIComponent(m[i + 1]!)));
  } catch {
    return null;
  }
  return params;
}
