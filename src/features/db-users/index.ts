// Database users: the database's own users, for applications and query tools, with passwords checked, generated and shown once.
// The db-users area's public face: what the shell and the control plane may import (other areas import none) (scripts/eslint-layers.js).
// Import the files themselves (`@/features/db-users/<file>`); this list is what the lint allows.
export * from './db-user-body';
export * from './db-user-rules';
export * from './db-user-schema';
