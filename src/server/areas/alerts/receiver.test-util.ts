import http from 'node:http';
import net, { type AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A notification receiver on 127.0.0.1 only, for the tests: records every request and answers
 * each with the next status of `statuses` (200 once they run out); with `failEach`, the first
 * `failEach` arrivals of each distinct body are answered 500.
 */
export async function startReceiver(statuses: number[] = [], failEach = 0) {
  const received: Received[] = [];
  const answers = [...statuses];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const before = received.filter((m) => m.body === body).length;
      received.push({ path: req.url ?? '', headers: req.headers, body });
      res.writeHead(before < failEach ? 500 : (answers.shift() ?? 200), { 'content-type': 'text/plain' });
      res.end('thanks');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * A receiver on 127.0.0.1 that takes connections and never answers, for the tests of bounds: counts the
 * connections open now and the most open at once.
 */
export async function startSilentReceiver() {
  const sockets = new Set<net.Socket>();
  const seen = { open: 0, most: 0, total: 0 };
  const server = net.createServer((socket) => {
    sockets.add(socket);
    seen.total++;
    seen.most = Math.max(seen.most, ++seen.open);
    socket.on('error', () => {});
    // Read and drop what comes, so that the sender's close is seen.
    socket.resume();
    socket.on('close', () => (sockets.delete(socket), seen.open--));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  const close = () => new Promise<void>((resolve) => (sockets.forEach((s) => s.destroy()), server.close(() => resolve())));
  return { url, seen, close };
}
