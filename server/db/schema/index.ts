export * from './apps';
export * from './auth';
export * from './jobs';
export * from './organisations';
export * from './records';
export * from './server-keys';
export * from './life-events';
export * from './api-tokens';
