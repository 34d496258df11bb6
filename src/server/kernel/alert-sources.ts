import type { Store } from '@/server/store/store';

/**
 * Something besides the workspaces' metrics that the alert engine notifies of through the organization's channels and
 * lists in its history (a budget's share crossed: areas/billing/budget.ts). Areas do not import each other: the app hands
 * the sources to the engine (app.ts), which calls each in its tick's transaction, so what a source writes down (that it
 * notified) and the deliveries are kept together or not at all.
 */
export interface AlertNotice {
  org_id: string;
  kind: 'budget';
  /** What the history names in place of a workspace ("Monthly budget"). */
  subject: string;
  /** The share crossed and the share reached, percent. */
  threshold: number;
  value: number;
  /** The notification's sentence. */
  text: string;
  /** A path of the console to link to (`/billing`). */
  path: string;
  /** Further fields of a webhook's JSON. */
  facts: Record<string, unknown>;
}

export type AlertSource = (store: Store, now: number) => AlertNotice[];
