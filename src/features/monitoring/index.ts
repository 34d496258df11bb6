// Monitoring: a workspace's CPU, memory, disk and queries over time, its load warnings and thresholds, and the size its load calls for.
// The monitoring area's public face: what the shell and the control plane may import (other areas import none) (scripts/eslint-layers.js).
// Import the files themselves (`@/features/monitoring/<file>`); this list is what the lint allows.
export * from './alert-threshold';
export * from './load-alerts';
export * from './load-warning';
export * from './metric-history';
export * from './monitoring-now';
export * from './monitoring-queries';
export * from './monitoring-status';
export * from './load-notes';
export * from './monitoring-body';
export * from './idle';
