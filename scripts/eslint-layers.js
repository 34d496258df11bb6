// The console's house, enforced by `npm run lint` (eslint.config.js); docs/architecture.md draws it.
//
//   routes → app (the shell) → features/<area> → ui → api → lib → api/schemas
//
// Inside src/server, the control plane's rooms have floors of their own: scripts/eslint-server-floors.js.
//
// The generic floors (ui, api, lib, api/schemas) serve every area and import only downwards,
// never an area. An area (src/features/<area>) holds its screens, queries, operation rows,
// wire schemas, bodies and pure rules; it imports the generic floors, its own files, and
// another area's public face: the files its index.ts re-exports. The shell (app) and the
// embedded control plane (server) also reach an area only through its public face; routes
// compose screens and may import any file of an area. Two registries in api/ gather every
// area's rows and bodies (REGISTRIES below): they may import those files of an area. A screen's
// reads are its route's facts (features/<area>/*.route-facts.ts), gathered by no registry.
// lib/ is pure: no React, no query library, no form schemas (zod); it may name their types.
import fs from 'node:fs';
import path from 'node:path';
import { serverFloorRefusal } from './eslint-server-floors.js';

const below = {
  schemas: ['schemas'],
  lib: ['lib', 'schemas'],
  api: ['api', 'lib', 'schemas'],
  ui: ['ui', 'api', 'lib', 'schemas'],
  feature: ['ui', 'api', 'lib', 'schemas'],
  app: ['app', 'ui', 'api', 'lib', 'schemas'],
  routes: ['routes', 'app', 'ui', 'api', 'lib', 'schemas'],
  server: ['server', 'api', 'lib', 'schemas'],
};
const order = 'routes → app → features/<area> → ui → api → lib → api/schemas';
const packagesLibMayNotUse = /^(react|react-dom|@tanstack\/|zod|react-hook-form|@radix-ui\/)/;
/** api/ files that gather one kind of file from every area (the operations table, the bodies the server checks). */
export const REGISTRIES = {
  'api/operations.ts': /-operations\.ts$/,
  'api/request-bodies.ts': /-body\.ts$/,
};

/** The layer of a file, from its path under src/ ('root' for the entry files, which wire everything). */
export function layerOf(rel) {
  const parts = rel.split('/');
  if (parts.length === 1) return { layer: 'root' };
  if (parts[0] === 'api' && parts[1] === 'schemas') return { layer: 'schemas' };
  if (parts[0] === 'features') return { layer: 'feature', feature: parts[1], file: parts.slice(2).join('/') };
  return below[parts[0]] ? { layer: parts[0] } : { layer: 'root' };
}

const faces = new Map();
/** The files an area's index.ts re-exports (its public face), as paths inside the area without extension. */
export function publicFace(src, area) {
  const index = path.join(src, 'features', area, 'index.ts');
  let stamp = 0;
  try {
    stamp = fs.statSync(index).mtimeMs;
  } catch {
    return new Set();
  }
  const cached = faces.get(index);
  if (cached?.stamp === stamp) return cached.files;
  const files = new Set([...fs.readFileSync(index, 'utf8').matchAll(/from\s+'\.\/([^']+)'/g)].map((m) => m[1].replace(/\.tsx?$/, '')));
  faces.set(index, { stamp, files });
  return files;
}

const describe = (l) => (l.layer === 'feature' ? `features/${l.feature}` : l.layer === 'schemas' ? 'api/schemas' : l.layer);
const isTest = (rel) => /\.test(-util)?\.tsx?$/.test(rel);

export const layersPlugin = {
  rules: {
    layers: {
      meta: { type: 'problem', schema: [{ type: 'object', properties: { src: { type: 'string' } }, additionalProperties: false }] },
      create(context) {
        const src = context.options[0]?.src ?? path.resolve('src');
        const file = path.resolve(context.filename);
        const rel = path.relative(src, file).split(path.sep).join('/');
        if (rel.startsWith('..')) return {};
        const from = layerOf(rel);
        const check = (node, spec) => {
          if (typeof spec !== 'string') return;
          if (!spec.startsWith('.') && !spec.startsWith('@/')) {
            if (from.layer === 'lib' && node.importKind !== 'type' && packagesLibMayNotUse.test(spec))
              context.report({
                node,
                message: `lib/ is pure logic: it may not import ${spec}. Put React, queries and form schemas in ui/, api/ or the area.`,
              });
            return;
          }
          if (spec.startsWith('../'))
            return context.report({ node, message: `Import another folder by its @/ path (${spec}): the layer it comes from stays visible.` });
          const target = spec.startsWith('@/') ? path.join(src, spec.slice(2)) : path.resolve(path.dirname(file), spec);
          const targetRel = path.relative(src, target).split(path.sep).join('/');
          const to = layerOf(targetRel);
          if (from.layer === 'root' || (to.layer === 'root' && from.layer === 'routes')) return;
          if (to.layer === 'feature') {
            if (from.layer === 'feature' && from.feature === to.feature) return;
            if (from.layer === 'routes' || isTest(rel)) return;
            if (REGISTRIES[rel]?.test(targetRel + (/\.tsx?$/.test(targetRel) ? '' : '.ts'))) return;
            if (from.layer === 'feature' || from.layer === 'app' || from.layer === 'server') {
              const inside = to.file.replace(/\.tsx?$/, '');
              if (inside === '' || inside === 'index' || publicFace(src, to.feature).has(inside)) return;
              return context.report({
                node,
                message: `${describe(from)} may reach features/${to.feature} only through its public face, and ${inside} is not in features/${to.feature}/index.ts. Add it there if other areas may use it, or move the shared part down (ui/, api/, lib/).`,
              });
            }
            return context.report({
              node,
              message: `${describe(from)} may not import an area (${spec}): the generic floors serve every area and know none. Move the shared part down, or let the route pass it in (ui/slots.ts).`,
            });
          }
          if (from.layer === 'server' && to.layer === 'server') {
            const refusal = serverFloorRefusal(rel, targetRel, isTest(rel));
            if (refusal) context.report({ node, message: refusal });
            return;
          }
          if (!below[from.layer].includes(to.layer))
            context.report({ node, message: `${describe(from)} may not import ${describe(to)} (${spec}): layers import only downwards, ${order}.` });
        };
        return {
          ImportDeclaration: (node) => check(node, node.source.value),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
          ExportAllDeclaration: (node) => check(node, node.source.value),
          ImportExpression: (node) => check(node, node.source.value),
          TSImportType: (node) => check(node, node.argument?.literal?.value ?? node.argument?.value),
        };
      },
    },
  },
};
