import { monitorEventLoopDelay } from 'node:perf_hooks';

/** How often the event loop's delay is read. */
const WINDOW_MS = 100;
/**
 * Requests that must have arrived over the last two windows for a lag to be
 * the server's own load: a slow machine or a pause of the collector alone
 * sheds nothing.
 */
const BUSY_REQUESTS = 64;

/**
 * Whether the event loop is lagging under load: the longest delay seen in the
 * last window (perf_hooks' histogram, sampled every 10 ms) over `thresholdMs`,
 * with many requests arriving. While it is, requests on connections that have been answered before are answered
 * 503 with Retry-After at once, which costs almost nothing, instead of joining
 * a queue without bound: a newcomer's first request is not shed, so it waits
 * for at most one turn of the loop rather than behind every busy client, and
 * the busy clients are still served in the windows between.
 */
export class LagMonitor {
  private readonly histogram = monitorEventLoopDelay({ resolution: 10 });
  private readonly timer: NodeJS.Timeout;
  private lagMs = 0;
  private arrived = 0;
  private arrivedBefore = 0;
  /** Requests shed since start: for the tests' figures. */
  shed = 0;

  constructor(private readonly thresholdMs: number) {
    this.histogram.enable();
    this.timer = setInterval(() => this.read(), WINDOW_MS);
    this.timer.unref();
  }

  /** Counts a request that arrived. */
  arrival(): void {
    this.arrived++;
  }

  get lagging(): boolean {
    return this.lagMs > this.thresholdMs && this.arrived + this.arrivedBefore >= BUSY_REQUESTS;
  }

  private read(): void {
    this.lagMs = this.histogram.max / 1e6;
    this.histogram.reset();
    this.arrivedBefore = this.arrived;
    this.arrived = 0;
  }

  close(): void {
    clearInterval(this.timer);
    this.histogram.disable();
  }
}
