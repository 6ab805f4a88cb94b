import { z } from "zod";
import { defineJob } from "@kumite/kit/service";
import type { DojoDeps } from "../aggregates.ts";
import { sendDueReminders } from "../handlers/reminders.ts";

// The reminders' clock (DESIGN.md, "Dojos and events"): one instance at a time sends the reminders
// due (the kit's job); each goes out once by the aggregate's doing (handlers/reminders.ts).

const ReminderSettings = z.object({
  /** How often the due reminders are looked for; a reminder goes out at most this late. */
  DOJO_REMINDER_INTERVAL_MS: z.coerce.number().int().min(10).default(15_000),
  /** The lease's name: every instance of one deployment shares it. */
  DOJO_REMINDER_LEASE: z
    .string()
    .regex(/^[-/=.\w]+$/)
    .default("dojo-reminders"),
});

export const remindersJob = defineJob<DojoDeps>({
  name: "reminders",
  settings(env) {
    const settings = ReminderSettings.parse(env);
    return { everyMs: settings.DOJO_REMINDER_INTERVAL_MS, lease: settings.DOJO_REMINDER_LEASE };
  },
  run: sendDueReminders,
});
