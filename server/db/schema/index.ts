export * from './apps';
export * from './auth';
export * from './organisations';
export * from './records';
