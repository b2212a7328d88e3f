import * as z from 'zod';
import { Day, Email, Id, Role, Timestamp, Version } from '../../common';
import { listAnswer, listQuery } from '../../list';
import { text } from '../../text';
import { CHECKLIST_ITEMS, ONBOARDING_STEPS } from '../../../src/apps/people/domain/onboarding-progress';
import { InvitationStatus } from './invitation-schemas';

export const OnboardingStep = z.enum(ONBOARDING_STEPS);
export const ChecklistItem = z.enum(CHECKLIST_ITEMS);

const Named = z.object({ id: Id, name: text() });

export const KitOrderView = z.object({
  /** The day the job orders on, and whether that was already too late for the start date. */
  day: Day.nullable(),
  late: z.boolean(),
  orderId: Id.nullable(),
  number: z.int().nullable(),
  orderedAt: Timestamp.nullable(),
  /** Why the job could not order, until someone orders it again. */
  problem: text().nullable(),
});

/** A new hire on their way to their first day. */
export const Hire = z.object({
  id: Id,
  name: text().nullable(),
  email: Email,
  role: Role,
  team: text().nullable(),
  manager: Named.nullable(),
  location: Named.nullable(),
  startDay: Day,
  status: InvitationStatus,
  personId: Id.nullable(),
  steps: z.array(OnboardingStep),
  progress: z.int().min(0).max(100),
  kitsOffered: z.array(Named),
  kit: Named.nullable(),
  /** Where the kit goes, as the hire confirmed it: an office's name or their own address on one line. */
  deliveryTo: text().nullable(),
  order: KitOrderView,
  checklist: z.array(z.object({ item: ChecklistItem, done: z.boolean(), doneBy: Named.nullable(), doneAt: Timestamp.nullable() })),
  version: Version,
});
export type Hire = z.infer<typeof Hire>;

export const HireListQuery = listQuery(['startDay'], {});
export const HireList = listAnswer(Hire);

export const HireCheckParams = z.strictObject({ id: Id, item: ChecklistItem });
export const TickRequest = z.strictObject({ done: z.boolean() });
