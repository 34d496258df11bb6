/**
 * Test code (saturation.test.ts): a crowd of keep-alive clients, each sending
 * its next request as soon as its answer arrives, until SIGTERM; it prints
 * what it got as one JSON line. A process of its own, so that its work does
 * not delay the newcomer the test measures.
 *
 *   node --import tsx src/server/http/saturation-crowd.ts <port> <clients> <ms> <path>
 */
import http from 'node:http';

const [port, clients, ms, p] = [Number(process.argv[2]), Number(process.argv[3]), Number(process.argv[4]), process.argv[5]!];
const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
const got = { ok: 0, shed: 0, other: 0 };
let stop = false;
let ready = false;

function once(): Promise<void> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: p, agent, headers: { 'x-api-key': 'demo-api-key' } }, (res) => {
      res.resume();
      res.on('end', () => {
        if (res.statusCode === 200) got.ok++;
        else if (res.statusCode === 503 && res.headers['retry-after']) got.shed++;
        else got.other++;
        // Every client has been answered once: the crowd is in its steady state.
        if (!ready && got.ok + got.shed >= clients) {
          ready = true;
          process.stdout.write('ready\n');
        }
        resolve();
      });
    });
    req.on('error', () => {
      got.other++;
      resolve();
    });
  });
}

async function client(): Promise<void> {
  while (!stop) await once();
}

const started = performance.now();
// Until told to stop (SIGTERM), or at most `ms`.
const timer = setTimeout(() => (stop = true), ms);
process.on('SIGTERM', () => (stop = true));
await Promise.all(Array.from({ length: clients }, client));
agent.destroy();
clearTimeout(timer);
process.stdout.write(`${JSON.stringify({ ...got, ms: Math.round(performance.now() - started) })}\n`);
