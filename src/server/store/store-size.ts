import { OverDataBudget } from './store-errors';
import type { Data, Entry } from './store-journal';

/** Journal bytes after which it is folded too, however few its lines (each line may rewrite a whole record). */
export const COMPACT_AFTER_BYTES = 16 * 1024 * 1024;
/** The stored state's default budget (DATA_BUDGET_MB): a change that would grow it past this is refused before it is journaled. */
export const DATA_BUDGET_BYTES = 256 * 1024 * 1024;

/**
 * The stored state's size (each record as JSON) against its budget: a transaction that would
 * grow it past the budget is refused before it is journaled. A state already past the budget
 * (a large seed, a lowered DATA_BUDGET_MB) may grow to twice its size, said on the console.
 */
export class StateSize {
  private readonly sizes = new Map<string, number>();
  bytes = 0;

  constructor(public budget: number) {}

  /**
   * Each change's record size, or OverDataBudget when the changes would take the state past its budget
   * (shrinking is always allowed; a record changed twice in one transaction counts twice, erring on the safe side).
   */
  check(entries: readonly Entry[]): number[] {
    const sizes = entries.map(sizeOf);
    let growth = 0;
    entries.forEach((e, i) => (growth += sizes[i]! - (this.sizes.get(`${e.c}/${e.id}`) ?? 0)));
    if (growth > 0 && this.bytes + growth > this.budget) throw new OverDataBudget(this.budget);
    return sizes;
  }

  /** Keeps the size of a record as this change leaves it (`n`: its size, when known already). */
  track(e: Entry, n = sizeOf(e)): void {
    const key = `${e.c}/${e.id}`;
    this.bytes -= this.sizes.get(key) ?? 0;
    if (e.t === 'put') {
      this.sizes.set(key, n);
      this.bytes += n;
    } else this.sizes.delete(key);
  }

  /** Every record's size as the state now holds it (at start). */
  reset(data: Data): void {
    this.sizes.clear();
    this.bytes = 0;
    for (const [c, m] of data) for (const [id, v] of m) this.track({ t: 'put', c, id, v });
  }

  /** Past the budget already (at start): room to twice the state. */
  fit(): void {
    if (this.bytes <= this.budget) return;
    console.warn(`The stored data (${Math.round(this.bytes / 1_048_576)} MiB) is past its budget (DATA_BUDGET_MB); it may grow to twice that.`);
    this.budget = this.bytes * 2;
  }
}

function sizeOf(e: Entry): number {
  return e.t === 'put' ? Buffer.byteLength(JSON.stringify(e.v)) : 0;
}
