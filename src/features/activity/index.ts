// Activity: what this console sent and what the service answered, and the organization's audit trail of every write.
// The activity area's public face: what other areas, the shell and the control plane may import (scripts/eslint-layers.js).
// Import the files themselves (`@/features/activity/<file>`); this list is what the lint allows.
export {};
