import type { AppDeps } from '../../../kernel';
import type { CommerceOwnRepositories } from '../repositories/repositories';

/** What commerce's use cases reach: the kernel and commerce's repositories; no other app's port. */
export type CommerceDeps = AppDeps<CommerceOwnRepositories>;
