import { DeliverPolicy } from "@nats-io/jetstream";
import { personalFieldsOf } from "@kumite/contracts/personal-data";
import type { PersonalFields } from "@kumite/contracts/personal-fields";
import type { Nats } from "../nats.ts";
import type { MemberKeys } from "./member-keys.ts";
import { ownerOf, seal, type Envelope } from "./sealing.ts";

// Rewrites a log written before sealing so that its personal fields are sealed too: every message
// of the stream, in order, is published again (sealed where it has personal fields, as it was
// otherwise) and the original deleted with erase (its bytes overwritten). Every message is copied,
// not only those with personal fields, so each subject's events, and the stream's, keep their order.
// Sequences change: read models and their checkpoints must be rebuilt afterwards, and the services
// stay stopped meanwhile (an append in between would land amid the copies).
//
// A copy carries its first event's id plus ".sealed" as its message id: run again within the
// stream's duplicate window (two minutes), after a stop between a copy and its deletion, the copy
// is recognised and only the original deleted, and copies already made are left where they are.
// Run again later, it copies every message once more, in order: no harm but the time.

/** Fields public events carried before the home-points change (the kit's upcaster reads them): sealed too. */
const LEGACY_FIELDS: Record<string, readonly string[]> = {
  UserRegistered: ["latitude", "longitude"],
  UserProfileUpdated: ["latitude", "longitude"],
};

type Data = Record<string, unknown>;

function declaredFor(type: string): PersonalFields<Data> | null {
  const declared = personalFieldsOf(type);
  const legacy = LEGACY_FIELDS[type];
  if (!declared || !legacy) return declared;
  return { ...declared, fields: [...declared.fields, ...legacy] };
}

async function sealed(event: Envelope, keys: MemberKeys): Promise<Envelope> {
  const declared = declaredFor(event.type);
  const owner = declared && ownerOf(event, declared);
  if (!declared || owner === null) return event;
  return seal(event, declared, await keys.keyToWrite(owner));
}

export type Reencrypted = { messages: number; sealedEvents: number };

/** Rewrites every message the stream holds now, sealed: see above. */
export async function reencryptStream(nats: Nats, stream: string, keys: MemberKeys): Promise<Reencrypted> {
  const last = (await nats.jsm.streams.info(stream)).state.last_seq;
  const result: Reencrypted = { messages: 0, sealedEvents: 0 };
  if (last === 0) return result;
  const consumer = await nats.js.consumers.get(stream, { deliver_policy: DeliverPolicy.All });
  const encoder = new TextEncoder();
  try {
    for (let read = 0; read < last;) {
      const messages = await consumer.fetch({ max_messages: Math.min(1000, last - read), expires: 2000 });
      for await (const message of messages) {
        read = message.seq;
        if (message.seq > last) break;
        const body = message.json<Envelope | Envelope[]>();
        const events = Array.isArray(body) ? body : [body];
        const rewritten = await Promise.all(events.map((event) => sealed(event, keys)));
        result.sealedEvents += rewritten.filter((event, index) => event !== events[index]).length;
        const copy = encoder.encode(JSON.stringify(Array.isArray(body) ? rewritten : rewritten[0]));
        const ack = await nats.js.publish(message.subject, copy, { msgID: `${events[0]!.id}.sealed` });
        // The log recognised a copy made in an earlier run: this message is that copy (kept), or
        // the original it was made from (deleted now).
        if (ack.seq !== message.seq) await nats.jsm.streams.deleteMessage(stream, message.seq, true);
        result.messages++;
      }
    }
  } finally {
    await consumer.delete().catch(() => undefined);
  }
  return result;
}

/** Erases the keys of members deleted before keys existed, so their rewritten events seal nothing readable. */
export async function eraseDeletedMembers(nats: Nats, identityStream: string, keys: MemberKeys): Promise<number> {
  const last = (await nats.jsm.streams.info(identityStream)).state.last_seq;
  if (last === 0) return 0;
  const consumer = await nats.js.consumers.get(identityStream, { deliver_policy: DeliverPolicy.All });
  let erased = 0;
  try {
    for (let read = 0; read < last;) {
      const messages = await consumer.fetch({ max_messages: Math.min(1000, last - read), expires: 2000 });
      for await (const message of messages) {
        read = message.seq;
        const body = message.json<Envelope | Envelope[]>();
        for (const event of Array.isArray(body) ? body : [body]) {
          if (event.type !== "UserDeleted") continue;
          await keys.erase((event.data as { userId: string }).userId);
          erased++;
        }
      }
    }
  } finally {
    await consumer.delete().catch(() => undefined);
  }
  return erased;
}
