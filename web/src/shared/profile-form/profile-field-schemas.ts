import type { DisplayName, ProfileFields } from "@kumite/contracts/identity/profile";

/**
 * The contracts' schemas for the profile fields that have rules beyond their inputs, loaded on
 * first use: they are built with zod, which a screen should not download before it shows.
 */
const load = () => import("@kumite/contracts/identity/profile");

export const displayNameSchema = (): Promise<typeof DisplayName> => load().then((schemas) => schemas.DisplayName);
export const rankSchema = (): Promise<(typeof ProfileFields)["shape"]["rank"]> =>
  load().then((schemas) => schemas.ProfileFields.shape.rank);
export const weightSchema = (): Promise<(typeof ProfileFields)["shape"]["weightKg"]> =>
  load().then((schemas) => schemas.ProfileFields.shape.weightKg);
