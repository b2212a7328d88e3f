import * as z from 'zod';
import { text } from './text';
import { EmailInput, Id, Timestamp } from './common';

/** The link /request-demo/:email/:token/plg carries the address and a token the server issued for it. */
export const DemoTokenCheckRequest = z.strictObject({ email: EmailInput, token: text().min(1).max(200) });
export const DemoTokenCheckAnswer = z.object({ valid: z.literal(true) });

export const DemoRequestBody = z.strictObject({
  email: EmailInput,
  token: text().min(1).max(200),
  name: text().trim().min(1).max(120),
  company: text().trim().min(1).max(200),
  phone: text().trim().max(40).optional(),
  fleetSize: z.int().min(1).max(10_000_000).optional(),
  message: text().trim().max(4000).optional(),
});

export const DemoRequestAnswer = z.object({ id: Id, createdAt: Timestamp });
