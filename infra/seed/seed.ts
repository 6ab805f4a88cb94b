import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Redis } from "ioredis";
import pino from "pino";
import { connectNats } from "@kumite/kit/nats";
import { createMemoryReadStore } from "@kumite/kit/read-store";
import { startService } from "@kumite/kit/service";
import { register } from "../../services/identity/src/handlers/register.ts";
import { hashPassword, verifyPassword } from "../../services/identity/src/passwords.ts";
import { foundDojo, joinDojo } from "../../services/dojo/src/handlers/dojos.ts";
import { changePlace, scheduleTrainingEvent } from "../../services/dojo/src/handlers/training-events.ts";
import dojoService from "../../services/dojo/src/service.ts";
import identityService from "../../services/identity/src/service.ts";
import { addComment } from "../../services/social/src/handlers/add-comment.ts";
import { createPost } from "../../services/social/src/handlers/create-post.ts";
import socialService from "../../services/social/src/service.ts";
import { addGym } from "../../services/gym/src/handlers/gyms.ts";
import { addOpenMat, takeStance } from "../../services/gym/src/handlers/open-mats.ts";
import gymService from "../../services/gym/src/service.ts";
import { blockMember } from "../../services/moderation/src/handlers/blocks.ts";
import { fileReport } from "../../services/moderation/src/handlers/reports.ts";
import moderationService from "../../services/moderation/src/service.ts";
import { comment, dojo, gym, member, openMat, post, seededRandom } from "./sample-content.ts";

// `npm run seed`: members, posts and comments through the same command handlers the API calls
// (deciders, aggregates, appends to JetStream, projections), into the log at NATS_URL. A running
// app sees them at once; a restarted one replays them. Sizes: SEED_USERS, SEED_POSTS, SEED_COMMENTS,
// SEED_DOJOS (each founded by a member of its own, as one dojo per member has it) and
// SEED_DOJO_MEMBERS (members who join a dojo besides the founders), and SEED_EVENTS training events
// of those dojos, a quarter of them past, each with a few of its dojo's members in; SEED_GYMS gyms
// around the seed's cities, added by members, each with up to three open mats others confirm;
// SEED_BLOCKS blocks and SEED_REPORTS reports between random members (too few to suspend anyone).

export const SEED_PASSWORD = "kumite-seed-password";

const sizes = {
  users: Number(process.env.SEED_USERS ?? 10_000),
  posts: Number(process.env.SEED_POSTS ?? 100_000),
  comments: Number(process.env.SEED_COMMENTS ?? 300_000),
  dojos: Number(process.env.SEED_DOJOS ?? 1_000),
  dojoMembers: Number(process.env.SEED_DOJO_MEMBERS ?? 4_000),
  events: Number(process.env.SEED_EVENTS ?? 500),
  gyms: Number(process.env.SEED_GYMS ?? 600),
  blocks: Number(process.env.SEED_BLOCKS ?? 200),
  reports: Number(process.env.SEED_REPORTS ?? 50),
};
const CONCURRENCY = Number(process.env.SEED_CONCURRENCY ?? 64);
const SPREAD_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

const logger = pino({ level: "warn" });
const nats = await connectNats(process.env.NATS_URL ?? "nats://127.0.0.1:4222", "seed");
const redis = new Redis(process.env.REDIS_URL ?? "redis://127.0.0.1:6379");
const run = Date.now().toString(36);
const random = seededRandom(Number.parseInt(run, 36) % 2 ** 31);

