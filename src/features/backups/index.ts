// Backups: take, list, restore and delete a workspace's backups; the schedule of automatic ones.
// The backups area's public face: what the shell and the control plane may import (other areas import none) (scripts/eslint-layers.js).
// Import the files themselves (`@/features/backups/<file>`); this list is what the lint allows.
export * from './backup-quota';
