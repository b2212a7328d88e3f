import * as z from 'zod';
import { Email, Id } from '../../common';
import { text } from '../../text';

/** How long the trail keeps an entry: at least a year (what auditors ask for), at most ten; null keeps every entry. */
export const RETENTION_MONTHS = { min: 12, max: 120 } as const;
const RetentionMonths = z.int().min(RETENTION_MONTHS.min).max(RETENTION_MONTHS.max).nullable();
/** Never saved yet is version 0. */
const SettingsVersion = z.int().min(0).max(2_147_483_647);

export const TrailRetention = z.object({ retentionMonths: RetentionMonths, version: SettingsVersion });
export type TrailRetention = z.infer<typeof TrailRetention>;
export const TrailRetentionInput = z.strictObject({ retentionMonths: RetentionMonths, version: SettingsVersion });

/** A person the trail may be narrowed to: any member of the organisation, past ones too. */
const TrailPerson = z.object({ id: Id, name: text(), email: Email });
export const TrailPeopleQuery = z.strictObject({ q: text().max(100).optional() });
export const TrailPeople = z.object({ items: z.array(TrailPerson) });
