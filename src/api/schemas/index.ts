export * from './responses';
export * from './text';

// Request bodies: imported by forms and the server, never by the read path of the client.
export * from './workgroup-body';
export * from './workspace-body';
export * from './schedule-body';
export * from './allow-list-body';
export * from './cloud-provider-body';
export * from './user-body';
export * from './backup-body';