// The services as their declarations start them, without listening: the seed calls their handlers.
const connections = { nats, redis, logger, actorSecret: "seed-does-not-serve-http-seed-does-not", logRequests: false };
const identityRunning = await startService(identityService, {
  ...connections,
  store: createMemoryReadStore(),
  consumerPrefix: `seed_identity_${run}`,
});
const identity = identityRunning.deps;
// Every seeded member shares one password: hashed once with the real scrypt, so each can sign in.
const sharedHash = await hashPassword(SEED_PASSWORD);
identity.passwords = { hash: async () => sharedHash, verify: verifyPassword };
const socialRunning = await startService(socialService, {
  ...connections,
  store: createMemoryReadStore(),
  consumerPrefix: `seed_social_${run}`,
  env: { ...process.env, STORAGE: "disk", UPLOAD_DIR: mkdtempSync(join(tmpdir(), "kumite-seed-")) },
});
const social = socialRunning.deps;
const dojoRunning = await startService(dojoService, {
  ...connections,
  store: createMemoryReadStore(),
  consumerPrefix: `seed_dojo_${run}`,
});
const dojos = dojoRunning.deps;
const gymRunning = await startService(gymService, {
  ...connections,
  store: createMemoryReadStore(),
  consumerPrefix: `seed_gym_${run}`,
});
const gyms = gymRunning.deps;
const moderationRunning = await startService(moderationService, {
  ...connections,
  store: createMemoryReadStore(),
  consumerPrefix: `seed_moderation_${run}`,
});
const moderation = moderationRunning.deps;
// Posts and comments spread over the last month, so the feed and trending look lived in.
const now = Date.now();
social.clock = () => new Date(now - Math.floor(random.next() * SPREAD_DAYS * 24 * 60 * 60 * 1000));

async function inParallel(label: string, total: number, task: (index: number) => Promise<unknown>): Promise<void> {
  const started = Date.now();
  let next = 0;
  let done = 0;
  const report = setInterval(() => {
    const seconds = (Date.now() - started) / 1000;
    console.log(`  ${label}: ${done}/${total} (${Math.round(done / seconds)}/s)`);
  }, 5000);
  await Promise.all(
    Array.from({ length: Math.min(CONCURRENCY, total) }, async () => {
      while (next < total) {
        const index = next++;
        await task(index);
        done++;
      }
    }),
  );
  clearInterval(report);
  const seconds = (Date.now() - started) / 1000;
  console.log(`${label}: ${total} in ${seconds.toFixed(1)} s (${Math.round(total / seconds)}/s)`);
}

console.log(
  `Seeding ${sizes.users} members, ${sizes.posts} posts, ${sizes.comments} comments, ${sizes.dojos} dojos, ${sizes.events} training events, ${sizes.gyms} gyms, ${sizes.blocks} blocks, ${sizes.reports} reports (run ${run})`,
);
const userIds: string[] = [];
await inParallel("members", sizes.users, async (index) => {
  const { user } = await register(identity, { ...member(random, index, run), password: SEED_PASSWORD });
  userIds.push(user.id);
});
const postIds: string[] = [];
await inParallel("posts", sizes.posts, async () => {
  const authorId = random.pick(userIds);
  const created = await createPost(social, authorId, { ...post(random), authorId, attachments: [] });
  postIds.push(created.id);
});
await inParallel("comments", sizes.comments, async () => {
  const authorId = random.pick(userIds);
  await addComment(social, authorId, { postId: random.pick(postIds), authorId, content: comment(random) });
});
// Founders are the first members, joiners the next ones: nobody is in two dojos.
const dojoCount = Math.min(sizes.dojos, userIds.length);
const dojoIds: string[] = [];
/** Each dojo's members, its founder first. */
const rosters = new Map<string, string[]>();
await inParallel("dojos", dojoCount, async (index) => {
  const founded = await foundDojo(dojos, userIds[index]!, dojo(random, index));
  dojoIds.push(founded.id);
  rosters.set(founded.id, [userIds[index]!]);
});
const joiners = userIds.slice(dojoCount, dojoCount + sizes.dojoMembers);
await inParallel("dojo members", dojoIds.length > 0 ? joiners.length : 0, async (index) => {
  const dojoId = random.pick(dojoIds);
  await joinDojo(dojos, joiners[index]!, dojoId, { userId: joiners[index]! });
  rosters.get(dojoId)!.push(joiners[index]!);
});
await seedTrainingEvents();
await seedGyms();
await seedSafety();
/**
 * Training events, organised by their dojo's founder, each with up to 3 of its members in. A past
 * one is scheduled and joined with the dojo service's clock set back before it (its history as the
 * log would have it), one at a time; the upcoming ones in parallel on the real clock.
 */
