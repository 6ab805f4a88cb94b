import { z } from "zod";
import type { ProfileChanges } from "./profile.ts";
import { DisplayName, Email, ProfileFields, Username } from "./profile.ts";

/**
 * Identity's public events, on subjects `identity.user.<userId>` of the IDENTITY stream: every
 * context may project them. Credentials live in their own stream, IDENTITY_PRIVATE, that only
 * identity reads, so a password hash never reaches another service.
 */
export const UserRegistered = ProfileFields.extend({
  userId: z.string(),
  username: Username,
  displayName: DisplayName,
});
export type UserRegistered = z.infer<typeof UserRegistered>;

export const UserDeleted = z.object({ userId: z.string() });
export type UserDeleted = z.infer<typeof UserDeleted>;

/** Only the fields that changed, plus the user id. */
export type UserProfileUpdated = ProfileChanges & { userId: string };

export type UserEvent =
  | { type: "UserRegistered"; data: UserRegistered }
  | { type: "UserProfileUpdated"; data: UserProfileUpdated }
  | { type: "UserDeleted"; data: UserDeleted };

export const CredentialsIssued = z.object({
  userId: z.string(),
  email: Email,
  passwordHash: z.string(),
});
export type CredentialsIssued = z.infer<typeof CredentialsIssued>;
export const CredentialsRevoked = z.object({ userId: z.string() });
export type CredentialsRevoked = z.infer<typeof CredentialsRevoked>;

export type CredentialEvent =
  { type: "CredentialsIssued"; data: CredentialsIssued } | { type: "CredentialsRevoked"; data: CredentialsRevoked };

export const IDENTITY_STREAM = { name: "IDENTITY", subjects: ["identity.>"] } as const;
export const IDENTITY_PRIVATE_STREAM = { name: "IDENTITY_PRIVATE", subjects: ["identity_private.>"] } as const;
export const userSubject = (userId: string) => `identity.user.${userId}`;
export const credentialSubject = (userId: string) => `identity_private.credential.${userId}`;
