import { loadConfig } from './config';
import { createControlPlane } from './app';
import { DataDirDamaged, DataDirUnusable } from '@/server/store/store';
import { describe } from '@/server/store/pg-schema';

let config;
try {
  config = loadConfig();
} catch (e) {
  console.error(`Cannot start: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
}
let plane;
try {
  plane = createControlPlane(config);
} catch (e) {
  // A damaged or unusable data directory: a short message that says what to do, none of the data, no stack.
  if (e instanceof DataDirDamaged || e instanceof DataDirUnusable) {
    console.error(e.message);
    process.exit(1);
  }
  throw e;
}
let url;
try {
  url = await plane.listen();
} catch (e) {
  console.error(`Cannot start: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
}
if (config.upstreamUrl) {
  console.log(`Console on ${url}, proxying the control service at ${new URL(config.upstreamUrl).origin}`);
} else {
  const where = config.databaseUrl
    ? `state in PostgreSQL at ${describe(config.databaseUrl)}, shared with every server started with it`
    : `data in ${config.dataDir}`;
  console.log(`Console and embedded control plane on ${url} (${where})`);
  // The demo key is printed only when it is the well-known demo key, never a configured secret.
  console.log(config.apiKeyIsDefault ? `Demo API key: ${config.apiKey}; owner session token: see README` : 'API key: as configured in API_KEY');
  if (plane.faults.active) console.log(`Fault injection on: ${JSON.stringify(plane.faults.settings)}`);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void plane.close().then(() => process.exit(0)));
}
