import { dojoPersonalData } from "./dojo/personal-data.ts";
import { gymPersonalData } from "./gym/personal-data.ts";
import { identityPersonalData } from "./identity/personal-data.ts";
import { messagingPersonalData } from "./messaging/personal-data.ts";
import { moderationPersonalData } from "./moderation/personal-data.ts";
import type { Classification, PersonalFields } from "./personal-fields.ts";
import { isPersonal } from "./personal-fields.ts";
import { socialPersonalData } from "./social/personal-data.ts";
import { templatePersonalData } from "./template/personal-data.ts";

// Every context's classification in one map, by event type (names are unique across contexts:
// personal-data.unit.spec.ts checks it). The kit seals what it lists on append.

type AnyData = Record<string, unknown>;

export const PERSONAL_DATA: Readonly<Record<string, Classification<AnyData>>> = {
  ...identityPersonalData,
  ...socialPersonalData,
  ...messagingPersonalData,
  ...moderationPersonalData,
  ...dojoPersonalData,
  ...gymPersonalData,
  ...templatePersonalData,
} as unknown as Record<string, Classification<AnyData>>;

/** The personal fields of an event type and whose they are; null for a type that carries none (or is unknown). */
export function personalFieldsOf(type: string): PersonalFields<AnyData> | null {
  const classification = Object.hasOwn(PERSONAL_DATA, type) ? PERSONAL_DATA[type]! : null;
  return classification && isPersonal(classification) ? classification : null;
}
