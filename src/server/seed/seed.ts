import { seedUsage } from '@/server/areas/billing/usage-meter';
import type { Collection } from '@/server/store/store';
import type { Collections } from '@/server/store/collections';
import type { AllowRecord, CloudProviderRecord, DatabaseRecord, ScheduleRecord, UserRecord, WorkgroupRecord, WorkspaceRecord } from '@/server/model';
import { defaultAgentConfig, regions, roleCatalog, workspaceTypes } from '@/server/catalog';
import { seedAccess } from './seed-access';
import { demoOrg } from '@/server/access/key-owners';
import { seedBackups } from '@/server/areas/backups/backup-model';
import { currentComponentVersions, currentProviderVersion } from '@/server/kernel/public-providers';
import { seededProviderOf } from './seed-providers';
import { parseMemoryGiB } from '@/lib/format';

const GB = 1024 ** 3;

/** A small deterministic generator, so every fresh data directory starts the same. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const namedWorkgroups = ['Fraud detection', 'Customer 360', 'Supply chain', 'Recommendations', 'Network security', 'Knowledge graph'];
const workspaceNames = ['production', 'analytics', 'staging', 'dev', 'reporting'];
const seededStatuses = ['Active', 'Active', 'Idle', 'Stopped', 'Active'];
/** Each seeded workspace's graph as a share of its size's memory: all within the 70 % fit rule (kernel/fit.ts). */
const graphShares = [0.2, 0.15, 0.3, 0.25, 0.35];

interface SeedOptions {
  workgroups: number;
  workspacesPerWorkgroup: number;
}

// One demo workspace runs a version close to its end of life, with upgrades offered.
const versionOf = (wsId: string) => (wsId === 'ws-0001-3' ? '4.1.3' : '4.2.1');

