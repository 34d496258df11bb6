// The console's layers, enforced by `npm run lint` (eslint.config.js):
//
//   routes → features → app → ui → api → lib → api/schemas
//
// A file may import its own layer and the layers below it, never one above.
// Features never import one another (a route passes one feature's component to
// another: see src/ui/slots.ts). The embedded control plane (server) may use
// the API's table, the pure helpers and the schemas, never the React side.
// lib/ is pure: no React, no query library, no form schemas (zod); it may name
// their types (a URL reader typed as the router calls it).
import path from 'node:path';

const below = {
  schemas: ['schemas'],
  lib: ['lib', 'schemas'],
  api: ['api', 'lib', 'schemas'],
  ui: ['ui', 'api', 'lib', 'schemas'],
  app: ['app', 'ui', 'api', 'lib', 'schemas'],
  feature: ['app', 'ui', 'api', 'lib', 'schemas'],
  routes: ['routes', 'feature', 'app', 'ui', 'api', 'lib', 'schemas'],
  server: ['server', 'api', 'lib', 'schemas'],
};
const order = 'routes → features → app → ui → api → lib → api/schemas';
const packagesLibMayNotUse = /^(react|react-dom|@tanstack\/|zod|react-hook-form|@radix-ui\/)/;

/** The layer of a file, from its path under src/ ('root' for the entry files, which wire everything). */
export function layerOf(rel) {
  const parts = rel.split('/');
  if (parts.length === 1) return { layer: 'root' };
  if (parts[0] === 'api' && parts[1] === 'schemas') return { layer: 'schemas' };
  if (parts[0] === 'features') return { layer: 'feature', feature: parts[1] };
  return below[parts[0]] ? { layer: parts[0] } : { layer: 'root' };
}

const describe = (l) => (l.layer === 'feature' ? `features/${l.feature}` : l.layer === 'schemas' ? 'api/schemas' : l.layer);

export const layersPlugin = {
  rules: {
    layers: {
      meta: { type: 'problem', schema: [{ type: 'object', properties: { src: { type: 'string' } }, additionalProperties: false }] },
      create(context) {
        const src = context.options[0]?.src ?? path.resolve('src');
        const file = path.resolve(context.filename);
        const rel = path.relative(src, file);
        if (rel.startsWith('..')) return {};
        const from = layerOf(rel.split(path.sep).join('/'));
        const check = (node, spec) => {
          if (typeof spec !== 'string') return;
          if (!spec.startsWith('.') && !spec.startsWith('@/')) {
            if (from.layer === 'lib' && node.importKind !== 'type' && packagesLibMayNotUse.test(spec))
              context.report({
                node,
                message: `lib/ is pure logic: it may not import ${spec}. Put React, queries and form schemas in ui/, api/ or the feature.`,
              });
            return;
          }
          if (spec.startsWith('../'))
            return context.report({ node, message: `Import another folder by its @/ path (${spec}): the layer it comes from stays visible.` });
          const target = spec.startsWith('@/') ? path.join(src, spec.slice(2)) : path.resolve(path.dirname(file), spec);
          const to = layerOf(path.relative(src, target).split(path.sep).join('/'));
          if (from.layer === 'root' || (to.layer === 'root' && from.layer === 'routes')) return;
          const sameFeature = from.layer === 'feature' && to.layer === 'feature' && from.feature === to.feature;
          if (sameFeature) return;
          if (from.layer === 'feature' && to.layer === 'feature')
            return context.report({
              node,
              message: `Features never import one another: features/${from.feature} imports features/${to.feature}. Move the shared part down (ui/, api/, lib/), or let the route pass it in (ui/slots.ts).`,
            });
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
