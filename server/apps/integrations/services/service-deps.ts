import type { AppDeps } from '../../../kernel';

/** Integrations keeps no tables of its own yet: API tokens are the kernel's, since they open every app. */
export type IntegrationsDeps = AppDeps<Record<string, never>>;
