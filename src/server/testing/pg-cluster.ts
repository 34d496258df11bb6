// A throwaway PostgreSQL cluster for the tests, the journey and the bench that need the real thing (DATABASE_URL):
// initdb in a temporary directory, a free loopback port, stopped and removed afterwards. Debian's `postgresql`
// package provides the binaries (.ci/run installs it when missing); without them this fails with what to do.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The directory holding initdb and pg_ctl: PG_BIN, else the newest under /usr/lib/postgresql, else the PATH's. */
export function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb'))) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  if (versions.length) return path.join(root, versions[0]!, 'bin');
  const onPath = (process.env.PATH ?? '').split(':').find((d) => d && fs.existsSync(path.join(d, 'initdb')));
  if (onPath) return onPath;
  throw new Error(
    'PostgreSQL is not installed: the tests of several servers over one database need initdb and pg_ctl. ' +
      "Install Debian's package (apt-get install -y postgresql; .ci/run does), or set PG_BIN to the directory holding them.",
  );
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

export interface PgCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** Stops the server (fast: open connections are cut), keeping its data. */
  stop: () => Promise<void>;
  /** Starts it again on the same port. */
  start: () => Promise<void>;
  /** A fresh empty database in the cluster; its URL. */
  database: (name: string) => Promise<string>;
  /** Stops it and removes its directory. */
  close: () => Promise<void>;
}

/**
 * Starts a cluster of its own. initdb refuses to run as root: then every command runs as the `postgres` user
 * (the package creates it), in a directory it owns. `fsync`: off only where durability of the database itself is not
 * what is measured (the bench keeps it on).
 */
export async function startPgCluster(options: { fsync?: boolean } = {}): Promise<PgCluster> {
  const bin = postgresBin();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-pg-'));
  const data = path.join(root, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']).catch(() => {
      throw new Error("Running as root, PostgreSQL needs the `postgres` user to run its cluster (Debian's package creates it)");
    });
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    fs.chownSync(root, Number(stdout.trim()), Number(gid.trim()));
  }
  const pgRun = (cmd: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args]) : run(path.join(bin, cmd), args);
  await pgRun('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const port = await freePort();
  const settings = [
    `-p ${port}`,
    `-k ${root}`,
    '-c listen_addresses=127.0.0.1',
    '-c max_connections=60',
    '-c shared_buffers=16MB',
    ...(options.fsync === false ? ['-c fsync=off', '-c synchronous_commit=off'] : []),
  ].join(' ');
  let running = false;
  const start = async () => {
    if (running) return;
    await pgRun('pg_ctl', ['-D', data, '-o', settings, '-l', path.join(root, 'log'), '-w', '-t', '30', 'start']);
    running = true;
  };
  const stop = async () => {
    if (!running) return;
    await pgRun('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    running = false;
  };
  await start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    port,
    start,
    stop,
    database: async (name) => {
      await pgRun('psql', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-c', `CREATE DATABASE "${name}"`]);
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    close: async () => {
      await stop();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
