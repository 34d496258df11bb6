import type { TgVersion } from '@/kernel/meta-schema';
import type { WorkspaceType } from '@/kernel/workspace-schema';

/** What `GET /workspaces/meta` and `GET /addons/meta` answer on the embedded control plane. */
export const regions = [
  { name: 'us-east-1', description: 'US East (N. Virginia)' },
  { name: 'us-west-2', description: 'US West (Oregon)' },
  { name: 'eu-west-1', description: 'Europe (Ireland)' },
  { name: 'eu-central-1', description: 'Europe (Frankfurt)' },
  { name: 'ap-southeast-1', description: 'Asia Pacific (Singapore)' },
  { name: 'ap-northeast-1', description: 'Asia Pacific (Tokyo)' },
];

const GiB = (n: number) => `${n}Gi`;

// The published TG-<n> ladder: one partition up to TG-8, more above.
export const workspaceTypes: WorkspaceType[] = [
  { typeName: 'TG-00', cpu: '2', memory: GiB(16), ha: 1, partition: 1 },
  { typeName: 'TG-0', cpu: '4', memory: GiB(32), ha: 1, partition: 1 },
  { typeName: 'TG-1', cpu: '8', memory: GiB(64), ha: 1, partition: 1 },
  { typeName: 'TG-2', cpu: '16', memory: GiB(128), ha: 1, partition: 1 },
  { typeName: 'TG-4', cpu: '32', memory: GiB(256), ha: 1, partition: 1 },
  { typeName: 'TG-6', cpu: '48', memory: GiB(384), ha: 1, partition: 1 },
  { typeName: 'TG-8', cpu: '64', memory: GiB(512), ha: 1, partition: 1 },
  { typeName: 'TG-16', cpu: '128', memory: GiB(1024), ha: 1, partition: 2 },
  { typeName: 'TG-32', cpu: '256', memory: GiB(2048), ha: 1, partition: 4 },
  { typeName: 'TG-64', cpu: '512', memory: GiB(4096), ha: 1, partition: 8 },
];

export const tgVersions: TgVersion[] = [
  {
    name: '4.2.1',
    allow_create: true,
    allow_upgrade: true,
    channel: 'stable',
    end_of_life: '2028-06-30',
    image: 'tg/tigergraph:4.2.1',
    incompatible_upgrades_from: [],
    orgs: [],
  },
  {
    name: '4.2.0',
    allow_create: true,
    allow_upgrade: false,
    channel: 'stable',
    end_of_life: '2028-03-31',
    image: 'tg/tigergraph:4.2.0',
    incompatible_upgrades_from: [],
    orgs: [],
  },
  {
    name: '4.3.0-rc1',
    allow_create: true,
    allow_upgrade: true,
    channel: 'preview',
    end_of_life: '2027-03-31',
    image: 'tg/tigergraph:4.3.0-rc1',
    incompatible_upgrades_from: ['3.10.3'],
    orgs: [],
  },
  {
    name: '4.1.3',
    allow_create: true,
    allow_upgrade: false,
    channel: 'stable',
    end_of_life: '2027-01-31',
    image: 'tg/tigergraph:4.1.3',
    incompatible_upgrades_from: [],
    orgs: [],
  },
  {
    name: '3.10.3',
    allow_create: false,
    allow_upgrade: false,
    channel: 'legacy',
    end_of_life: '2025-12-31',
    image: 'tg/tigergraph:3.10.3',
    incompatible_upgrades_from: [],
    orgs: [],
  },
];

export const addons = [
  {
    id: 'addon-insights',
    unique_name: 'Insights',
    name: 'Insights',
    description: 'Build visual dashboards and explore graph data without code.',
    // The vendor bills Insights at a share of the workspace's compute price (addonPricePerHour).
    is_free: false,
  },
  {
    id: 'addon-graphstudio',
    unique_name: 'GraphStudio',
    name: 'GraphStudio',
    description: 'Design schemas, load data and write queries in the browser.',
    is_free: true,
  },
  { id: 'addon-graphql', unique_name: 'GraphQL', name: 'GraphQL', description: 'Query the graph through a generated GraphQL endpoint.', is_free: false },
  { id: 'addon-copilot', unique_name: 'CoPilot', name: 'CoPilot', description: 'Ask questions of the graph in natural language.', is_free: false },
];

export const roleCatalog = [
  { id: 'role-org-admin', name: 'org_admin', displayName: 'Organization Admin' },
  { id: 'role-billing-admin', name: 'billing_admin', displayName: 'Billing Admin' },
  { id: 'role-billing-viewer', name: 'billing_viewer', displayName: 'Billing Viewer' },
  { id: 'role-org-member', name: 'org_member', displayName: 'Organization Member' },
];

/** Holding this role makes a user an organization owner. */
export const OWNER_ROLE = 'org_admin';

/** The agent settings a new workspace starts with. */
export const defaultAgentConfig = {
  heartbeat_interval_seconds: 30,
  catalog_activity_update_interval_seconds: 60,
  query_activity_update_interval_seconds: 60,
  topology_update_interval_seconds: 300,
  enable_topology_force_update: false,
};
