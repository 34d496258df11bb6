// Settings: your API key and session token, the organizations you hold keys for, and your own prices.
// The settings area's public face: what the shell and the control plane may import (other areas import none) (scripts/eslint-layers.js).
// Import the files themselves (`@/features/settings/<file>`); this list is what the lint allows.
export * from './credential-check';
