import { ACTOR_HEADER, NEXT_CURSOR_HEADER } from "@kumite/contracts/http";
import { trainingEventSubject } from "@kumite/contracts/dojo/training-events";
import type { ServiceName } from "@kumite/contracts/services";
import { signActor } from "@kumite/kit/http";
import { EventStore } from "@kumite/kit/event-store";
import type { Nats } from "@kumite/kit/nats";
import { BUILT_APP_SECRET } from "../test/built-app.ts";
import type { Instance } from "./fleet.ts";
import type { Ledger, Write } from "./ledger.ts";
import type { Cast, MemberState } from "./load.ts";

// After the load: every write checked against the read models of every instance (stored once when
// its reply said so, never when it said "not saved", at most once when nobody knew), and the two
// instances of each service compared on the same reads. Reads go to each instance directly, as
// the gateway would send them, so that each one answers for itself.

type Read = (instance: Instance, memberId: string, path: string) => Promise<unknown>;

export const readFrom: Read = async (instance, memberId, path) => {
  const reply = await fetch(`${instance.url}${path}`, {
    headers: { [ACTOR_HEADER]: signActor(memberId, BUILT_APP_SECRET, { method: "GET", url: path }) },
  });
  if (!reply.ok) throw new Error(`${instance.name} GET ${path}: ${reply.status} ${await reply.text()}`);
  return reply.json();
};

/** Every page of a list the service pages with `x-next-cursor`. */
async function everyPage(instance: Instance, memberId: string, path: string): Promise<unknown[]> {
  const items: unknown[] = [];
  let cursor: string | null = null;
  do {
    const paged: string = `${path}${path.includes("?") ? "&" : "?"}limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
    const reply = await fetch(`${instance.url}${paged}`, {
      headers: { [ACTOR_HEADER]: signActor(memberId, BUILT_APP_SECRET, { method: "GET", url: paged }) },
    });
    if (!reply.ok) throw new Error(`${instance.name} GET ${paged}: ${reply.status}`);
    items.push(...((await reply.json()) as unknown[]));
    cursor = reply.headers.get(NEXT_CURSOR_HEADER);
  } while (cursor);
  return items;
}

export type Finding = string;

/** How many times each write's words are stored, by instance: what each reply allows. */
function judge(ledger: Ledger, write: Write, times: number, where: string): Finding | null {
  const allowed = write.outcome === "stored" ? [1] : write.outcome === "unknown" ? [0, 1] : [0];
  if (allowed.includes(times)) return null;
  return `${write.kind} ${write.nonce} by ${write.by} at ${ledger.when(write.at)} (${write.outcome}, ${write.status} ${write.code ?? ""}) is stored ${times}× on ${where}`;
}

const count = (texts: readonly string[], words: string) => texts.filter((text) => text === words).length;

export async function verifyWrites(
  ledger: Ledger,
  cast: Cast,
  states: Map<string, MemberState>,
  of: (service: ServiceName) => Instance[],
  nats: Nats,
): Promise<Finding[]> {
  const findings: Finding[] = [];
  const note = (finding: Finding | null) => finding && findings.push(finding);
  const writes = (kind: Write["kind"]) => ledger.writes.filter((write) => write.kind === kind);
  const someone = cast.members[0]!.id;

  for (const social of of("social")) {
    for (const member of cast.members) {
      const posts = (await everyPage(social, member.id, `/api/users/${member.id}/posts`)) as { content: string }[];
      const contents = posts.map((post) => post.content);
      for (const write of writes("post").filter((one) => one.by === member.id))
        note(judge(ledger, write, count(contents, write.nonce), social.name));
      const connections = (await readFrom(social, member.id, "/api/connections")) as {
        userId: string;
        connectedUserId: string;
        matched: boolean;
      }[];
      for (const write of writes("like").filter((one) => one.by === member.id)) {
        // The member's like is their own request, or the match it made of the other's request.
        const likes = connections.filter(
          (one) =>
            (one.userId === member.id && one.connectedUserId === write.target) ||
            (one.userId === write.target && one.matched),
        ).length;
        note(judge(ledger, write, likes, social.name));
      }
    }
    const commented = new Set(writes("comment").map((write) => write.target));
    for (const postId of commented) {
      // A post carries only its latest comments: every one comes from its pages.
      const comments = (await everyPage(social, someone, `/api/posts/${postId}/comments`)) as { content: string }[];
      const contents = comments.map((comment) => comment.content);
      for (const write of writes("comment").filter((one) => one.target === postId))
        note(judge(ledger, write, count(contents, write.nonce), social.name));
    }
  }

  for (const messaging of of("messaging")) {
    for (const member of cast.members) {
      const partners = new Set(
        writes("message")
          .filter((one) => one.by === member.id)
          .map((one) => one.target),
      );
      for (const partner of partners) {
        const messages = (await everyPage(messaging, member.id, `/api/messages?with=${partner}`)) as {
          content: string;
        }[];
        const contents = messages.map((message) => message.content);
        for (const write of writes("message").filter((one) => one.by === member.id && one.target === partner))
          note(judge(ledger, write, count(contents, write.nonce), messaging.name));
      }
    }
  }

  const sure = cast.members.filter((member) => !states.get(member.id)!.dojoUnsure);
  for (const identity of of("identity")) {
    for (const member of sure) {
      const user = (await readFrom(identity, member.id, `/api/users/${member.id}`)) as { dojoId: string | null };
      const expected = states.get(member.id)!.dojoId;
      if (user.dojoId !== expected)
        findings.push(`${identity.name}: ${member.name}'s dojo is ${user.dojoId}, the stored moves left ${expected}`);
    }
  }
  for (const dojo of of("dojo")) {
    for (const dojoId of cast.dojoIds) {
      if (sure.length < cast.members.length) break;
      const view = (await readFrom(dojo, someone, `/api/dojos/${dojoId}`)) as { memberCount: number };
      const expected = 1 + sure.filter((member) => states.get(member.id)!.dojoId === dojoId).length;
      if (view.memberCount !== expected)
        findings.push(
          `${dojo.name}: dojo ${dojoId} has ${view.memberCount} members, the stored moves left ${expected}`,
        );
    }
    for (const eventId of cast.eventIds) {
      const view = (await readFrom(dojo, someone, `/api/dojo-events/${eventId}`)) as {
        participants: { userId: string }[];
      };
      for (const member of cast.members) {
        const state = states.get(member.id)!;
        if (state.eventsUnsure.has(eventId)) continue;
        const taking = view.participants.filter((one) => one.userId === member.id).length;
        if (taking !== (state.events.has(eventId) ? 1 : 0)) {
          const moves = ledger.writes
            .filter((write) => write.kind === "event" && write.by === member.id && write.target === eventId)
            .map(
              (write) =>
                `${write.joins ? "join" : "leave"} ${write.status} ${write.code ?? ""} at ${ledger.when(write.at)}`,
            );
          const logged = (await new EventStore(nats).load("DOJO", trainingEventSubject(eventId)))
            .filter((event) => (event.data as { memberId?: string }).memberId === member.id)
            .map((event) => `${event.type}@${event.sequence}`);
          findings.push(
            `${dojo.name}: ${member.name} takes part ${taking}× in event ${eventId} after ${moves.join(", ")}; the log: ${logged.join(", ")}`,
          );
        }
      }
    }
  }

  // Reports have no list to read: the log itself holds each once.
  const filed = await new EventStore(nats).load("MODERATION", "moderation.case.*");
  const descriptions = filed
    .filter((event) => event.type === "ReportFiled")
    .map((event) => (event.data as { description: string }).description);
  for (const write of writes("report"))
    note(judge(ledger, write, count(descriptions, write.nonce), "the MODERATION log"));
  return findings;
}

