import * as z from 'zod/mini';
import { TRACE_FORMAT, TRACE_FORMAT_VERSION } from '../../application/lab/trace';

const snapshotRecord = z.object({
  value: z.union([z.string(), z.record(z.string(), z.unknown())]),
  context: z.unknown(),
});

const machineEvent = z.looseObject({ type: z.string().check(z.minLength(1)) });

const machineTrace = z.object({
  machineId: z.string().check(z.minLength(1)),
  machineVersion: z.string().check(z.minLength(1)),
  portalVersion: z.string(),
  startedAt: z.string(),
  input: z.unknown(),
  start: z.nullable(snapshotRecord),
  droppedEvents: z.number().check(z.int(), z.gte(0)),
  events: z.array(machineEvent),
  final: z.nullable(snapshotRecord),
});

/** Just enough to tell a trace file from any other JSON before its content is checked. */
export const traceFileHeader = z.looseObject({
  format: z.literal(TRACE_FORMAT),
  formatVersion: z.number(),
});

export const traceFileSchema = z.object({
  format: z.literal(TRACE_FORMAT),
  formatVersion: z.literal(TRACE_FORMAT_VERSION),
  traces: z.array(machineTrace).check(z.minLength(1)),
});
