// Organization users: who belongs to the organization and with which roles, invitations, and who may do what in the console.
// The users area's public face: what the shell and the control plane may import (other areas import none) (scripts/eslint-layers.js).
// Import the files themselves (`@/features/users/<file>`); this list is what the lint allows.
export * from './invitations';
