// Upcoming upgrades: every workspace with an upgrade in its next maintenance window, and cancelling one.
// The upgrades area's public face: what other areas, the shell and the control plane may import (scripts/eslint-layers.js).
// Import the files themselves (`@/features/upgrades/<file>`); this list is what the lint allows.
export * from './cancel-upgrade';
export * from './upgrade-schema';
