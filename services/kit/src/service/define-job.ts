import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import type { Nats } from "../nats.ts";
import { JOB_LEASES, ProjectionLease } from "../projection/lease.ts";
import type { ServiceJob } from "./define-service.ts";

// Time-driven work (DESIGN.md, "Dojos and events": the reminders' clock) that one instance of a
// service does at a time: the one holding a lease in NATS KV that lapses unless renewed, so another
// takes over when it stops or dies. The lease saves the others the work; exactly once is the
// aggregate's doing, so a lease lost in the middle of a run doubles nothing.

type JobDeps = { nats: Nats; logger: Logger; clock: () => Date };

export type JobDefinition<Deps extends JobDeps> = {
  /** What the logs call it. */
  name: string;
  /** From the environment: how often it runs, and its lease's name (every instance of one deployment shares it). */
  settings: (env: NodeJS.ProcessEnv) => { everyMs: number; lease: string };
  /** One run: the work due at the kit's clock. */
  run: (deps: Deps) => Promise<unknown>;
};

export function defineJob<Deps extends JobDeps>(job: JobDefinition<Deps>): ServiceJob<Deps> {
  return (deps, env) => {
    const { everyMs, lease: name } = job.settings(env);
    const owner = randomUUID();
    let lease: ProjectionLease | null = null;
    let revision: number | null = null;
    let nextRun = 0;
    let stopped = false;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> = Promise.resolve();

    async function tick(held: ProjectionLease): Promise<void> {
      revision = revision === null ? await held.take(name, owner) : await held.renew(name, owner, revision);
      const now = deps.clock().getTime();
      if (revision === null || now < nextRun) return;
      nextRun = now + everyMs;
      await job.run(deps);
    }

    function schedule(delayMs: number): void {
      timer = setTimeout(() => {
        running = (async () => {
          lease ??= await ProjectionLease.open(deps.nats, { bucket: JOB_LEASES });
          await tick(lease);
        })()
          .catch((error: unknown) => deps.logger.warn({ err: error, job: job.name }, "job run failed"))
          .finally(() => {
            // Renewed well within the lease's time to live, whatever the interval.
            if (!stopped) schedule(Math.min(everyMs, (lease?.ttlMs ?? 15_000) / 3));
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
}
