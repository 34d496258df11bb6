// First-route JavaScript per top-level screen: the entry chunk, its static
// imports, and the chunks the route itself loads (with their static imports),
// measured raw, gzip level 9 and brotli, from Vite's build manifest.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
// The server's own manifest walk (bench runs under tsx: `node --import tsx bench/bundle.mjs` alone).
import { entryClosure, staticClosure } from '../src/server/http/route-preload.ts';

export const screens = {
  'Workgroups list': 'src/routes/workgroups/index.tsx',
  'Create workgroup': 'src/routes/workgroups/new.tsx',
  Workgroup: 'src/routes/workgroups/$workgroupID/index.tsx',
  Workspace: 'src/routes/workgroups/$workgroupID/workspaces/$workspaceID/index.tsx',
  'Create workspace': 'src/routes/workgroups/$workgroupID/workspaces/new.tsx',
  'Edit workspace': 'src/routes/workgroups/$workgroupID/workspaces/$workspaceID/edit.tsx',
  'Schedule editor': 'src/routes/workgroups/$workgroupID/workspaces/$workspaceID/schedules.tsx',
  'Workgroup schedules': 'src/routes/workgroups/$workgroupID/schedules.tsx',
  Backups: 'src/routes/workgroups/$workgroupID/workspaces/$workspaceID/backups.tsx',
  Monitoring: 'src/routes/workgroups/$workgroupID/workspaces/$workspaceID/monitoring.tsx',
  'Database users': 'src/routes/workgroups/$workgroupID/workspaces/$workspaceID/users.tsx',
  'Allow list': 'src/routes/workgroups/$workgroupID/allow-list.tsx',
  'Cloud providers': 'src/routes/cloud-providers/index.tsx',
  'Cloud provider': 'src/routes/cloud-providers/$providerId.tsx',
  'Onboarding wizard': 'src/routes/cloud-providers/new.tsx',
  'Organization users': 'src/routes/users.tsx',
  Organization: 'src/routes/organization.tsx',
  Settings: 'src/routes/settings.tsx',
  Activity: 'src/routes/activity.tsx',
  Marketplace: 'src/routes/addons/index.tsx',
  Billing: 'src/routes/billing.tsx',
};

/** Modules a screen imports at run time on its first load, beyond its route's chunks. */
const alsoLoaded = {
  // The list answer is read item by item as it arrives (src/api/json-stream.ts).
  'Workgroups list': ['src/api/json-stream.ts'],
};

export function measureBundles(dist = 'dist') {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const sizeOf = (files) => {
    let raw = 0,
      gzip = 0,
      brotli = 0;
    for (const f of files) {
      const buf = fs.readFileSync(path.join(dist, f));
      raw += buf.length;
      gzip += zlib.gzipSync(buf, { level: 9 }).length;
      brotli += zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    }
    return { raw, gzip, brotli };
  };
  const rows = [];
  for (const [name, route] of Object.entries(screens)) {
    const seen = entryClosure(manifest);
    // The route's split chunks: its component (and error/pending parts, if any).
    const parts = Object.keys(manifest).filter((k) => k.startsWith(`${route}?tsr-split`));
    if (parts.length === 0) throw new Error(`No chunk for ${route}: is code splitting on?`);
    for (const p of parts) staticClosure(manifest, p, seen);
    for (const m of alsoLoaded[name] ?? []) {
      if (!manifest[m]) throw new Error(`No chunk for ${m}, which ${name} loads`);
      staticClosure(manifest, m, seen);
    }
    rows.push({ name, files: seen.size, ...sizeOf([...seen].filter((f) => f.endsWith('.js'))) });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of measureBundles())
    console.log(
      `${r.name.padEnd(20)} ${String(r.files).padStart(3)} files  raw ${(r.raw / 1024).toFixed(1)} KB  gzip ${(r.gzip / 1024).toFixed(1)} KB  br ${(r.brotli / 1024).toFixed(1)} KB`,
    );
}
