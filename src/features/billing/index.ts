// Billing: this month's cost worked out from each workspace's usage, the service's own figures, invoices, cards, and a failed payment's banner.
// The billing area's public face: what the shell and the control plane may import (other areas import none) (scripts/eslint-layers.js).
// Import the files themselves (`@/features/billing/<file>`); this list is what the lint allows.
export * from './delinquent-banner';
export * from './budget-rules';
export * from './month-cost';
export * from './billing-schema';
