import type { AppDeps } from '../../../kernel';

/**
 * What Configure's use cases reach: the kernel (its apps, grants, organisation and settings, the file store) and the
 * two ports of what other apps keep: the currency (commerce) and the business hours (the service desk). It keeps no
 * table of its own: everything it sets is the kernel's or another app's.
 */
export type ConfigureDeps = AppDeps<Record<never, never>, 'organisationCurrency' | 'businessCalendars'>;
