export * from './apps';
export * from './auth';
export * from './organisations';
export * from './records';
export * from './manage-assets';
export * from './manage-inventory';
export * from './manage-review';
