import { z } from "zod";
import { SearchText } from "../search-schemas.ts";
import { DisplayName, Email, Password, ProfileChanges, ProfileFields, Username } from "./profile.ts";

export const RegisterBody = ProfileFields.extend({
  email: Email,
  password: Password,
  username: Username,
  displayName: DisplayName,
}).refine((body) => (body.latitude === null) === (body.longitude === null), {
  message: "latitude and longitude go together",
  path: ["latitude"],
});
export type RegisterBody = z.infer<typeof RegisterBody>;
export type RegisterInput = z.input<typeof RegisterBody>;

export const LoginBody = z.object({
  email: Email,
  password: z.string().min(1, "is required").max(1024),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const DeleteAccountBody = z.object({
  password: z.string().min(1, "is required").max(1024),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;

export const UsersQuery = z.object({
  search: SearchText,
  dojoId: z.string().min(1).max(64).optional(),
});
export type UsersQuery = z.infer<typeof UsersQuery>;

export const UserIdParams = z.object({ id: z.string().min(1).max(64) });
export type UserIdParams = z.infer<typeof UserIdParams>;

export const UpdateProfileBody = ProfileChanges.refine(
  (body) => (body.latitude === undefined) === (body.longitude === undefined),
  { message: "latitude and longitude go together", path: ["latitude"] },
);
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;

/** One of the member's data exports. */
export const DataExportParams = z.object({ id: z.string().min(1).max(64) });
export type DataExportParams = z.infer<typeof DataExportParams>;
