// Add-ons: the catalog of add-ons with their prices, installing one for the organization, its configurations, and asking for one not offered.
// The addons area's public face: what other areas, the shell and the control plane may import (scripts/eslint-layers.js).
// Import the files themselves (`@/features/addons/<file>`); this list is what the lint allows.
