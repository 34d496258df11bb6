// What the service answers: all the client needs to read data.
export * from './envelope';
export * from './workspace';
export * from './workgroup';
export * from './schedule';
export * from './allow-list';
export * from './cloud-provider';
export * from './meta';
export * from './user';
export * from './org';
export * from './backup';
export * from './addon';
export * from './billing';
