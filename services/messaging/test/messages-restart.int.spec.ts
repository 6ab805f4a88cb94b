import { expect, it } from "vitest";
import { IDEMPOTENCY_KEY_HEADER } from "@kumite/contracts/http";
import type { DirectMessageView, GroupMessageView } from "@kumite/contracts/messaging/views";
import { expireInFlightClaims, stopAmidWrites } from "@kumite/kit/testing";
import { startTestService } from "@kumite/kit/testing/harness";
import { messagingService } from "../src/service.ts";

// Messages from many members at once, with messaging stopping in the middle and a new instance
// taking over: every acknowledged message is there once, and retries with the same key store
// nothing twice.

type Write = { from: string; url: string; body: object; key: string; status?: number };

it("loses and doubles no direct or group message when messaging stops in the middle of them", async () => {
  const first = await startTestService(messagingService);
  const members = await Promise.all(Array.from({ length: 8 }, () => first.member()));
  const owner = members[0]!;
  const group = (
    await first
      .as(owner.id)
      .post("/api/group-chats", { name: "Restart drill", type: "match_group", createdBy: owner.id })
  ).json();
  const writes: Write[] = [];
  // Each lane a client sending one write after another: direct messages and messages to the group in turn.
  const lanes: Write[][] = [];
  for (const [index, member] of members.entries()) {
    const lane: Write[] = [];
    for (const round of [1, 2]) {
      const receiver = members[(index + round) % members.length]!;
      lane.push(
        {
          from: member.id,
          url: "/api/messages",
          body: { senderId: member.id, receiverId: receiver.id, content: `Hello ${index}.${round}` },
          key: crypto.randomUUID(),
        },
        {
          from: owner.id,
          url: `/api/group-chats/${group.id}/messages`,
          body: { content: `Round ${index}.${round}` },
          key: crypto.randomUUID(),
        },
      );
    }
    writes.push(...lane);
    lanes.push(lane);
  }
  const send = (as: (id: string) => ReturnType<typeof first.as>, write: Write) =>
    as(write.from)
      .post(write.url, write.body, { headers: { [IDEMPOTENCY_KEY_HEADER]: write.key } })
      .then((reply) => (write.status = reply.statusCode))
      .catch(() => (write.status = 0));

  const { acknowledged, inFlightAtStop, unacknowledged } = await stopAmidWrites({
    lanes,
    send: (write) => send(first.as, write),
    stopAfter: writes.length / 3,
    stop: () => first.close(),
  });
  // The stop landed amid the writes: some were acknowledged before it, some were being served when
  // it began, and some never were acknowledged.
  expect(acknowledged.length).toBeGreaterThan(0);
  expect(inFlightAtStop.length).toBeGreaterThan(0);
  expect(unacknowledged.length).toBeGreaterThan(0);

  const second = await startTestService(messagingService);
  try {
    const directContents = async () =>
      (
        await Promise.all(
          members.map(async (member) =>
            ((await second.as(member.id).get("/api/messages")).json() as DirectMessageView[]).filter(
              (message) => message.senderId === member.id,
            ),
          ),
        )
      )
        .flat()
        .map((message) => message.content);
    const groupContents = async () =>
      ((await second.as(owner.id).get(`/api/group-chats/${group.id}/messages`)).json() as GroupMessageView[]).map(
        (message) => message.content,
      );
    const stored = [...(await directContents()), ...(await groupContents())];
    for (const write of acknowledged) expect(stored).toContain((write.body as { content: string }).content);

    await expireInFlightClaims(
      second.deps.redis,
      "messaging",
      members.map((member) => member.id),
    );
    for (const write of writes) await send(second.as, write);
    expect(writes.map((write) => write.status)).toEqual(writes.map(() => 201));
    const everything = [...(await directContents()), ...(await groupContents())].sort();
    expect(everything).toEqual(writes.map((write) => (write.body as { content: string }).content).sort());
  } finally {
    await second.close();
  }
});
