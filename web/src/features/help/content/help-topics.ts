import { DOJO_ROLE_LABELS, DOJO_ROLES, PRODUCT_NAME, type GeneralTopic } from "@kumite/contracts/values";

/** Where users ask questions (SPEC §1); typed against the contracts' topic list. */
export const QUESTIONS_CATEGORY: GeneralTopic = "General Discussion";

export type HelpTopicId = "posts" | "search" | "dojos" | "events" | "partners" | "notifications";

export interface HelpTopic {
  id: HelpTopicId;
  title: string;
  body: string;
}

const roleNames = DOJO_ROLES.map((role) => DOJO_ROLE_LABELS[role]).join(", ");

/** The sections of the help page (SPEC §2 "Help"). */
export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    id: "posts",
    title: "Community Posts",
    body:
      "Share training tips, questions and stories with the community. Every post belongs to a category: " +
      "a martial art such as Karate, Judo or Muay Thai, or a general topic such as Training Tips. " +
      "Browse posts by martial art with the category filter, add photos or videos, and join the conversation with comments.",
  },
  {
    id: "search",
    title: "Search",
    body:
      "Use the search button in the header to find users, dojos and martial arts communities. " +
      "Type a name, a martial art or a place and the best matches appear as you type.",
  },
  {
    id: "dojos",
    title: "Dojos",
    body:
      "Dojos are communities that reach across gyms, like guilds. Join one to train with its members, " +
      `chat in the dojo chat and take part in its events. Members rise through the roles ${roleNames}; ` +
      "the owner manages the dojo.",
  },
  {
    id: "events",
    title: "Events",
    body:
      "Dojos organise training events. Open Events to see what is coming up, join an event while places are left " +
      "and leave it if your plans change. Elders and Leaders can create events for their dojo.",
  },
  {
    id: "partners",
    title: "Training Partners",
    body:
      "Matching shows martial artists who fit your filters: martial arts, skill level, age range and distance. " +
      "Swipe right or press like to send a connection request, swipe left to pass.",
  },
  {
    id: "notifications",
    title: "Notifications",
    body:
      "The bell in the header shows how many notifications you have not read yet: connection requests, " +
      "accepted connections, new messages, event reminders and invitations. Open it to read them or mark them all as read.",
  },
];

export interface GettingStartedStep {
  title: string;
  body: string;
}

export const GETTING_STARTED: readonly GettingStartedStep[] = [
  {
    title: "Complete your profile",
    body: "Add your martial arts, experience, location and a short bio so partners and dojos can find you.",
  },
  {
    title: "Find your community",
    body: "Search for practitioners and dojos, join a dojo, or swipe through training partners near you.",
  },
  {
    title: "Start training together",
    body: `Post in the feed, message your connections and sign up for events. Welcome to ${PRODUCT_NAME}!`,
  },
];
