import * as z from 'zod';
import { text } from './text';
import { Email, EmailInput, Timestamp } from './common';

export const EXTERNAL_CODE_LENGTH = 6;

export const ExternalCodeRequest = z.strictObject({ email: EmailInput });

/** Sent whether or not the address is known, so the answer tells nothing about who has tickets. */
export const ExternalCodeAnswer = z.object({ email: Email, expiresAt: Timestamp });

export const ExternalSignInRequest = z.strictObject({
  email: EmailInput,
  code: text().regex(new RegExp(`^\\d{${EXTERNAL_CODE_LENGTH}}$`), `${EXTERNAL_CODE_LENGTH} digits`),
});

/** An external session sees only what belongs to its own address. */
export const ExternalSignInAnswer = z.object({ token: text().min(32), email: Email, expiresAt: Timestamp });

export const ExternalSessionAnswer = z.object({ email: Email, expiresAt: Timestamp });
