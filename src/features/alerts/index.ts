// Alerts: where notifications of crossed thresholds go (webhooks, Slack), what fired and when, each delivery, and the thresholds as Prometheus rules.
// The alerts area's public face: what the shell and the control plane may import (other areas import none) (scripts/eslint-layers.js).
// Import the files themselves (`@/features/alerts/<file>`); this list is what the lint allows.
export * from './address-policy';
