// `npm run moderation -- <command>`: the operator's review of suspensions (issue 20). It starts the
// moderation service's model without serving HTTP, reads its cases, and appends what the operator
// decides; every service learns of it from MODERATION like any other fact.
//
//   list                          the members suspended now, with their reports and appeal
//   lift <memberId> [note]        lift the suspension: the member may sign in again, their content returns
//   confirm <memberId> [note]     confirm it: the member stays suspended
//
// Members' words (reports, appeals) are printed with their control characters escaped, one report a
// line (services/moderation/src/review/listing.ts).
import { Redis } from "ioredis";
import pino from "pino";
import { connectNats } from "@kumite/kit/nats";
import { caughtUp } from "@kumite/kit/projection";
import { createMemoryReadStore } from "@kumite/kit/read-store";
import { startService } from "@kumite/kit/service";
import moderationService from "../services/moderation/src/service.ts";
import { suspendedCases } from "../services/moderation/src/queries/cases.ts";
import { caseLines, printable } from "../services/moderation/src/review/listing.ts";

const [command, memberId, ...words] = process.argv.slice(2);
const USAGE = "usage: npm run moderation -- list | lift <memberId> [note] | confirm <memberId> [note]";
if (command !== "list" && !((command === "lift" || command === "confirm") && memberId)) {
  console.error(USAGE);
  process.exit(2);
}

const nats = await connectNats(process.env.NATS_URL ?? "nats://127.0.0.1:4222", "moderation-operator");
const redis = new Redis(process.env.REDIS_URL ?? "redis://127.0.0.1:6379");
const running = await startService(moderationService, {
  nats,
  redis,
  logger: pino({ level: "warn" }),
  actorSecret: "the-operator-serves-no-http-the-operator",
  logRequests: false,
  store: createMemoryReadStore(),
  consumerPrefix: `operator_${Date.now().toString(36)}`,
});
const { deps } = running;
await caughtUp(deps.projector, 60_000);

try {
  if (command === "list") {
    const cases = await suspendedCases(deps.store);
    if (cases.length === 0) console.log("Nobody is suspended.");
    for (const found of cases) console.log(["", ...caseLines(found)].join("\n"));
  } else {
    const type = command === "lift" ? "LiftSuspension" : "ConfirmSuspension";
    const { events } = await deps.aggregates.cases.handle(memberId!, { type, data: { note: words.join(" ") } }, null);
    const done = events.length > 0 ? events[0]!.type : "already so, nothing appended";
    console.log(printable(`${memberId}: ${done}`));
  }
} catch (error) {
  console.error(printable(error instanceof Error ? error.message : String(error)));
  process.exitCode = 1;
} finally {
  await running.stop();
  await Promise.allSettled([nats.connection.drain(), redis.quit()]);
}