/** The reads on which the instances of each service must agree once the load is over. */
export function agreementReads(cast: Cast): Record<ServiceName, { as: string; path: string }[]> {
  const each = (path: (id: string) => string) =>
    cast.members.map((member) => ({ as: member.id, path: path(member.id) }));
  const someone = cast.members[0]!.id;
  return {
    identity: each((id) => `/api/users/${id}`),
    social: [
      { as: someone, path: "/api/posts?limit=50" },
      ...each((id) => `/api/users/${id}/posts?limit=50`),
      ...each(() => "/api/connections"),
    ],
    messaging: [...each(() => "/api/messages/conversations"), ...each((id) => `/api/notifications/${id}`)],
    dojo: [
      { as: someone, path: "/api/dojos" },
      ...cast.eventIds.map((id) => ({ as: someone, path: `/api/dojo-events/${id}` })),
    ],
    gym: [{ as: someone, path: "/api/gyms" }],
    moderation: each(() => "/api/blocks"),
  };
}

/** The first read on which two instances of a service disagree, per service. */
export async function compareInstances(cast: Cast, of: (service: ServiceName) => Instance[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const [service, reads] of Object.entries(agreementReads(cast)) as [
    ServiceName,
    { as: string; path: string }[],
  ][]) {
    const [first, ...rest] = of(service);
    for (const { as, path } of reads) {
      const expected = JSON.stringify(await readFrom(first!, as, path));
      const differing = [];
      for (const other of rest)
        if (JSON.stringify(await readFrom(other, as, path)) !== expected) differing.push(other.name);
      if (differing.length > 0) {
        findings.push(`${service}: ${first!.name} and ${differing.join(", ")} answer GET ${path} differently`);
        break;
      }
    }
  }
  return findings;
}
