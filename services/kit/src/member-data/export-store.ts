import { Objm, type ObjectStore } from "@nats-io/obj";
import { nanos, type NatsConnection } from "@nats-io/transport-node";
import { DATA_EXPORTS } from "@kumite/contracts/identity/limits";
import type { ServiceName } from "@kumite/contracts/services";
import { keepReplicated, untilJetStreamAnswers, type Nats } from "../nats.ts";
import type { MemberDataPart } from "../service/member-data.ts";

// Where the parts of members' data exports wait to be downloaded: one NATS object store, written by
// every service with a part and read by identity (is every part in?) and the gateway (the zip).
// An export's objects are named under its id:
//
//   <exportId>/<service>.json              the part's data, as the archive holds it
//   <exportId>/files/<service>/<name>      each of its files
//   <exportId>/parts/<service>             written last: the part is complete (its file names)
//
// Every put overwrites, so a part gathered again (a redelivered request) replaces itself whole.
// The store's max age is the week an export is kept: the server removes it, nobody has to.

export const MEMBER_EXPORTS_BUCKET = "member_exports";

/** A part as the archive reads it back: its JSON, and the names of its files. */
export type StoredPart = { json: Uint8Array; files: string[] };

const encoder = new TextEncoder();

export class ExportStore {
  private constructor(private readonly store: ObjectStore) {}

  static async open(nats: Nats): Promise<ExportStore> {
    const store = await untilJetStreamAnswers(nats, "the exports' object store", async () => {
      const created = await new Objm(nats.js).create(MEMBER_EXPORTS_BUCKET, {
        ttl: nanos(DATA_EXPORTS.keptForMs),
        replicas: nats.replicas,
      });
      await keepReplicated(nats, await nats.jsm.streams.info(`OBJ_${MEMBER_EXPORTS_BUCKET}`));
      return created;
    });
    return new ExportStore(store);
  }

  /** The store as a reader finds it (the gateway): null while no export was ever asked for. */
  static async existing(connection: NatsConnection): Promise<ExportStore | null> {
    try {
      return new ExportStore(await new Objm(connection).open(MEMBER_EXPORTS_BUCKET));
    } catch (error) {
      if (error instanceof Error && /not found/i.test(error.message)) return null;
      throw error;
    }
  }

  /** Stores one service's part of an export: its files, its data, then the mark that it is complete. */
  async putPart(exportId: string, service: ServiceName, part: MemberDataPart): Promise<void> {
    const names: string[] = [];
    for (const file of part.files ?? []) {
      const name = safeFileName(file.name, names);
      await this.store.putBlob({ name: `${exportId}/files/${service}/${name}` }, await file.bytes());
      names.push(name);
    }
    const json = encoder.encode(`${JSON.stringify(part.data, null, 2)}\n`);
    await this.store.putBlob({ name: `${exportId}/${service}.json` }, json);
    await this.store.putBlob({ name: `${exportId}/parts/${service}` }, encoder.encode(JSON.stringify(names)));
  }

  /** Whether the service's part of the export is complete (its mark is there). */
  async hasPart(exportId: string, service: ServiceName): Promise<boolean> {
    const info = await this.store.info(`${exportId}/parts/${service}`);
    return info !== null && !info.deleted;
  }

  /** A complete part, or null when it is not (or no longer) there. */
  async part(exportId: string, service: ServiceName): Promise<StoredPart | null> {
    const mark = await this.store.getBlob(`${exportId}/parts/${service}`);
    const json = mark && (await this.store.getBlob(`${exportId}/${service}.json`));
    if (!mark || !json) return null;
    return { json, files: JSON.parse(new TextDecoder().decode(mark)) as string[] };
  }

  /**
   * Removes an export's parts before their week is out (the member deleted their account). Each
   * mark goes first, so a part half removed is never taken for a complete one; removing twice
   * removes nothing more.
   */
  async remove(exportId: string, services: readonly ServiceName[]): Promise<void> {
    for (const service of services) {
      const mark = await this.store.getBlob(`${exportId}/parts/${service}`);
      const files = mark ? (JSON.parse(new TextDecoder().decode(mark)) as string[]) : [];
      await this.store.delete(`${exportId}/parts/${service}`);
      await this.store.delete(`${exportId}/${service}.json`);
      for (const name of files) await this.store.delete(`${exportId}/files/${service}/${name}`);
    }
  }

  /** One of a part's files, as a stream (a member's uploads may be large); null once it is gone. */
  async file(exportId: string, service: ServiceName, name: string): Promise<ReadableStream<Uint8Array> | null> {
    const result = await this.store.get(`${exportId}/files/${service}/${name}`);
    return result?.data ?? null;
  }
}

/**
 * A file's name as the archive may hold it: a relative path (a folder may group files) with no
 * empty, "." or ".." segment and no control character, so no zip tool writes it outside its folder;
 * unique within its part.
 */
export function safeFileName(name: string, taken: readonly string[]): string {
  const segments = name
    .split(/[/\\]/)
    .map((segment) => [...segment].map((character) => (character < " " ? "_" : character)).join(""))
    .filter((segment) => segment !== "" && segment !== "." && segment !== "..");
  const base = segments.join("/").slice(0, 200) || "file";
  if (!taken.includes(base)) return base;
  for (let copy = 2; ; copy++) if (!taken.includes(`${base}-${copy}`)) return `${base}-${copy}`;
}
