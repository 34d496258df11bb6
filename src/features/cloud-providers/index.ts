// Cloud providers: the cloud accounts workgroups run in, the vendor's own providers, and the wizard that connects your own AWS account.
// The cloud-providers area's public face: what the shell and the control plane may import (other areas import none) (scripts/eslint-layers.js).
// Import the files themselves (`@/features/cloud-providers/<file>`); this list is what the lint allows.
export * from './cloud-provider-body';
export * from './cloud-provider-extras-queries';
export * from './cloud-providers-queries';
export * from './components';
