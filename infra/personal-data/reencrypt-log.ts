import { DOJO_STREAM } from "@kumite/contracts/dojo/events";
import { GYM_STREAM } from "@kumite/contracts/gym/events";
import { IDENTITY_PRIVATE_STREAM, IDENTITY_STREAM } from "@kumite/contracts/identity/events";
import { MESSAGING_STREAM } from "@kumite/contracts/messaging/events";
import { MODERATION_STREAM } from "@kumite/contracts/moderation/events";
import { SOCIAL_STREAM } from "@kumite/contracts/social/events";
import { connectNats } from "@kumite/kit/nats";
import { eraseDeletedMembers, memberKeysOf, reencryptStream } from "@kumite/kit/personal-data";

// `npm run reencrypt-log`: once, for a log written before members' personal fields were sealed.
// With every service stopped: erases the keys of members deleted back then, then rewrites each
// context's stream with its personal fields sealed (the kit's reencrypt.ts). Sequences change, so
// afterwards drop the read models (and their snapshots) and let the services rebuild them as they
// start. NATS_URL says where the log is; NATS_REPLICAS how many copies the key bucket keeps;
// streams may be named as arguments (default: all of them).

const STREAMS = [
  IDENTITY_STREAM,
  IDENTITY_PRIVATE_STREAM,
  SOCIAL_STREAM,
  MESSAGING_STREAM,
  MODERATION_STREAM,
  DOJO_STREAM,
  GYM_STREAM,
];

const nats = await connectNats(process.env.NATS_URL ?? "nats://127.0.0.1:4222", "reencrypt-log", {
  replicas: Number(process.env.NATS_REPLICAS ?? 1),
});
const keys = memberKeysOf(nats);
const named = process.argv.slice(2);
const streams = named.length > 0 ? named : STREAMS.map((stream) => stream.name);
const exists = async (stream: string) =>
  nats.jsm.streams.info(stream).then(
    () => true,
    () => false,
  );

if (await exists(IDENTITY_STREAM.name)) {
  const erased = await eraseDeletedMembers(nats, IDENTITY_STREAM.name, keys);
  console.log(`${erased} deleted members' keys erased`);
}
for (const stream of streams) {
  if (!(await exists(stream))) continue;
  const { messages, sealedEvents } = await reencryptStream(nats, stream, keys);
  console.log(`${stream}: ${messages} messages rewritten, ${sealedEvents} events sealed`);
}
console.log("Done: drop the read models and their snapshots, then start the services so they rebuild.");
await nats.connection.drain();
