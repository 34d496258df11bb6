// Activity: what this console sent and what the service answered, and the organization's audit trail of every write.
// The activity area's public face: what the shell and the control plane may import (other areas import none) (scripts/eslint-layers.js).
// Import the files themselves (`@/features/activity/<file>`); this list is what the lint allows.
export {};
