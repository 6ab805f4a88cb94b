// Every namespace's English source catalog: t() keys are type-checked against them, and
// registerCatalog only takes a namespace listed here.
import type { en as common } from "@/shared/i18n/common/en.ts";
import type { en as profileForm } from "@/shared/profile-form/i18n/en.ts";
import type { en as connections } from "@/shared/connections/i18n/en.ts";
import type { en as errors } from "@/shared/api/i18n/en.ts";
import type { en as safety } from "@/shared/safety/i18n/en.ts";
import type { en as offline } from "@/shared/offline/i18n/en.ts";
import type { en as auth } from "@/features/auth/i18n/en.ts";
import type { en as dojos } from "@/features/dojos/i18n/en.ts";
import type { en as events } from "@/features/events/i18n/en.ts";
import type { en as feed } from "@/features/feed/i18n/en.ts";
import type { en as groupChat } from "@/features/group-chat/i18n/en.ts";
import type { en as gyms } from "@/features/gyms/i18n/en.ts";
import type { en as help } from "@/features/help/i18n/en.ts";
import type { en as layout } from "@/features/layout/i18n/en.ts";
import type { en as matching } from "@/features/matching/i18n/en.ts";
import type { en as messages } from "@/features/messages/i18n/en.ts";
import type { en as notFound } from "@/features/not-found/i18n/en.ts";
import type { en as notifications } from "@/features/notifications/i18n/en.ts";
import type { en as options } from "@/features/options/i18n/en.ts";
import type { en as posts } from "@/features/posts/i18n/en.ts";
import type { en as profile } from "@/features/profile/i18n/en.ts";
import type { en as search } from "@/features/search/i18n/en.ts";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: false;
    resources: {
      common: typeof common;
      profileForm: typeof profileForm;
      connections: typeof connections;
      errors: typeof errors;
      safety: typeof safety;
      offline: typeof offline;
      auth: typeof auth;
      dojos: typeof dojos;
      events: typeof events;
      feed: typeof feed;
      groupChat: typeof groupChat;
      gyms: typeof gyms;
      help: typeof help;
      layout: typeof layout;
      matching: typeof matching;
      messages: typeof messages;
      notFound: typeof notFound;
      notifications: typeof notifications;
      options: typeof options;
      posts: typeof posts;
      profile: typeof profile;
      search: typeof search;
    };
  }
}
