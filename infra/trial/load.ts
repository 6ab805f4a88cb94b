import { randomBytes } from "node:crypto";
import type { Ledger, WriteKind } from "./ledger.ts";
import type { Reply, TrialMember } from "./member.ts";

// The mixed load of the trial: each member, in a loop of its own, posts, comments, likes, messages,
// joins and leaves a dojo and an event, reports, and reads the feed, its conversations and its
// bell, the way people use Kumite at once. After each write it reads, with the write's position
// token, where the write must show, and notes a miss.

export type Cast = {
  members: TrialMember[];
  dojoIds: string[];
  eventIds: string[];
  /**
   * After a miss: the same read, with the same position token, from every instance directly,
   * saying which of them show the write (to tell a lagging instance from a write never applied).
   */
  probe: (path: string, memberId: string, position: string | undefined, shows: Shows) => Promise<string>;
};

type Shows = (body: unknown) => boolean;

type Move = { weight: number; run: (member: TrialMember, state: MemberState) => Promise<void> };
/** Where a member's dojo and events stand as their stored moves left them; unsure after an unknown outcome. */
export type MemberState = {
  dojoId: string | null;
  dojoUnsure: boolean;
  events: Set<string>;
  eventsUnsure: Set<string>;
  liked: Set<string>;
  reported: Set<string>;
};

const PAGE = 50;
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const nonce = () => `trial-${randomBytes(6).toString("hex")}`;

