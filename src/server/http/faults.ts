import type { FaultConfig } from '@/server/config';

type FaultDecision = { kind: 'none' } | { kind: 'error' } | { kind: 'drop' };

/** Decides, per request, which injected fault (if any) it suffers. */
export class Faults {
  constructor(public settings: FaultConfig) {}

  get active(): boolean {
    return this.settings.latencyMs > 0 || this.settings.errorRate > 0 || this.settings.dropRate > 0;
  }

  async delay(): Promise<void> {
    if (this.settings.latencyMs > 0) await new Promise((r) => setTimeout(r, this.settings.latencyMs));
  }

  decide(random = Math.random()): FaultDecision {
    if (random < this.settings.errorRate) return { kind: 'error' };
    if (random < this.settings.errorRate + this.settings.dropRate) return { kind: 'drop' };
    return { kind: 'none' };
  }
}
