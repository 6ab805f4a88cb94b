import { afterAll, beforeAll, expect, it } from "vitest";
import { createMemoryReadStore } from "@kumite/kit/read-store";
import { actRacingBlock, hostileStore, unblock } from "@kumite/kit/testing";
import { startTestService, type TestService } from "@kumite/kit/testing/harness";
import { messagingService } from "../src/service.ts";

// A block racing a message: stored while messaging's read of the blocks is held behind the log, the
// message waits for the blocks to catch up and is refused; nothing reaches the blocker.

const store = hostileStore(createMemoryReadStore());
let messaging: TestService<typeof messagingService>;
beforeAll(async () => {
  messaging = await startTestService(messagingService, { connections: { store } });
});
afterAll(async () => {
  await messaging.close();
});

it("refuses a message sent while the receiver's block was on its way, and the receiver has none", async () => {
  const [sender, receiver] = [await messaging.member(), await messaging.member()];
  const send = (content: string) =>
    sender.post("/api/messages", { senderId: sender.id, receiverId: receiver.id, content });
  expect((await send("Osu")).statusCode).toBe(201);

  const { reply, inFlight } = await actRacingBlock(messaging, store, [receiver.id, sender.id], () => send("Again?"));
  expect(inFlight).toBe(true);
  expect([reply.statusCode, reply.json().code]).toEqual([403, "block.blocked"]);
  // Unblocked, the two read their conversation again: the first message is there, the refused one never was.
  await unblock(messaging, receiver.id, sender.id);
  const contents = ((await receiver.get("/api/messages")).json() as Array<{ content: string }>).map(
    (message) => message.content,
  );
  expect(contents).toContain("Osu");
  expect(contents).not.toContain("Again?");
});
