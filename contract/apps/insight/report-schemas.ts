import { z } from 'zod';
import { Day, Id } from '../../common';
import { text } from '../../text';
import { REPORT_KINDS } from '../../../src/apps/insight/domain/reports/report-table';

export const ReportKind = z.enum(REPORT_KINDS);

/** The query of a report's run and downloads: which report, with its filters. */
export const ReportQuery = z
  .strictObject({
    kind: ReportKind,
    from: Day.optional(),
    to: Day.optional(),
    productType: text().trim().min(1).max(40).optional(),
    locationId: Id.optional(),
  })
  .refine((query) => query.from === undefined || query.to === undefined || query.from <= query.to, {
    message: 'The first day comes before the last',
    path: ['to'],
  });

const Figure = z.number().min(-1e15).max(1e15);

/** Every report's one shape: columns (what each counts and how much room it gets), rows of figures, totals. */
export const ReportTableSchema = z.object({
  kind: ReportKind,
  columns: z.array(z.object({ id: text().max(40), unit: z.enum(['count', 'money', 'kg']), priority: z.union([z.literal(1), z.literal(2), z.literal(3)]) })).max(12),
  rows: z.array(z.object({ key: text().max(200).nullable(), values: z.array(Figure).max(12) })).max(5000),
  totals: z.array(Figure).max(12),
  currency: text().length(3).nullable(),
});

/** A report's answer: its table, whether the row keys are the portal's words, and what the filters offer. */
export const ReportAnswer = z.object({
  table: ReportTableSchema,
  translatedKeys: z.boolean(),
  options: z.object({
    locations: z.array(z.object({ id: Id, name: text().max(200) })).max(2000),
    productTypes: z.array(text().max(40)).max(100),
  }),
});

export const ReportFile = z.object({ filename: text().max(120), contentBase64: text().max(20_000_000) });
