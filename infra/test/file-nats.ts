import { afterAll, beforeAll } from "vitest";
import { useFileNats } from "@kumite/kit/testing/harness";
import { natsServerBinary, startTestNats, type TestNats } from "./nats-server.ts";

// Each integration file works on a nats-server of its own (the int project's setup file), started
// before the file's own hooks and stopped after them. Files then share no log: a service that one
// file runs reacts to every event on its log (a social takes a blocked pair's connection away, as
// in production), and a file's services replay only what that file wrote. So files can run side by
// side. With NATS_URL set, every file uses that server instead, and they share its log.

let nats: TestNats | null = null;

beforeAll(async () => {
  const binary = process.env.NATS_URL ? null : natsServerBinary();
  if (!binary) return;
  nats = await startTestNats(binary);
  useFileNats(nats.url);
});

afterAll(async () => {
  await nats?.stop();
});
