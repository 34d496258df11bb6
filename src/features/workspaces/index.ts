// Workspaces: a workgroup's compute: create, size and resize, pause and resume, upgrade, connect, and its maintenance window.
// The workspaces area's public face: what the shell and the control plane may import (other areas import none) (scripts/eslint-layers.js).
// Import the files themselves (`@/features/workspaces/<file>`); this list is what the lint allows.
export * from './databases-queries';
export * from './maintenance';
export * from './maintenance-next';
