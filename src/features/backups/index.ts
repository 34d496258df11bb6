// Backups: take, list, restore and delete a workspace's backups; the schedule of automatic ones.
// The backups area's public face: what other areas, the shell and the control plane may import (scripts/eslint-layers.js).
// Import the files themselves (`@/features/backups/<file>`); this list is what the lint allows.
export * from './backup-quota';
