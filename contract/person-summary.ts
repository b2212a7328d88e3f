import * as z from 'zod';
import { PERSON_SUMMARY_KEYS } from '../src/domain/person-summary';
import { AppSlug, Currency } from './common';
import { text } from './text';

/**
 * One thing an app knows of a person, as that app counts it: how many (and how many still open), or a balance, and
 * the page of the app where they are listed. Fields that do not apply to the line are null.
 */
export const PersonSummaryLine = z.object({
  key: z.enum(PERSON_SUMMARY_KEYS),
  appSlug: AppSlug,
  count: z.int().min(0).nullable(),
  open: z.int().min(0).nullable(),
  /** A balance in minor units, in `currency`. */
  amountMinor: z.int().nullable(),
  currency: Currency.nullable(),
  href: text().nullable(),
});
export type PersonSummaryLine = z.infer<typeof PersonSummaryLine>;

/** Every app's lines of a person, in the order of the apps; an app that knows nothing of them adds none. */
export const PersonSummaryAnswer = z.object({ lines: z.array(PersonSummaryLine) });
export type PersonSummaryAnswer = z.infer<typeof PersonSummaryAnswer>;
