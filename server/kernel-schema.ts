/**
 * The kernel's tables and column helpers that an app's schema and repositories build on. A module of its own, not a
 * part of kernel.ts: drizzle-kit loads the apps' schema files (drizzle.config.ts), and through this module it loads
 * only table definitions, not the server (Fastify, mail, the adapters) that kernel.ts reaches.
 */
export { at, createdAt, id, version } from './db/schema/columns';
export { approvalVoteColumns, minor, organisationId, personId } from './db/schema/tenant-columns';
export { inList } from './db/schema/sql-list';
export { organisations, users } from './db/schema/organisations';
export { auditLog } from './db/schema/records';
