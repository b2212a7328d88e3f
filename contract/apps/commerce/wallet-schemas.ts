import * as z from 'zod';
import { text } from '../../text';
import { Cents, Currency, Day, Id, PersonRef, Timestamp, Version } from '../../common';
import { listAnswer, listQuery } from '../../list';

/** A withdrawal waits for an admin; its amount is held meanwhile. */
export const WITHDRAWAL_STATES = ['pending', 'approved', 'declined'] as const;
export const WithdrawalState = z.enum(WITHDRAWAL_STATES);
export type WithdrawalState = z.infer<typeof WithdrawalState>;

/** A caller's key for one write: the same key again answers the first write instead of writing twice. */
const IdempotencyKey = text().trim().min(8).max(100);

const Reason = text().trim().min(1).max(300);

export const WalletSummary = z.object({
  person: PersonRef,
  balanceMinor: z.int().min(0),
  currency: Currency,
  /** Held for withdrawals that wait for a decision: already out of the balance. */
  heldMinor: z.int().min(0),
  /** What is left of the current employee credit budget, if the person has one. */
  credits: z
    .object({ remainingMinor: z.int(), amountMinor: z.int().min(0), currency: Currency, startsOn: Day, endsOn: Day })
    .nullable(),
  /** Whether the reader administers wallets (tops up, decides withdrawals, sees others). */
  mayAdminister: z.boolean(),
});
export type WalletSummary = z.infer<typeof WalletSummary>;

export const WalletEntry = z.object({
  id: Id,
  person: PersonRef,
  amountMinor: z.int(),
  currency: Currency,
  reason: text(),
  orderId: Id.nullable(),
  withdrawalId: Id.nullable(),
  balanceAfterMinor: z.int().min(0),
  idempotencyKey: text(),
  actor: PersonRef.nullable(),
  createdAt: Timestamp,
});
export type WalletEntry = z.infer<typeof WalletEntry>;

/** A person's wallet, for an admin (`personId`) or one's own (no `personId`). */
export const WalletPersonQuery = z.strictObject({ personId: Id.optional() });

export const WalletEntryListQuery = listQuery(['createdAt', 'amountMinor'], {
  personId: Id.optional(),
  direction: z.enum(['credit', 'debit']).optional(),
  from: Day.optional(),
  to: Day.optional(),
});
export const WalletEntryList = listAnswer(WalletEntry);

/** An admin's credit to a person's wallet (a top-up, a goodwill credit): always with its reason. */
export const WalletCreditRequest = z.strictObject({
  personId: Id,
  amountMinor: Cents.min(1),
  reason: Reason,
  idempotencyKey: IdempotencyKey,
});

export const Withdrawal = z.object({
  id: Id,
  person: PersonRef,
  amountMinor: z.int().min(1),
  currency: Currency,
  note: text(),
  state: WithdrawalState,
  decidedBy: PersonRef.nullable(),
  decidedAt: Timestamp.nullable(),
  decisionNote: text(),
  createdAt: Timestamp,
  version: Version,
  /** Whether the reader may approve or decline it now. */
  mayDecide: z.boolean(),
});
export type Withdrawal = z.infer<typeof Withdrawal>;

export const WithdrawalListQuery = listQuery(['createdAt'], { state: WithdrawalState.optional(), personId: Id.optional() });
export const WithdrawalList = listAnswer(Withdrawal);

export const WithdrawalRequest = z.strictObject({
  amountMinor: Cents.min(1),
  note: text().trim().max(500).default(''),
  idempotencyKey: IdempotencyKey,
});

export const WithdrawalDecisionRequest = z.strictObject({
  decision: z.enum(['approved', 'declined']),
  note: text().trim().max(500).default(''),
  version: Version,
});

/** The people whose wallets an admin can open, with their balances. */
export const WalletPeopleQuery = listQuery(['name', 'balanceMinor'], {});
const WalletPerson = z.object({ person: PersonRef, balanceMinor: z.int().min(0), currency: Currency.nullable() });
export const WalletPeopleList = listAnswer(WalletPerson);
