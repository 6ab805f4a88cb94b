import type { LoginBody, RegisterBody } from "@kumite/contracts/identity/commands";
import type { AgeRange, MartialArt, SkillLevel, TrainingGoal, Weekday } from "@kumite/contracts/values";

export type AuthMode = "signIn" | "signUp";

export interface SignInValues {
  email: string;
  password: string;
}

/** The sign-up form as antd holds it: every optional field may be missing or cleared. */
export interface SignUpValues extends SignInValues {
  displayName: string;
  username: string;
  martialArts?: MartialArt[];
  skillLevel?: SkillLevel | null;
  ageRange?: AgeRange | null;
  trainingGoals?: TrainingGoal[];
  availability?: Weekday[];
  experience?: string;
  location?: string;
  latitude?: number | null;
  longitude?: number | null;
  bio?: string;
}

/** The full profile of POST /api/auth/register: every field present, empties as [] / null / "". */
export function toRegisterBody(values: SignUpValues): RegisterBody {
  return {
    email: values.email.trim(),
    password: values.password,
    username: values.username.trim(),
    displayName: values.displayName.trim(),
    martialArts: values.martialArts ?? [],
    skillLevel: values.skillLevel ?? null,
    ageRange: values.ageRange ?? null,
    trainingGoals: values.trainingGoals ?? [],
    availability: values.availability ?? [],
    experience: (values.experience ?? "").trim(),
    location: (values.location ?? "").trim(),
    latitude: values.latitude ?? null,
    longitude: values.longitude ?? null,
    bio: (values.bio ?? "").trim(),
  };
}

/** The body of POST /api/auth/login. */
export function toLoginBody(values: SignInValues): LoginBody {
  return { email: values.email.trim(), password: values.password };
}
