// Organization: its name and logo, tier and quota, its API keys, whose credentials are in use, and switching between organizations.
// The organization area's public face: what the shell and the control plane may import (other areas import none) (scripts/eslint-layers.js).
// Import the files themselves (`@/features/organization/<file>`); this list is what the lint allows.
export * from './org-body';
export * from './org-name';
export * from './org-switcher';
