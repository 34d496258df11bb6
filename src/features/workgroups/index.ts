// Workgroups: the organization's workgroups, each holding a database and the workspaces attached to it; creating, editing and deleting them.
// The workgroups area's public face: what the shell and the control plane may import (other areas import none) (scripts/eslint-layers.js).
// Import the files themselves (`@/features/workgroups/<file>`); this list is what the lint allows.