async function seedTrainingEvents() {
  const count = dojoIds.length > 0 ? sizes.events : 0;
  const past = Math.floor(count / 4);
  const schedule = async (index: number, eventDate: Date) => {
    const dojoId = dojoIds[index % dojoIds.length]!;
    const [organiser, ...members] = rosters.get(dojoId)!;
    const event = await scheduleTrainingEvent(dojos, organiser!, {
      title: `${random.pick(["Randori", "Open mat", "Kata", "Sparring", "Drills"])} ${index + 1}`,
      description: "Bring water and a clean gi.",
      eventDate: eventDate.toISOString(),
      maxParticipants: 5 + Math.floor(random.next() * 20),
      dojoId,
      isDojoOnly: random.next() < 0.3,
      createdBy: organiser!,
    });
    for (const memberId of members.slice(0, 3)) {
      // New Blood do not see a dojo-only event: their join is refused, as the app would refuse it.
      await changePlace(dojos, memberId, event.id, { userId: memberId }, "Join").catch(() => undefined);
    }
  };
  const realClock = dojos.clock;
  for (let index = 0; index < past; index++) {
    const eventDate = new Date(Date.now() - (1 + random.next() * SPREAD_DAYS) * DAY_MS);
    dojos.clock = () => new Date(eventDate.getTime() - 7 * DAY_MS);
    await schedule(index, eventDate);
  }
  dojos.clock = realClock;
  await inParallel("training events", count - past, (index) =>
    schedule(past + index, new Date(Date.now() + (1 + random.next() * 3 * SPREAD_DAYS) * DAY_MS)),
  );
}

/** Gyms around the seed's cities, each added by a member, with up to 3 open mats a few others confirm. */
async function seedGyms() {
  if (userIds.length === 0) return;
  // Gym's member directory has every seeded member before they add gyms.
  const identityLog = await nats.jsm.streams.info("IDENTITY");
  await gyms.projector.waitFor("IDENTITY", identityLog.state.last_seq, 60_000);
  const reader = (memberId: string) => ({ memberId, timeZone: "UTC", now: new Date() });
  await inParallel("gyms", sizes.gyms, async (index) => {
    const addedBy = random.pick(userIds);
    const added = await addGym(gyms, addedBy, gym(random, index), reader(addedBy));
    const openMats = Math.floor(random.next() * 4);
    for (let count = 0; count < openMats; count++) {
      const withOpenMat = await addOpenMat(gyms, added.gym.id, openMat(random), reader(addedBy)).catch(
        // The same day, start and kind twice: the gym refuses it, as the app would.
        () => null,
      );
      const openMatId = withOpenMat?.openMats.at(-1)?.id;
      if (!openMatId) continue;
      for (let confirmations = Math.floor(random.next() * 4); confirmations > 0; confirmations--) {
        await takeStance(gyms, added.gym.id, openMatId, "confirm", reader(random.pick(userIds)));
      }
    }
  });
}

/** Blocks and reports between random members; one reporter reports one member once, so nobody is suspended. */
async function seedSafety() {
  if (userIds.length < 2) return;
  const identityLog = await nats.jsm.streams.info("IDENTITY");
  await moderation.projector.waitFor("IDENTITY", identityLog.state.last_seq, 60_000);
  const pair = () => {
    const a = random.pick(userIds);
    const b = random.pick(userIds);
    return a === b ? null : [a, b];
  };
  await inParallel("blocks", sizes.blocks, async () => {
    const members = pair();
    if (members) await blockMember(moderation, members[0]!, members[1]!);
  });
  const reasons = ["harassment", "inappropriate_content", "spam", "fake_profile", "other"] as const;
  // Each report from a reporter of its own, about a member of its own: no member reaches a ban.
  const reporters = userIds.slice(-Math.min(sizes.reports, Math.floor(userIds.length / 2)));
  await inParallel("reports", reporters.length, async (index) => {
    const reportedUserId = userIds[index]!;
    const reporterId = reporters[index]!;
    if (reporterId === reportedUserId) return;
    await fileReport(moderation, reporterId, { reporterId, reportedUserId, reason: random.pick(reasons) });
  });
}

console.log(`Done. Every seeded member signs in with the password "${SEED_PASSWORD}", e.g. seed-${run}-0@kumite.test`);

await Promise.all([
  identityRunning.stop(),
  socialRunning.stop(),
  dojoRunning.stop(),
  gymRunning.stop(),
  moderationRunning.stop(),
]);
await Promise.allSettled([nats.connection.drain(), redis.quit()]);
