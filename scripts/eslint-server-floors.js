// The control plane's house (src/server), enforced with the console's floors by scripts/eslint-layers.js;
// docs/architecture.md draws it. Top to bottom, each room imports only rooms below it:
//
//   main, testing → app → seed → http → proxy → areas (index.ts) → areas/<area> → kernel → access → audit → wire
//     → config → store → catalog, model
//
// main and the test server start the plane; app wires it; the demo seed is reached from start-up and tests
// only. An area (src/server/areas/<area>, named as in src/features) holds its handlers, rules, records and
// background work; areas are siblings: none imports another.
// What several areas need sits below them in kernel/ (the handler contract, views, purge, quota). Tests are
// at the top: they may import any room.

export const SERVER_FLOORS = [
  ['main', 'testing', 'conformance'],
  ['app'],
  ['seed'],
  ['http'],
  ['proxy'],
  ['areas'],
  ['areas/*'],
  ['kernel'],
  ['access'],
  ['audit'],
  ['wire'],
  ['config'],
  ['store'],
  ['catalog', 'model'],
];

/** The room of a path under src/server ('server/areas/billing/x.ts' → 'areas/billing'), or undefined outside it. */
export function serverRoomOf(rel) {
  const parts = rel.split('/');
  if (parts[0] !== 'server' || parts.length < 2) return undefined;
  if (parts.length === 2) return parts[1].replace(/\.(d\.)?tsx?$/, '');
  if (parts[1] === 'areas') return parts.length === 3 ? 'areas' : `areas/${parts[2]}`;
  return parts[1];
}

const floorOf = (room) => SERVER_FLOORS.findIndex((rooms) => rooms.includes(room.startsWith('areas/') ? 'areas/*' : room));
const order = SERVER_FLOORS.map((rooms) => rooms.join(', ')).join(' → ');

/** Why `from` may not import `to` (rooms of src/server), or undefined when it may. */
export function serverFloorRefusal(fromRel, toRel, isTest) {
  const from = serverRoomOf(fromRel);
  const to = serverRoomOf(toRel);
  if (!from || !to || from === to || isTest) return undefined;
  const [a, b] = [floorOf(from), floorOf(to)];
  if (a < 0 || b < 0) return `server/${a < 0 ? from : to} is no room of the control plane's house: add it to SERVER_FLOORS (scripts/eslint-server-floors.js).`;
  if (from.startsWith('areas/') && to.startsWith('areas/')) {
    return `server/${from} may not import server/${to}: areas are siblings. Move what both need down to server/kernel/ (or a platform room below).`;
  }
  if (a < b) return undefined;
  return `server/${from} may not import server/${to}: the control plane's rooms import only downwards, ${order}.`;
}
