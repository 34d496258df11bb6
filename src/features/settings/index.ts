// Settings: your API key and session token, the organizations you hold keys for, and your own prices.
// The settings area's public face: what other areas, the shell and the control plane may import (scripts/eslint-layers.js).
// Import the files themselves (`@/features/settings/<file>`); this list is what the lint allows.
export * from './credential-check';
