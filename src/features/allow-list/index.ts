// IP allow list: the addresses that may reach a workgroup's workspaces, and the list turned on or off.
// The allow-list area's public face: what the shell and the control plane may import (other areas import none) (scripts/eslint-layers.js).
// Import the files themselves (`@/features/allow-list/<file>`); this list is what the lint allows.
export * from './allow-list-schema';
export * from './guard-rules';