export async function runLoad(cast: Cast, ledger: Ledger, until: () => boolean): Promise<Map<string, MemberState>> {
  const posts: string[] = [];
  const others = (member: TrialMember) => cast.members.filter((other) => other.id !== member.id);

  /** A read that must show the write just made: noted when it does not. */
  const mustShow = async (kind: WriteKind, member: TrialMember, label: string, path: string, shows: Shows) => {
    const reply = await read(member, path);
    if (reply.status !== 200 || shows(reply.body)) return;
    const position = member.position;
    const at = Date.now();
    const instances = await cast.probe(path, member.id, position, shows);
    ledger.misses.push({ kind, by: member.id, nonce: label, read: path, position, at, instances });
  };
  const hasWords = (words: string) => (body: unknown) => JSON.stringify(body).includes(words);
  const read = async (member: TrialMember, path: string): Promise<Reply> => {
    const reply = await member.call("GET", path);
    if (reply.status === 0 || reply.status >= 500)
      ledger.failedReads.push({ path, status: reply.status, code: reply.code, at: reply.at });
    return reply;
  };

  const moves: Move[] = [
    {
      weight: 16,
      run: async (member) => {
        const words = nonce();
        const reply = await member.call("POST", "/api/posts", {
          content: words,
          category: "Judo",
          authorId: member.id,
        });
        const write = ledger.record({ kind: "post", by: member.id, nonce: words, target: member.id }, reply);
        if (write.outcome !== "stored") return;
        posts.push((reply.body as { id: string }).id);
        await mustShow("post", member, words, `/api/users/${member.id}/posts?limit=${PAGE}`, hasWords(words));
      },
    },
    {
      weight: 12,
      run: async (member) => {
        if (posts.length === 0) return;
        const postId = pick(posts.slice(-50));
        const words = nonce();
        const reply = await member.call("POST", "/api/comments", { content: words, postId, authorId: member.id });
        const write = ledger.record({ kind: "comment", by: member.id, nonce: words, target: postId }, reply);
        if (write.outcome === "stored")
          // Newest first: a post carries only its latest three, which others may have pushed past.
          await mustShow(
            "comment",
            member,
            words,
            `/api/posts/${postId}/comments?order=newest&limit=50`,
            hasWords(words),
          );
      },
    },
    {
      weight: 6,
      run: async (member, state) => {
        const other = others(member).find((candidate) => !state.liked.has(candidate.id));
        if (!other) return;
        state.liked.add(other.id);
        const reply = await member.call("POST", "/api/connections", { userId: member.id, connectedUserId: other.id });
        const write = ledger.record({ kind: "like", by: member.id, nonce: other.id, target: other.id }, reply);
        if (write.outcome === "stored")
          await mustShow("like", member, other.id, "/api/connections", hasWords(other.id));
      },
    },
    {
      weight: 16,
      run: async (member) => {
        const other = pick(others(member));
        const words = nonce();
        const reply = await member.call("POST", "/api/messages", {
          senderId: member.id,
          receiverId: other.id,
          content: words,
        });
        const write = ledger.record({ kind: "message", by: member.id, nonce: words, target: other.id }, reply);
        if (write.outcome === "stored")
          await mustShow("message", member, words, `/api/messages?with=${other.id}&limit=${PAGE}`, hasWords(words));
      },
    },
    {
      weight: 5,
      run: async (member, state) => {
        if (state.dojoUnsure) return;
        const joins = state.dojoId === null;
        const dojoId = state.dojoId ?? pick(cast.dojoIds);
        const reply = await member.call("POST", `/api/dojos/${dojoId}/${joins ? "join" : "leave"}`, {
          userId: member.id,
        });
        const write = ledger.record({ kind: "dojo", by: member.id, nonce: dojoId, target: dojoId, joins }, reply);
        // After an unknown outcome the member's dojo is unknown: they stop moving, and are not checked.
        if (write.outcome === "unknown") state.dojoUnsure = true;
        if (write.outcome !== "stored") return;
        state.dojoId = joins ? dojoId : null;
        const expected = state.dojoId;
        await mustShow("dojo", member, dojoId, `/api/users/${member.id}`, (user) => dojoIdOf(user) === expected);
      },
    },
    {
      weight: 8,
      run: async (member, state) => {
        const eventId = pick(cast.eventIds);
        if (state.eventsUnsure.has(eventId)) return;
        const joins = !state.events.has(eventId);
        const reply = await member.call("POST", `/api/dojo-events/${eventId}/${joins ? "join" : "leave"}`, {
          userId: member.id,
        });
        const write = ledger.record({ kind: "event", by: member.id, nonce: eventId, target: eventId, joins }, reply);
        if (write.outcome === "unknown") state.eventsUnsure.add(eventId);
        if (write.outcome !== "stored") return;
        if (joins) state.events.add(eventId);
        else state.events.delete(eventId);
        await mustShow("event", member, eventId, `/api/dojo-events/${eventId}`, (event) => joinedOf(event) === joins);
      },
    },
    {
      weight: 2,
      run: async (member, state) => {
        const other = others(member).find((candidate) => !state.reported.has(candidate.id));
        if (!other) return;
        state.reported.add(other.id);
        const words = nonce();
        const reply = await member.call("POST", "/api/reports", {
          reporterId: member.id,
          reportedUserId: other.id,
          reason: "spam",
          description: words,
        });
        ledger.record({ kind: "report", by: member.id, nonce: words, target: other.id }, reply);
      },
    },
    { weight: 12, run: async (member) => void (await read(member, `/api/posts?limit=20`)) },
    { weight: 8, run: async (member) => void (await read(member, "/api/messages/conversations")) },
    { weight: 8, run: async (member) => void (await read(member, `/api/notifications/${member.id}`)) },
  ];
  const total = moves.reduce((sum, move) => sum + move.weight, 0);
  const choose = () => {
    let roll = Math.random() * total;
    for (const move of moves) if ((roll -= move.weight) < 0) return move;
    return moves[0]!;
  };

  const states = new Map<string, MemberState>();
  await Promise.all(
    cast.members.map(async (member) => {
      const state: MemberState = {
        dojoId: null,
        dojoUnsure: false,
        events: new Set(),
        eventsUnsure: new Set(),
        liked: new Set(),
        reported: new Set(),
      };
      states.set(member.id, state);
      while (!until()) await choose().run(member, state);
    }),
  );
  return states;
}

const dojoIdOf = (user: unknown) => (user as { dojoId?: string | null } | null)?.dojoId ?? null;
const joinedOf = (event: unknown) => (event as { viewer?: { joined?: boolean } } | null)?.viewer?.joined;
