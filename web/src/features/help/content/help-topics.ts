import { DOJO_ROLES, type DojoRole, type GeneralTopic } from "@kumite/contracts/values";

// The help page's structure; its words are in the help catalog (i18n/en.ts), under these ids.

/** Where users ask questions (SPEC §1); typed against the contracts' topic list. */
export const QUESTIONS_CATEGORY = "General Discussion" satisfies GeneralTopic;

/** The topic cards, in order (SPEC §2 "Help"); each is `topics.<id>` in the catalog. */
export const HELP_TOPIC_IDS = ["posts", "search", "dojos", "events", "partners", "notifications"] as const;
export type HelpTopicId = (typeof HELP_TOPIC_IDS)[number];

/** The three getting-started steps, in order; each is `gettingStarted.steps.<id>`. */
export const GETTING_STARTED_STEPS = ["profile", "community", "training"] as const;

/** The dojo roles in ascending order, as the dojos topic lists them. */
export const HELP_DOJO_ROLES: readonly DojoRole[] = DOJO_ROLES;
