import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import type { PersonalFields } from "@kumite/contracts/personal-fields";

// Seals an event's personal fields under their owner's key (AES-256-GCM), and opens them again.
// The fields leave `data` and travel as one JSON in the envelope's `sealed`, beside what a reader
// needs without the key: whose they are and each field's JSON kind. Once the key is erased the
// fields come back as empty values of their kind, so every decider and projection still reads an
// event of its usual shape (an empty string, list, object; null; 0; false), as it reads events of a
// deleted member today. The event's id is bound in (GCM's additional data): a sealed copy moved to
// another event does not open.

export type JsonKind = "string" | "number" | "boolean" | "null" | "array" | "object";

export type Sealed = {
  member: string;
  /** Each sealed field's kind: what it reads as once the key is gone. */
  shape: Record<string, JsonKind>;
  /** Absent when the fields were written after their member's key was erased: nothing to open. */
  iv?: string;
  tag?: string;
  data?: string;
};

/** An event as the log holds it: with its personal fields in `sealed`, if it has any. */
export type Envelope = { id: string; type: string; data: unknown; sealed?: Sealed };

type Data = Record<string, unknown>;

const ALGORITHM = "aes-256-gcm";
const IV_BYTES = 12;
/** Random IVs are drawn a few hundred at a time: one call to the generator costs as much as a seal. */
const IVS_AT_ONCE = 256;
let ivs = Buffer.alloc(0);
let nextIv = 0;

/** A random 96-bit IV, never the same twice (random IVs are safe for 2^32 seals under one key). */
function freshIv(): Buffer {
  if (nextIv + IV_BYTES > ivs.length) {
    ivs = randomBytes(IV_BYTES * IVS_AT_ONCE);
    nextIv = 0;
  }
  nextIv += IV_BYTES;
  return ivs.subarray(nextIv - IV_BYTES, nextIv);
}

export function kindOf(value: unknown): JsonKind {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  const kind = typeof value;
  return kind === "string" || kind === "number" || kind === "boolean" ? kind : "object";
}

const EMPTY: Record<JsonKind, () => unknown> = {
  string: () => "",
  number: () => 0,
  boolean: () => false,
  null: () => null,
  array: () => [],
  object: () => ({}),
};

/** The member whose fields an event carries, or null when it carries none of its declared fields. */
export function ownerOf(event: Envelope, declared: PersonalFields<Data>): string | null {
  const data = event.data as Data;
  return declared.fields.some((field) => data[field] !== undefined) ? declared.owner(data) : null;
}

/**
 * The event with its declared fields sealed under `key`; with `key` null (the member is erased)
 * the fields are left out and only their shape kept. Absent fields stay absent.
 */
export function seal<E extends Envelope>(event: E, declared: PersonalFields<Data>, key: Buffer | null): E {
  const data = { ...(event.data as Data) };
  const picked: Data = {};
  const shape: Record<string, JsonKind> = {};
  for (const field of declared.fields) {
    if (data[field] === undefined) continue;
    picked[field] = data[field];
    shape[field] = kindOf(data[field]);
    delete data[field];
  }
  if (Object.keys(shape).length === 0) return event;
  const member = declared.owner(event.data as Data);
  if (!key) return { ...event, data, sealed: { member, shape } };
  const iv = freshIv();
  const cipher = createCipheriv(ALGORITHM, key, iv);
  cipher.setAAD(Buffer.from(event.id));
  const sealedData = Buffer.concat([cipher.update(JSON.stringify(picked), "utf8"), cipher.final()]);
  const sealed: Sealed = {
    member,
    shape,
    iv: iv.toString("base64"),
    tag: cipher.getAuthTag().toString("base64"),
    data: sealedData.toString("base64"),
  };
  return { ...event, data, sealed };
}

/**
 * The event as it was written, its sealed fields back in `data`; with `key` null (erased) they
 * read as empty values of their kind. An event with nothing sealed is returned as it is. The event
 * is opened in place: it is one just parsed from a log message, and a replay opens hundreds of
 * thousands, where copying each one would cost as much as the cipher itself.
 */
export function open<E extends Envelope>(event: E, key: Buffer | null): E {
  const sealed = event.sealed;
  if (!sealed) return event;
  const data = event.data as Data;
  if (key && sealed.data !== undefined && sealed.iv !== undefined && sealed.tag !== undefined) {
    const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(sealed.iv, "base64"));
    decipher.setAAD(Buffer.from(event.id));
    decipher.setAuthTag(Buffer.from(sealed.tag, "base64"));
    // GCM gives everything from update: final only checks the tag (and throws on a wrong one).
    const plain = decipher.update(Buffer.from(sealed.data, "base64")).toString("utf8");
    decipher.final();
    const fields = JSON.parse(plain) as Data;
    for (const field in fields) data[field] = fields[field];
  } else {
    for (const field in sealed.shape) data[field] = EMPTY[sealed.shape[field]!]();
  }
  // Left undefined rather than deleted: the event keeps its shape, and JSON leaves it out.
  event.sealed = undefined;
  return event;
}
