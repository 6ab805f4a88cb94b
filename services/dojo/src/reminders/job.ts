import { z } from "zod";
import { JOB_LEASES, ProjectionLease } from "@kumite/kit/projection/lease";
import type { ServiceJob } from "@kumite/kit/service/define-service";
import type { DojoDeps } from "../aggregates.ts";
import { sendDueReminders } from "./send-due.ts";

// The reminders' clock (DESIGN.md, "Dojos and events"): time-driven work that one instance of dojo
// does at a time, the one holding a lease in NATS KV that lapses unless renewed, so another takes
// over when it stops or dies. The lease saves the others the work; exactly once is the aggregate's
// doing (see send-due.ts), so a lease lost in the middle of a pass doubles nothing.

const ReminderSettings = z.object({
  /** How often the due reminders are looked for; a reminder goes out at most this late. */
  DOJO_REMINDER_INTERVAL_MS: z.coerce.number().int().min(10).default(15_000),
  /** The lease's name: every instance of one deployment shares it. */
  DOJO_REMINDER_LEASE: z
    .string()
    .regex(/^[-/=.\w]+$/)
    .default("dojo-reminders"),
});

export const remindersJob: ServiceJob<DojoDeps> = (deps, env) => {
  const settings = ReminderSettings.parse(env);
  const name = settings.DOJO_REMINDER_LEASE;
  const owner = crypto.randomUUID();
  let lease: ProjectionLease | null = null;
  let revision: number | null = null;
  let nextPass = 0;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  async function tick(held: ProjectionLease): Promise<void> {
    revision = revision === null ? await held.take(name, owner) : await held.renew(name, owner, revision);
    if (revision === null || Date.now() < nextPass) return;
    nextPass = Date.now() + settings.DOJO_REMINDER_INTERVAL_MS;
    await sendDueReminders(deps);
  }

  function schedule(delayMs: number): void {
    timer = setTimeout(() => {
      running = (async () => {
        lease ??= await ProjectionLease.open(deps.nats, undefined, JOB_LEASES);
        await tick(lease);
      })()
        .catch((error: unknown) => deps.logger.warn({ err: error }, "reminders pass failed"))
        .finally(() => {
          // Renewed well within the lease's time to live, whatever the interval.
          if (!stopped) schedule(Math.min(settings.DOJO_REMINDER_INTERVAL_MS, (lease?.ttlMs ?? 15_000) / 3));
        });
    }, delayMs);
  }
  schedule(0);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      // Handed over at once rather than when it lapses.
      if (lease && revision !== null) await lease.release(name, revision);
    },
  };
};
