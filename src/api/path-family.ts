import type { Resource } from './operations';

/**
 * Which family of paths this deployment answers, for the operations that revision A
 * of the vendor's reference keeps elsewhere (vendor-operations.md: schedules at
 * `/workspaces/{workspaceID}/schedules`, no workgroup segment). The console asks
 * the contract's path first; when a deployment does not offer it, revision A's
 * path, and remembers per resource which one answered. A deployment is this
 * origin: the console always talks to the host that served it.
 */
export type PathFamily = 'contract' | 'revisionA';

const KEY = 'console.pathFamily';
let families: Partial<Record<Resource, PathFamily>> | undefined;

function load(): Partial<Record<Resource, PathFamily>> {
  if (families) return families;
  try {
    const raw: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '{}');
    families = typeof raw === 'object' && raw !== null ? (raw as Partial<Record<Resource, PathFamily>>) : {};
  } catch {
    families = {};
  }
  return families;
}

export const pathFamily = {
  of: (resource: Resource): PathFamily => (load()[resource] === 'revisionA' ? 'revisionA' : 'contract'),
  remember(resource: Resource, family: PathFamily): void {
    families = { ...load(), [resource]: family };
    try {
      window.localStorage.setItem(KEY, JSON.stringify(families));
    } catch {
      // Storage blocked: remembered for this page only.
    }
  },
};
