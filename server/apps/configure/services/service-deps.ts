import type { AppDeps } from '../../../kernel';

/**
 * What Configure's use cases reach: the kernel (its apps, grants, organisation and settings, the file store) and the
 * ports of what other apps keep: the currency (commerce), the business hours (the service desk) and the sites whose
 * own hours it sets (Locations). It keeps no table of its own: everything it sets is the kernel's or another app's.
 */
export type ConfigureDeps = AppDeps<Record<never, never>, 'organisationCurrency' | 'businessCalendars' | 'places'>;
