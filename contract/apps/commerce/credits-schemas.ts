import * as z from 'zod';
import { Cents, Currency, Day, Id, PersonRef, Version } from '../../common';
import { listAnswer, listQuery } from '../../list';

/** A person's employee-credit budget for a period, with what is spent of it. */
export const CreditBudget = z.object({
  id: Id,
  person: PersonRef,
  startsOn: Day,
  endsOn: Day,
  amountMinor: z.int().min(0),
  spentMinor: z.int().min(0),
  remainingMinor: z.int(),
  currency: Currency,
  version: Version,
});
export type CreditBudget = z.infer<typeof CreditBudget>;

export const CreditBudgetListQuery = listQuery(['startsOn'], { personId: Id.optional() });
export const CreditBudgetList = listAnswer(CreditBudget);

/** Sets a person's budget for a period: a new one, or a change of the one starting that day. */
export const SetCreditBudgetRequest = z
  .strictObject({ personId: Id, startsOn: Day, endsOn: Day, amountMinor: Cents })
  .refine((value) => value.endsOn >= value.startsOn, { path: ['endsOn'], message: 'ends before it starts' });
