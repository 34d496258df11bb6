import type { Server, IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export interface ConnectionLimits {
  /** Connections held at once, from all addresses. */
  max: number;
  /** Connections one address may hold at once: the rest of `max` is kept for everyone else. */
  perAddress: number;
}

interface Held {
  socket: Socket;
  address: string;
  /** When the socket last finished an answer, or connected. */
  idleSince: number;
  /** The request under way, if any. */
  req: IncomingMessage | undefined;
  /** Answers finished on this socket. */
  answered: number;
}

/** A request whose body is still arriving this long after its headers is "slow" and may give way to a newcomer. */
const SLOW_BODY_MS = 1000;
const REFUSED = 'HTTP/1.1 503 Service Unavailable\r\nRetry-After: 1\r\nConnection: close\r\nContent-Length: 0\r\n\r\n';

export const addressOf = (socket: Socket): string => {
  const raw = socket.remoteAddress ?? '';
  return raw.startsWith('::ffff:') && raw.includes('.') ? raw.slice(7) : raw;
};

/**
 * Who holds the server's connections, per address. A connection that would
 * pass a limit takes the place of one that is doing nothing: idle between
 * requests, still sending its headers, or trickling a body, the longest idle
 * first, from its own address when that address is at its limit, else from
 * the address holding the most. When no connection can give way, it is
 * refused with a 503 and closed. So one address that floods (slow headers, idle
 * keep-alive, slow bodies) cannot lock anyone else out: it holds at most
 * `perAddress`, and even a newcomer from the same address is served in the
 * place of one of its idle sockets.
 */
export class ConnectionGuard {
  private readonly held = new Map<Socket, Held>();
  private readonly byAddress = new Map<string, Set<Held>>();
  /** Connections closed to make room, and refused: for the tests' figures and the operator. */
  readonly counts = { evicted: 0, refused: 0 };

  constructor(
    server: Server,
    private readonly limits: ConnectionLimits,
  ) {
    server.on('connection', (socket: Socket) => this.admit(socket));
  }

  get size(): number {
    return this.held.size;
  }

  /** Whether the socket was admitted and is still held (not refused, not made to give way). */
  holds(socket: Socket): boolean {
    return this.held.has(socket);
  }

  /** A request arrived on a held socket. */
  begin(req: IncomingMessage, res: ServerResponse): void {
    const h = this.held.get(req.socket);
    if (!h) return;
    h.req = req;
    res.once('close', () => {
      if (h.req !== req) return;
      h.req = undefined;
      h.answered++;
      h.idleSince = Date.now();
    });
  }

  /** Whether this socket has been answered before: a connection reused by a busy client rather than a newcomer's. */
  reused(socket: Socket): boolean {
    return (this.held.get(socket)?.answered ?? 0) > 0;
  }

  private admit(socket: Socket): void {
    const address = addressOf(socket);
    const mine = this.byAddress.get(address);
    const now = Date.now();
    let room = true;
    if ((mine?.size ?? 0) >= this.limits.perAddress) room = this.evictFrom(mine!, now);
    else if (this.held.size >= this.limits.max) room = this.evictFrom(this.busiest(), now);
    if (!room) {
      this.counts.refused++;
      // A short answer when the kernel takes it at once, and the socket closed either way (never left half-open).
      socket.write(REFUSED);
      socket.destroy();
      return;
    }
    const h: Held = { socket, address, idleSince: now, req: undefined, answered: 0 };
    this.held.set(socket, h);
    let set = mine;
    if (!set) this.byAddress.set(address, (set = new Set()));
    set.add(h);
    socket.once('close', () => {
      this.held.delete(socket);
      set.delete(h);
      if (set.size === 0 && this.byAddress.get(address) === set) this.byAddress.delete(address);
    });
  }

  private busiest(): Set<Held> | undefined {
    let most: Set<Held> | undefined;
    for (const set of this.byAddress.values()) if (!most || set.size > most.size) most = set;
    return most;
  }

  /** Closes the connection of `set` that has done nothing longest; false when each is answering or receiving briskly. */
  private evictFrom(set: Set<Held> | undefined, now: number): boolean {
    let victim: Held | undefined;
    let since = Infinity;
    for (const h of set ?? []) {
      const idle = !h.req || (!h.req.complete && now - h.idleSince > SLOW_BODY_MS);
      if (idle && h.idleSince < since) [victim, since] = [h, h.idleSince];
    }
    if (!victim) return false;
    this.counts.evicted++;
    victim.socket.destroy();
    // Its slot is free now, though its close event comes later.
    this.held.delete(victim.socket);
    set!.delete(victim);
    return true;
  }
}
