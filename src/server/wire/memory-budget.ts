/**
 * Bytes that requests in flight may hold at once, across all of them (the
 * proxy's buffered answers). Each request takes from it through a lease, as
 * its bytes arrive, and gives everything back when it ends: past the budget
 * the request is refused, the server stays up and the others go on.
 */
export class MemoryBudget {
  private used = 0;

  constructor(readonly total: number) {}

  get inUse(): number {
    return this.used;
  }

  lease(): Lease {
    let held = 0;
    return {
      take: (n) => {
        if (this.used + n > this.total) return false;
        this.used += n;
        held += n;
        return true;
      },
      give: (n) => {
        const back = Math.min(n, held);
        held -= back;
        this.used -= back;
      },
      end: () => {
        this.used -= held;
        held = 0;
      },
    };
  }
}

export interface Lease {
  /** Takes `n` bytes; false (and nothing taken) when the budget has no room for them. */
  take: (n: number) => boolean;
  give: (n: number) => void;
  /** Gives back everything this request still holds. */
  end: () => void;
}
