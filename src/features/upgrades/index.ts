// Upcoming upgrades: every workspace with an upgrade in its next maintenance window, and cancelling one.
// The upgrades area's public face: what the shell and the control plane may import (other areas import none) (scripts/eslint-layers.js).
// Import the files themselves (`@/features/upgrades/<file>`); this list is what the lint allows.
export * from './cancel-upgrade';
export * from './upgrade-schema';
