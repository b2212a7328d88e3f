import type { AppDeps } from '../../../kernel';
import type { CommerceOwnRepositories } from '../repositories/repositories';

/** What commerce's use cases reach: the kernel, commerce's repositories, and the fleet its Device Hub orders join. */
export type CommerceDeps = AppDeps<CommerceOwnRepositories, 'assetLifecycle'>;
