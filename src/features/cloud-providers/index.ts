// Cloud providers: the cloud accounts workgroups run in, the vendor's own providers, and the wizard that connects your own AWS account.
// The cloud-providers area's public face: what other areas, the shell and the control plane may import (scripts/eslint-layers.js).
// Import the files themselves (`@/features/cloud-providers/<file>`); this list is what the lint allows.
export * from './cloud-provider-body';
export * from './cloud-provider-extras-queries';
export * from './cloud-provider-schema';
export * from './cloud-providers-queries';
export * from './components';
export * from './provider-choice';
export * from './region-options';
