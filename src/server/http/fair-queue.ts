import type { IncomingMessage, ServerResponse } from 'node:http';

type Item = { req: IncomingMessage; res: ServerResponse; at: number; reused: boolean };
/** Requests answered 503 in one turn at most, besides the one run. */
const SHED_PER_TURN = 64;

/**
 * The order requests are run in. Node reads every ready connection in one
 * turn of the event loop and would run each request as it is read, so a
 * newcomer waits behind every busy client's next request, turn after turn.
 * Here a request is only queued when read, and the queue runs one request per
 * turn of the loop, requests on fresh connections before those on reused
 * ones: between two runs the loop reads what has arrived, so a newcomer's
 * request runs after at most the one under way. What a request does once it
 * waits (a body still arriving, a write) happens in later turns anyway.
 *
 * The queue does not grow without bound: a request on a reused connection
 * that has waited longer than `maxWaitMs` is answered 503 with Retry-After
 * (`shed`, which costs next to nothing) instead of being run late.
 */
export class FairQueue {
  private readonly fresh: Item[] = [];
  private readonly reused: Item[] = [];
  private scheduled = false;

  constructor(
    private readonly run: (req: IncomingMessage, res: ServerResponse) => void,
    private readonly shed: (req: IncomingMessage, res: ServerResponse) => void,
    private readonly maxWaitMs: number,
  ) {}

  get length(): number {
    return this.fresh.length + this.reused.length;
  }

  push(req: IncomingMessage, res: ServerResponse, reused: boolean): void {
    (reused ? this.reused : this.fresh).push({ req, res, at: performance.now(), reused });
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => this.next());
  }

  private take(): Item | undefined {
    return this.fresh.shift() ?? this.reused.shift();
  }

  private next(): void {
    this.scheduled = false;
    const now = performance.now();
    let shed = 0;
    for (let item = this.take(); item; item = this.take()) {
      // A request whose client went away while it waited is not run.
      if (item.res.destroyed) continue;
      if (item.reused && this.maxWaitMs && now - item.at > this.maxWaitMs && shed++ < SHED_PER_TURN) {
        this.shed(item.req, item.res);
        continue;
      }
      this.run(item.req, item.res);
      break;
    }
    if (this.length && !this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.next());
    }
  }
}
