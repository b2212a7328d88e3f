import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LOOP_DEVICE_TYPES, LOOP_DISPOSITIONS, LOOP_GRADES, type CertifiedRecycler, type LoopDeviceType, type LoopDisposition, type LoopGrade, type SanitisationRecord } from '../../../../src/apps/campaigns/domain/loop-device';
import { at, createdAt, id, inList, organisationId, version } from '../../../kernel-schema';
import { campaignIdColumn } from './campaigns';

/** One collected device, by serial: its grade, disposition, recycler and sanitisation record. */
export const loopDevices = pgTable(
  'campaigns_loop_devices',
  {
    id: id(),
    organisationId: organisationId(),
    campaignId: campaignIdColumn(),
    serial: text('serial').notNull(),
    /** The Manage asset with this serial, when one was known when the device was added. */
    assetId: uuid('asset_id'),
    type: text('type').$type<LoopDeviceType>().notNull(),
    grade: text('grade').$type<LoopGrade>(),
    disposition: text('disposition').$type<LoopDisposition>(),
    recycler: jsonb('recycler').$type<CertifiedRecycler>(),
    sanitisation: jsonb('sanitisation').$type<SanitisationRecord>(),
    releasedAt: at('released_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: version(),
  },
  (t) => [
    // A serial is collected once per campaign, whatever its case.
    uniqueIndex('campaigns_loop_devices_serial_unique').on(t.campaignId, sql`upper(${t.serial})`),
    index('campaigns_loop_devices_org_idx').on(t.organisationId, t.campaignId),
    check('campaigns_loop_devices_type_check', sql`${t.type} in (${inList(LOOP_DEVICE_TYPES)})`),
    check('campaigns_loop_devices_grade_check', sql`${t.grade} in (${inList(LOOP_GRADES)})`),
    check('campaigns_loop_devices_disposition_check', sql`${t.disposition} in (${inList(LOOP_DISPOSITIONS)})`),
  ],
);
