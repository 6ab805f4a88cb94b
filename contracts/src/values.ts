// SPEC §3 value lists. The only copy in the codebase: web, gateway and services import these.

export const MARTIAL_ART_GROUPS = [
  {
    name: "Striking Arts",
    arts: ["Karate", "Muay Thai", "Boxing", "Taekwondo", "Kung Fu", "Kickboxing"],
  },
  { name: "Grappling Arts", arts: ["Brazilian Jiu-Jitsu", "Judo", "Wrestling", "Sambo"] },
  { name: "MMA", arts: ["Mixed Martial Arts", "Combat Sports"] },
] as const;

export type MartialArt = (typeof MARTIAL_ART_GROUPS)[number]["arts"][number];
export const MARTIAL_ARTS: readonly MartialArt[] = MARTIAL_ART_GROUPS.flatMap((group) => group.arts);

export const GENERAL_TOPICS = [
  "General Discussion",
  "Training Tips",
  "Competition",
  "Nutrition & Diet",
  "Equipment & Gear",
  "Injury Prevention",
  "Technique Analysis",
  "Event Reviews",
] as const;
export type GeneralTopic = (typeof GENERAL_TOPICS)[number];

export type PostCategory = MartialArt | GeneralTopic;
export const POST_CATEGORIES: readonly PostCategory[] = [...MARTIAL_ARTS, ...GENERAL_TOPICS];

export const SKILL_LEVELS = ["Beginner", "Intermediate", "Advanced"] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];

export const AGE_RANGES = ["18-25", "26-35", "36-45", "46-55", "55+"] as const;
export type AgeRange = (typeof AGE_RANGES)[number];

export const TRAINING_GOALS = ["Competition", "Fitness", "Self-Defense", "Social", "Professional"] as const;
export type TrainingGoal = (typeof TRAINING_GOALS)[number];

export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

// Combat-sports profile fields (beyond SPEC): how a member likes to train, for matching.
export const GI_PREFERENCES = ["gi", "no-gi", "both"] as const;
export type GiPreference = (typeof GI_PREFERENCES)[number];

export const TRAINING_INTENSITIES = ["technical", "moderate", "hard"] as const;
export type TrainingIntensity = (typeof TRAINING_INTENSITIES)[number];

/** Ascending order matters: a role's rank is its index. */
export const DOJO_ROLES = ["new_blood", "warrior", "elder", "leader"] as const;
export type DojoRole = (typeof DOJO_ROLES)[number];

export const GROUP_CHAT_TYPES = ["match_group", "dojo_group", "gym_group"] as const;
export type GroupChatType = (typeof GROUP_CHAT_TYPES)[number];

export const NOTIFICATION_TYPES = [
  "connection_request",
  "connection_accepted",
  "new_message",
  "event_reminder",
  "event_invite",
  "dojo_invite",
  /** A place opened on a training event and the first on its waitlist moved in. */
  "event_waitlist_promoted",
  /** A training event the member had joined, or waited for, was cancelled. */
  "event_cancelled",
  /** A member the reader reported was suspended: their report was acted on. */
  "report_action_taken",
  /** The member was removed from their dojo: its name and the reason given, naming nobody. */
  "dojo_removed",
  /** The member's data export is ready to download (its id is the subject). */
  "data_export_ready",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** SPEC §3: why a member is reported. */
export const REPORT_REASONS = ["harassment", "inappropriate_content", "spam", "fake_profile", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const PRODUCT_NAME = "Kumite";
