import type http from 'node:http';

/**
 * The awkward upstream's fresh organization (variation `freshOrg`): no cloud
 * account of its own (an empty provider list), the vendor's providers offered in
 * awkward shapes (numbers as strings), and workgroups and workspaces created
 * here kept in memory. Test code only.
 */
const publicProviders = [
  {
    id: 'vendor-aws-use1',
    name: 'Vendor AWS us-east-1',
    org_id: 'vendor',
    platform: 'aws',
    region: 'us-east-1',
    status: 'Active',
    version: '2.0',
    version_number: '3',
    component_versions: 'operator 2.0.0',
  },
  {
    id: 'vendor-aws-euw1',
    name: 'Vendor AWS eu-west-1',
    org_id: 'vendor',
    platform: 'aws',
    region: 'eu-west-1',
    status: 'Active',
    version: '2.0',
    version_number: '3',
    component_versions: 'operator 2.0.0',
  },
];
let workgroups: Record<string, unknown>[] = [];
let counter = 0;

export function resetFreshOrg(): void {
  workgroups = [];
}

type Send = (res: http.ServerResponse, result: unknown, status?: number) => void;

/** Answers the fresh organization's requests; false when the path is not one of them. */
export async function freshOrg(
  rest: string,
  method: string,
  body: () => Promise<Record<string, unknown>>,
  res: http.ServerResponse,
  send: Send,
): Promise<boolean> {
  let m: RegExpExecArray | null;
  if (rest === '/cloud-providers/public' && method === 'GET') return (send(res, publicProviders), true);
  if (rest === '/cloud-providers' && method === 'GET') return (send(res, []), true);
  if (rest === '/workgroups' && method === 'GET') return (send(res, workgroups), true);
  if (rest === '/workgroups' && method === 'POST') {
    const b = await body();
    const p = publicProviders.find((x) => x.id === b.cloud_provider_id);
    if (!p) return (send(res, { Error: true }, 400), true);
    const wg = {
      workgroup_id: `wg-fresh-${++counter}`,
      name: b.name,
      platform: p.platform,
      region: p.region,
      cloud_provider_id: p.id,
      cloud_provider_name: p.name,
      workspaces: [],
      tg_databases: [],
    };
    workgroups.push(wg);
    return (send(res, wg), true);
  }
  if ((m = /^\/workgroups\/([^/]+)$/.exec(rest)) && method === 'GET') {
    const wg = workgroups.find((w) => w.workgroup_id === m![1]);
    return wg ? (send(res, wg), true) : false;
  }
  if ((m = /^\/workgroups\/([^/]+)\/workspaces$/.exec(rest)) && method === 'POST') {
    const wg = workgroups.find((w) => w.workgroup_id === m![1]);
    if (!wg) return false;
    const b = await body();
    const ws = {
      workspace_id: `ws-fresh-${++counter}`,
      name: b.name,
      workgroup_id: wg.workgroup_id,
      status: 'Active',
      region: wg.region,
      is_rw: 'true',
      workspace_type: { typeName: b.workspace_type_name },
    };
    (wg.workspaces as unknown[]).push(ws);
    return (send(res, ws), true);
  }
  if ((m = /^\/workgroups\/([^/]+)\/workspaces\/([^/]+)$/.exec(rest)) && method === 'GET') {
    const ws = workgroups.flatMap((w) => w.workspaces as { workspace_id: string }[]).find((w) => w.workspace_id === m![2]);
    return ws ? (send(res, ws), true) : false;
  }
  return false;
}
