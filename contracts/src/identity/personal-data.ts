import { notPersonal, type PersonalDataOf } from "../personal-fields.ts";
import type { CredentialEvent, DataExportEvent, HomePointEvent, UserEvent } from "./events.ts";

// A member's profile is theirs from the username down: every field a profile shows, their cell,
// their sign-in email and password hash, and their exact point.

const PROFILE = [
  "displayName",
  "bio",
  "experience",
  "location",
  "rank",
  "cell",
  "weightKg",
  "ageRange",
  "skillLevel",
  "martialArts",
  "trainingGoals",
  "availability",
  "giPreference",
  "intensity",
] as const;

export const identityPersonalData: PersonalDataOf<UserEvent | CredentialEvent | HomePointEvent | DataExportEvent> = {
  UserRegistered: { owner: (data) => data.userId, fields: ["username", ...PROFILE] },
  // Only the fields that changed are present; those absent stay absent.
  UserProfileUpdated: { owner: (data) => data.userId, fields: PROFILE },
  UserDeleted: notPersonal("the member's id alone"),
  CredentialsIssued: { owner: (data) => data.userId, fields: ["email", "passwordHash"] },
  CredentialsRevoked: notPersonal("the member's id alone"),
  HomePointSet: { owner: (data) => data.userId, fields: ["latitude", "longitude"] },
  DataExportRequested: notPersonal("ids and a time"),
  DataExportReady: notPersonal("ids and a time"),
};
