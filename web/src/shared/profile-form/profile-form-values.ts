import type { ProfileFields } from "@kumite/contracts/identity/profile";
import type {
  AgeRange,
  GiPreference,
  MartialArt,
  SkillLevel,
  TrainingGoal,
  TrainingIntensity,
  Weekday,
} from "@kumite/contracts/values";

/** A member's profile as antd holds it in a form: every optional field may be missing or cleared. */
export interface ProfileFormValues {
  displayName: string;
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
  rank?: string;
  weightKg?: number | null;
  giPreference?: GiPreference | null;
  intensity?: TrainingIntensity | null;
}

export type Profile = ProfileFields & { displayName: string };

/** The form's profile as the contracts hold it: every field present, empties as [] / null / "", text trimmed. */
export function toProfile(values: ProfileFormValues): Profile {
  return {
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
    rank: (values.rank ?? "").trim(),
    weightKg: values.weightKg ?? null,
    giPreference: values.giPreference ?? null,
    intensity: values.intensity ?? null,
  };
}
