import type { Email, Password, Username } from "@kumite/contracts/identity/profile";

/**
 * The contracts' account schemas for the auth form's checks, loaded on first use: they are built
 * with zod, the largest library the sign-in page would otherwise download and run before showing.
 */
const load = () => import("@kumite/contracts/identity/profile");

export const emailSchema = (): Promise<typeof Email> => load().then((schemas) => schemas.Email);
export const passwordSchema = (): Promise<typeof Password> => load().then((schemas) => schemas.Password);
export const usernameSchema = (): Promise<typeof Username> => load().then((schemas) => schemas.Username);
