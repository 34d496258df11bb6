import pg from 'pg';

/** The lease every server of one database tries for; PostgreSQL lets it go when its holder's connection ends (a server killed). */
const LEADER_LOCK = 61_002;
/** How often a server tries for the lease, and the holder checks it still has it. */
export const LEASE_EVERY_MS = 2000;

/**
 * The leader lease: a connection of its own holding a session advisory lock. The holder runs the background work
 * (`start`, which returns what stops it); the others try every LEASE_EVERY_MS, so the work moves within seconds of
 * the holder's death. A holder that loses its connection stops the work at once (another may hold the lease already).
 */
export class PgLeader {
  private client: pg.Client | undefined;
  private stopWork: (() => void) | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private busy = false;

  constructor(
    private readonly url: string,
    private readonly start: () => () => void,
  ) {}

  get leading(): boolean {
    return this.stopWork !== undefined;
  }

  begin(): void {
    if (this.stopped || this.timer) return;
    void this.tick();
    this.timer = setInterval(() => void this.tick(), LEASE_EVERY_MS);
    this.timer.unref();
  }

  stop(): void {
    this.stopped = true;
    clearInterval(this.timer);
    this.lose();
  }

  private async tick(): Promise<void> {
    if (this.busy || this.stopped) return;
    this.busy = true;
    try {
      if (!this.client) {
        const client = new pg.Client({ connectionString: this.url, connectionTimeoutMillis: 3000, query_timeout: 5000 });
        client.on('error', () => this.lose());
        await client.connect();
        if (this.stopped) return void client.end().catch(() => {});
        this.client = client;
      }
      if (this.stopWork) {
        await this.client.query('SELECT 1');
        return;
      }
      const { rows } = await this.client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [LEADER_LOCK]);
      if (rows[0]?.ok && !this.stopped) this.stopWork = this.start();
    } catch {
      this.lose();
    } finally {
      this.busy = false;
    }
  }

  private lose(): void {
    const stop = this.stopWork;
    this.stopWork = undefined;
    stop?.();
    const client = this.client;
    this.client = undefined;
    client?.end().catch(() => {});
  }
}
