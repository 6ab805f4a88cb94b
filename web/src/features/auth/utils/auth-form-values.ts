import type { LoginBody, RegisterBody } from "@kumite/contracts/identity/commands";
import { toProfile, type ProfileFormValues } from "@/shared/profile-form/profile-form-values.ts";

export type AuthMode = "signIn" | "signUp";

export interface SignInValues {
  email: string;
  password: string;
}

/** The sign-up form as antd holds it: the credentials, the username and the profile. */
export interface SignUpValues extends SignInValues, ProfileFormValues {
  username: string;
}

/** The full profile of POST /api/auth/register: every field present, empties as [] / null / "". */
export function toRegisterBody(values: SignUpValues): RegisterBody {
  return {
    email: values.email.trim(),
    password: values.password,
    username: values.username.trim(),
    ...toProfile(values),
  };
}

/** The body of POST /api/auth/login. */
export function toLoginBody(values: SignInValues): LoginBody {
  return { email: values.email.trim(), password: values.password };
}