export function buildSeed(opts: SeedOptions, now = Date.now()): { c: Collection; id: string; v: unknown }[] {
  const rand = prng(42);
  const out: { c: Collection; id: string; v: unknown }[] = [];
  const put = <C extends Collection>(c: C, id: string, v: Collections[C]) => out.push({ c, id, v });
  const at = (daysAgo: number) => new Date(now - daysAgo * 86_400_000).toISOString();
  const org = { org_id: demoOrg.id, org_name: demoOrg.name };

  const providers: CloudProviderRecord[] = [
    provider('cp-aws-prod', 'Acme AWS production', 'us-east-1', '123456789012', 'Active', ''),
    provider('cp-aws-eu', 'Acme AWS Europe', 'eu-west-1', '210987654321', 'Active', ''),
    provider('cp-aws-lab', 'Research lab account', 'us-west-2', '555544443333', 'Error', 'AssumeRole failed: the trust policy does not list the external id.'),
  ];
  function provider(id: string, name: string, region: string, account: string, status: string, lastError: string): CloudProviderRecord {
    return {
      id,
      short_id: id.slice(3, 11),
      name,
      org_id: org.org_id,
      platform: 'aws',
      region,
      type: 'public',
      role_arn: `arn:aws:iam::${account}:role/GraphServiceAccess`,
      role_external_id: 'seeded-external-id-not-shown-000000',
      options: { account_id: account, secure_connection: id === 'cp-aws-prod' },
      api_tokens: [],
      availability_zones: [`${region}a`, `${region}b`, `${region}c`],
      cluster_enabled_log_types: ['api', 'audit', 'authenticator'],
      // One provider runs older components than the current ones: its screen offers the upgrade.
      component_versions: id === 'cp-aws-eu' ? 'operator 1.8.4, agent 4.1.3, ingress 1.10.2' : currentComponentVersions,
      cluster_id: `eks-${id}`,
      endpoint_service_name: `com.amazonaws.vpce.${region}.vpce-svc-0${id.length}a7f2`,
      last_error: lastError,
      node_group_config: {
        ng_16: { min_size: 0, max_size: 6, overprovisioning_factor: 1 },
        ng_32: { min_size: 0, max_size: 4, overprovisioning_factor: 1 },
        ng_48: { min_size: 0, max_size: 2, overprovisioning_factor: 0 },
        ng_64: { min_size: 0, max_size: 2, overprovisioning_factor: 0 },
        ng_system: { min_size: 2, max_size: 3, overprovisioning_factor: 0 },
        prefetch_image_list: ['tg/tigergraph:4.2.1'],
      },
      security_group_id: `sg-0${account.slice(0, 8)}`,
      subnet_id: [`subnet-0${account.slice(0, 6)}a`, `subnet-0${account.slice(0, 6)}b`],
      vpc_id: `vpc-0${account.slice(0, 8)}`,
      vpc_owned_by_tg: id !== 'cp-aws-prod',
      status,
      version: id === 'cp-aws-eu' ? '1.8.4' : currentProviderVersion,
      version_number: 3,
      work_dir: `/var/lib/provisioner/${id}`,
      created_at: at(200),
      updated_at: at(3),
      created_by: 'ada@acme.example',
    };
  }
  providers.forEach((p) => put('cloudProviders', p.id, p));

  for (let g = 0; g < opts.workgroups; g++) {
    const id = `wg-${String(g + 1).padStart(4, '0')}`;
    const region = regions[g % regions.length]!.name;
    // In its provider's region: an own account there, else the vendor's.
    const provider = seededProviderOf(region, providers);
    const wg: WorkgroupRecord = {
      workgroup_id: id,
      name: namedWorkgroups[g] ?? `Workgroup ${String(g + 1).padStart(4, '0')}`,
      cloud_provider_id: provider.id,
      cloud_provider_name: provider.name,
      cloud_provider_status: provider.status,
      cloud_provider_type: provider.type,
      creator: g % 3 === 0 ? 'ada@acme.example' : 'grace@acme.example',
      enable_allow_list: g === 0,
      enable_application_log: g % 2 === 0,
      encryption_method: 'TMK',
      ...org,
      platform: 'aws',
      region,
      shared_storage: g % 2 === 1,
    };
    put('workgroups', id, wg);

    for (let w = 0; w < opts.workspacesPerWorkgroup; w++) {
      const wsId = `ws-${String(g + 1).padStart(4, '0')}-${w + 1}`;
      const dbId = `db-${String(g + 1).padStart(4, '0')}-${w + 1}`;
      const size = workspaceTypes[[3, 1, 0, 2, 4][w % 5]!]!;
      const status = g === 0 && w === 2 ? 'Stopped' : seededStatuses[(g + w) % seededStatuses.length]!;
      const wsName = workspaceNames[w % workspaceNames.length]!;
      // The graph is sized against the memory it runs in (a share of it, so every seeded size holds its graph);
      // the database on disk holds the graph and more.
      const graphBytes = wsId === 'ws-0001-1' ? 26 * GB : Math.round(parseMemoryGiB(size.memory) * GB * graphShares[w % graphShares.length]!);
      const total = Math.max(Math.round((20 + rand() * 400) * GB), Math.round(graphBytes / 0.4));
      const ws: WorkspaceRecord = {
        workspace_id: wsId,
        name: wsName,
        workgroup_id: id,
        database_id: dbId,
        addons: w === 0 ? [{ addons_id: 'addon-insights', enable: true, is_free: false, unique_name: 'Insights', workspace_id: wsId }] : [],
        agent_config: { ...defaultAgentConfig },
        auto_stop_minutes: w === 0 ? 0 : 60,
        auto_upgrade_state: 'Disabled',
        cloud_provider_id: provider.id,
        cloud_provider_name: provider.name,
        cloud_provider_short_id: provider.short_id,
        condition_type: status === 'Active' ? 'Ready' : status,
        created_at: at(90 - w),
        deleted_at: '',
        last_modified_time: at(2),
        last_maintenance: at(9),
        snapshot_time: '',
        creator: wg.creator,
        desired_tg_version: versionOf(wsId),
        tg_version: versionOf(wsId),
        display_status: status,
        status,
        edge_count: Math.round(rand() * 9e8),
        vertex_count: Math.round(rand() * 2e8),
        enable_auto_start: w !== 0,
        enable_assistant: false,
        enable_ha: w === 0,
        err_message: '',
        // The scheduled workspace's graph is 26 GiB: its nightly TG-0 (32 GiB) may not hold it (kernel/fit.ts).
        graph_topology_size_bytes: graphBytes,
        is_rw: w !== 1,
        maintenance_window_day_of_week: 0,
        maintenance_window_hour_of_day: 2,
        maintenance_window_interval_weeks: 2,
        maintenance_window_time_zone: 'America/New_York',
        proxy_host: `${wsId}.${region}.graph.acme.example`,
        ...org,
        refresh_message: '',
        refresh_status: '',
        region,
        replicas: w === 0 ? 2 : 1,
        solution_catalog_id: '',
        update_strategy: 'rolling',
        version_number: 1,
        workspace_type: size,
      };
      put('workspaces', wsId, ws);
      // Backup histories for the first workgroups only: a 2,000-workgroup organization stays quick to seed.
      if (ws.is_rw && g < 10) seedBackups(ws, total, now).forEach((r) => put('backups', r.id, r));
      const db: DatabaseRecord = {
        database_id: dbId,
        name: `${wsName}_db`,
        create_time: ws.created_at,
        ...org,
        region,
        tg_version: versionOf(wsId),
        workgroup_id: id,
        stats: {
          total_size: total,
          billed_size: Math.round(total * 0.9),
          backup_size: Math.round(total * 0.3),
          log_size: Math.round(total * 0.05),
          vector_size: Math.round(total * 0.1),
          workspaces: [{ workspace_id: wsId, size: Math.round(total * 0.55) }],
        },
      };
      put('databases', dbId, db);
      // A usage history (pauses, resizes) for the first workgroups; the rest read as they are, from their creation.
      if (g < 10) put('billing', `usage-${wsId}`, seedUsage(ws, wg, db.stats.billed_size ?? 0, g + w, now));
    }
  }

  if (opts.workgroups > 0 && opts.workspacesPerWorkgroup > 0) {
    const base = { workspace_id: 'ws-0001-1', workgroup_id: 'wg-0001', org_id: demoOrg.id };
    const schedules: ScheduleRecord[] = [
      { ...base, id: 'sch-weekday-up', repeat: 'weekdays', repeat_on: '', date: '', time: '08:00', timezone: 'America/New_York', workspace_type_name: 'TG-2' },
      { ...base, id: 'sch-evening-down', repeat: 'daily', repeat_on: '', date: '', time: '20:00', timezone: 'America/New_York', workspace_type_name: 'TG-0' },
    ];
    schedules.forEach((s) => put('schedules', s.id, s));
    const entries: AllowRecord[] = [
      { id: 'ip-corp', cidr: '10.0.0.0/8', note: 'Corporate network', workgroup_id: 'wg-0001', org_id: demoOrg.id },
      { id: 'ip-office', cidr: '203.0.113.0/24', note: 'Office', workgroup_id: 'wg-0001', org_id: demoOrg.id },
      { id: 'ip-admin', cidr: '127.0.0.1', note: 'Admin workstation', workgroup_id: 'wg-0001', org_id: demoOrg.id },
      { id: 'ip-vpn', cidr: '2001:db8:85a3::/48', note: 'VPN (IPv6)', workgroup_id: 'wg-0001', org_id: demoOrg.id },
    ];
    if (opts.workgroups > 1) entries.push({ id: 'ip-partner', cidr: '198.51.100.7', note: 'Partner ETL host', workgroup_id: 'wg-0002', org_id: demoOrg.id });
    entries.forEach((e) => put('allowList', e.id, e));
    // Monitoring: production runs hot (its warning shows at once), analytics idles (areas/monitoring/simulation.ts).
    const load = (workspace_id: string, profile: 'hot' | 'idle') => ({ workspace_id, workgroup_id: 'wg-0001', org_id: demoOrg.id, profile, events: [] });
    put('monitoring', 'ws-0001-1', load('ws-0001-1', 'hot'));
    if (opts.workspacesPerWorkgroup > 1) put('monitoring', 'ws-0001-2', load('ws-0001-2', 'idle'));
  }

  const role = (name: string) => roleCatalog.find((r) => r.name === name)!;
  const users: UserRecord[] = [
    user('user-ada', 'ada@acme.example', 'ada', 'Ada', 'Lovelace', true, 1, ['org_admin']),
    user('user-grace', 'grace@acme.example', 'grace', 'Grace', 'Hopper', true, 2, ['org_member']),
    user('user-alan', 'alan@acme.example', 'alan', 'Alan', 'Turing', true, 6, ['billing_admin', 'org_member']),
    user('user-katherine', 'katherine@acme.example', 'katherine', 'Katherine', 'Johnson', false, 40, ['billing_viewer']),
  ];
  function user(
    id: string,
    email: string,
    username: string,
    firstName: string,
    lastName: string,
    enabled: boolean,
    lastLoginDays: number,
    roles: string[],
  ): UserRecord {
    return {
      id,
      email,
      username,
      firstName,
      lastName,
      enabled,
      created: at(300),
      updated: at(10),
      metadata: { lastLogin: at(lastLoginDays) },
      roles: roles.map(role),
      org_id: demoOrg.id,
    };
  }
  users.forEach((u) => put('users', u.id, u));
  seedAccess(out, now);
  return out;
}
