import { z } from "zod";
import { Cell } from "./cells.ts";
import type { ProfileChanges } from "./profile.ts";
import { DisplayName, Email, ProfileFields, Username } from "./profile.ts";

/**
 * Identity's public events, on subjects `identity.user.<userId>` of the IDENTITY stream: every
 * context may project them. Credentials and members' own points live in their own stream,
 * IDENTITY_PRIVATE, that only identity reads, so a password hash or where a member lives never
 * reaches another service: a public event says only which ~1 km cell a member's point is in
 * (`cell`, cells.ts). Events stored before that carried `latitude`/`longitude`: the kit's
 * upcaster (services/kit/src/upcasting/home-points.ts) turns them into the cell as they are read.
 */
export const PublicProfileFields = ProfileFields.omit({ latitude: true, longitude: true }).extend({
  /** The cell of the member's point; null when they gave none. */
  cell: Cell.nullable().default(null),
});
export type PublicProfileFields = z.infer<typeof PublicProfileFields>;

/** Every public profile field at its default: events stored before a field existed lack it. */
export const PUBLIC_PROFILE_DEFAULTS: PublicProfileFields = PublicProfileFields.parse({});

export const UserRegistered = PublicProfileFields.extend({
  userId: z.string(),
  username: Username,
  displayName: DisplayName,
});
export type UserRegistered = z.infer<typeof UserRegistered>;

export const UserDeleted = z.object({ userId: z.string() });
export type UserDeleted = z.infer<typeof UserDeleted>;

/** Only the fields that changed, plus the user id; `cell` when the member moved to another cell or cleared their point. */
export type UserProfileUpdated = Omit<ProfileChanges, "latitude" | "longitude"> & {
  cell?: Cell | null;
  userId: string;
};

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

/** A member's own point, set or cleared (both null): private, for their own session alone. */
export const HomePointSet = z.object({
  userId: z.string(),
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
});
export type HomePointSet = z.infer<typeof HomePointSet>;

export type HomePointEvent = { type: "HomePointSet"; data: HomePointSet };

/**
 * A member asked for a copy of their data ("Download my data"): every service with a part puts it
 * in the export's store (services/kit/src/member-data), and identity says when all are there.
 */
export const DataExportRequested = z.object({ exportId: z.string(), memberId: z.string(), requestedAt: z.string() });
export type DataExportRequested = z.infer<typeof DataExportRequested>;
/** Every part of the export is stored: downloadable until `expiresAt`, then gone. */
export const DataExportReady = z.object({ exportId: z.string(), memberId: z.string(), expiresAt: z.string() });
export type DataExportReady = z.infer<typeof DataExportReady>;

export type DataExportEvent =
  { type: "DataExportRequested"; data: DataExportRequested } | { type: "DataExportReady"; data: DataExportReady };

export const IDENTITY_STREAM = { name: "IDENTITY", subjects: ["identity.>"] } as const;
export const IDENTITY_PRIVATE_STREAM = { name: "IDENTITY_PRIVATE", subjects: ["identity_private.>"] } as const;
export const userSubject = (userId: string) => `identity.user.${userId}`;
export const credentialSubject = (userId: string) => `identity_private.credential.${userId}`;
export const homePointSubject = (userId: string) => `identity_private.point.${userId}`;
/** A member's exports, one aggregate per member: the once-every-10-minutes rule holds across their requests. */
export const dataExportSubject = (memberId: string) => `identity.export.${memberId}`;
