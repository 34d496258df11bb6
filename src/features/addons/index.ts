// Add-ons: the catalog of add-ons with their prices, installing one for the organization, its configurations, and asking for one not offered.
// The addons area's public face: what the shell and the control plane may import (other areas import none) (scripts/eslint-layers.js).
// Import the files themselves (`@/features/addons/<file>`); this list is what the lint allows.
