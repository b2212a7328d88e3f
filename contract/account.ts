import * as z from 'zod';
import { text } from './text';
import { Email, Id, Language, Password, PersonName, Role, Theme, Timestamp, Version } from './common';
import { listAnswer } from './list';

export const Profile = z.object({
  id: Id,
  email: Email,
  name: text(),
  role: Role,
  organisationId: Id,
  organisationName: text(),
  createdAt: Timestamp,
  version: Version,
});

export const UpdateProfileRequest = z.strictObject({ name: PersonName, version: Version });

export const ChangePasswordRequest = z.strictObject({ currentPassword: text().min(1).max(200), newPassword: Password });

const SessionItem = z.object({
  id: Id,
  createdAt: Timestamp,
  lastSeenAt: Timestamp,
  expiresAt: Timestamp,
  userAgent: text().nullable(),
  ip: text().nullable(),
  method: z.enum(['password', 'sign-up', 'login-link', 'oauth']),
  current: z.boolean(),
  impersonatedBy: text().nullable(),
  version: Version,
});
export const SessionList = listAnswer(SessionItem);

export const SessionParams = z.strictObject({ id: Id });

const PersonalSettings = z.object({ language: Language, theme: Theme, version: Version });

/** The organisation's defaults; only admins may change them. */
const OrganisationSettings = z.object({ name: text(), language: Language, theme: Theme, version: Version });

export const SettingsAnswer = z.object({ personal: PersonalSettings, organisation: OrganisationSettings });

export const UpdateSettingsRequest = z
  .strictObject({
    personal: z.strictObject({ language: Language.optional(), theme: Theme.optional(), version: Version }).optional(),
    organisation: z
      .strictObject({
        name: text().trim().min(1).max(120).optional(),
        language: Language.optional(),
        theme: Theme.optional(),
        version: Version,
      })
      .optional(),
  })
  .refine((body) => body.personal !== undefined || body.organisation !== undefined, {
    message: 'name personal or organisation settings to change',
  });
