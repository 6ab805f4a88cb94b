import { createHash } from "node:crypto";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { JetStreamApiError, type StreamInfo } from "@nats-io/jetstream";
import type { Logger } from "pino";
import { untilJetStreamAnswers, type Nats } from "../nats.ts";
import { SnapshotUnreadable, type ReadStore, type ReadStoreSnapshots } from "../read-store/port.ts";
import type { ProjectionApplier } from "./applier.ts";
import { saveCheckpoint } from "./checkpoints.ts";
import type { Projection } from "./define.ts";

// Snapshots of a read store held in this process (ReadStore.snapshots), so that a restart loads
// its read models from disk and replays only the events since, instead of the whole log. A
// snapshot holds the documents, the indexes' definitions and each projection's checkpoint per
// stream, taken together at a point where no handler is running (every projection's queue paused
// between two batches), so the documents are exactly those of the checkpoints. It is taken every
// `intervalMs` while something changed, and when the projector stops.
//
// At start a snapshot is used only if it still describes this log and these projections:
// - the same file format and the same projections (names, streams, handled event types and the
//   source of their handlers and setup: `fingerprintOf`);
// - each stream is the one it was taken from (same creation time, none of its events gone: its
//   first sequence has not moved on) and reaches the checkpoints (it was not cut short).
// Otherwise, or when the file is damaged, it is discarded and the read models rebuilt from the log.

/** Bump when what a snapshot means changes in a way the fingerprint cannot see. */
export const SNAPSHOT_FORMAT = 1;
const FILE_NAME = "read-models.snapshot";
const DEFAULT_INTERVAL_MS = 30_000;

export type SnapshotOptions = {
  /** The folder the snapshot lives in (one per service); created when missing. */
  dir: string;
  /** How often a snapshot is taken while the read models change; 0 takes one only at stop. */
  intervalMs?: number;
};

type StreamIdentity = { created: string; firstSequence: number };
type SnapshotMeta = {
  format: number;
  fingerprint: string;
  takenAt: string;
  streams: Record<string, StreamIdentity>;
  /** Projection → stream → the last sequence applied. */
  checkpoints: Record<string, Record<string, number>>;
};

/** What a snapshot was built by: any change to it makes an older snapshot outdated. */
export function fingerprintOf(projections: readonly Projection[]): string {
  const described = [...projections]
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((projection) => ({
      name: projection.name,
      streams: [...projection.streams].sort(),
      handlers: Object.keys(projection.handlers)
        .sort()
        .map((type) => [type, projection.handlers[type]!.toString()]),
      setup: projection.setup?.toString() ?? null,
    }));
  return createHash("sha256")
    .update(JSON.stringify({ format: SNAPSHOT_FORMAT, projections: described }))
    .digest("hex");
}

export class ProjectionSnapshots {
  private readonly fingerprint: string;
  private readonly streams: string[];
  /** Saves run one after another. */
  private saving: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  /** The checkpoints of the snapshot on disk (restored or last saved): nothing to save while they stand. */
  private onDisk: string | null = null;

  constructor(
    private readonly options: SnapshotOptions & {
      store: ReadStore;
      /** The store's own snapshots. */
      images: ReadStoreSnapshots;
      nats: Nats;
      projections: readonly Projection[];
      logger: Logger;
    },
  ) {
    this.fingerprint = fingerprintOf(options.projections);
    this.streams = [...new Set(options.projections.flatMap((projection) => projection.streams))];
  }

  get file(): string {
    return join(this.options.dir, FILE_NAME);
  }

  /**
   * Loads the snapshot into the store (which must be empty) and sets the checkpoints it was taken
   * at. False when there is none or it was discarded: the store is then empty, to be rebuilt.
   */
  async restore(): Promise<boolean> {
    const { store, logger } = this.options;
    const started = performance.now();
    let snapshot;
    try {
      snapshot = await this.options.images.open(this.file);
    } catch (error) {
      // A damaged file goes; one that cannot be read at all (permissions) stops the start.
      if (!(error instanceof SnapshotUnreadable)) throw error;
      await this.discardAs(error.message);
      return false;
    }
    if (!snapshot) {
      logger.info({ file: this.file }, "no read model snapshot: replaying the log");
      return false;
    }
    try {
      const meta = snapshot.meta as SnapshotMeta;
      // A failure to ask NATS is not the snapshot's fault: it goes up, and the file stays.
      const outdated = await this.outdated(meta);
      if (outdated) {
        await this.discardAs(outdated);
        return false;
      }
      try {
        await snapshot.load();
      } catch (error) {
        await store.dropAll();
        await this.discardAs(
          error instanceof SnapshotUnreadable ? error.message : `could not be loaded: ${String(error)}`,
        );
        return false;
      }
      for (const [projection, streams] of Object.entries(meta.checkpoints)) {
        for (const [stream, sequence] of Object.entries(streams))
          await saveCheckpoint(store, projection, stream, sequence);
      }
      this.onDisk = JSON.stringify(meta.checkpoints);
      logger.info(
        {
          file: this.file,
          takenAt: meta.takenAt,
          checkpoints: meta.checkpoints,
          ms: Math.round(performance.now() - started),
        },
        "read models restored from their snapshot",
      );
      return true;
    } finally {
      await snapshot.close();
    }
  }

  /**
   * Takes a snapshot where no handler of any projection is running and writes it to disk;
   * nothing when the checkpoints have not moved since the last one.
   */
  save(appliers: readonly ProjectionApplier[]): Promise<void> {
    const saved = this.saving.then(() => this.takeAndWrite(appliers));
    this.saving = saved.catch(() => undefined);
    return saved;
  }

  /** Takes a snapshot every intervalMs while the checkpoints move. */
  startEvery(appliers: readonly ProjectionApplier[]): void {
    const intervalMs = this.options.intervalMs ?? DEFAULT_INTERVAL_MS;
    if (this.timer || intervalMs <= 0) return;
    this.timer = setInterval(() => {
      this.save(appliers).catch((error: unknown) =>
        this.options.logger.warn({ err: error, file: this.file }, "read model snapshot failed"),
      );
    }, intervalMs);
    this.timer.unref();
  }

  stopTimer(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Deletes the snapshot (the read models are rebuilt from the log). */
  async discard(): Promise<void> {
    await this.saving;
    await rm(this.file, { force: true });
    this.onDisk = null;
  }

  private async takeAndWrite(appliers: readonly ProjectionApplier[]): Promise<void> {
    if (appliers.length === 0 || JSON.stringify(checkpointsOf(appliers)) === this.onDisk) return;
    const streams = await this.identities();
    const started = performance.now();
    // Every projection between two batches at once: the documents are exactly their checkpoints'.
    const resumes = await Promise.all(appliers.map((applier) => applier.pause()));
    let checkpoints: SnapshotMeta["checkpoints"];
    let image;
    try {
      checkpoints = checkpointsOf(appliers);
      image = this.options.images.capture();
    } finally {
      for (const resume of resumes) resume();
    }
    const pausedMs = performance.now() - started;
    try {
      const meta: SnapshotMeta = {
        format: SNAPSHOT_FORMAT,
        fingerprint: this.fingerprint,
        takenAt: new Date().toISOString(),
        streams,
        checkpoints,
      };
      const bytes = await image.write(this.file, meta);
      this.onDisk = JSON.stringify(checkpoints);
      this.options.logger.info(
        {
          file: this.file,
          bytes,
          checkpoints,
          pausedMs: Math.round(pausedMs),
          ms: Math.round(performance.now() - started),
        },
        "read model snapshot written",
      );
    } finally {
      image.release();
    }
  }

  /** Asked again while JetStream is busy at start: a slow answer must not stop the start. */
  private streamInfo(stream: string): Promise<StreamInfo> {
    const { nats } = this.options;
    return untilJetStreamAnswers(nats, `the stream ${stream}`, () => nats.jsm.streams.info(stream));
  }

  private async identities(): Promise<Record<string, StreamIdentity>> {
    const identities: Record<string, StreamIdentity> = {};
    for (const stream of this.streams) {
      const info = await this.options.nats.jsm.streams.info(stream);
      identities[stream] = { created: info.created, firstSequence: info.state.first_seq };
    }
    return identities;
  }

  /** Why the snapshot no longer describes this log and these projections; null when it does. */
  private async outdated(meta: SnapshotMeta): Promise<string | null> {
    if (meta?.format !== SNAPSHOT_FORMAT || meta.fingerprint !== this.fingerprint) return "the projections changed";
    for (const projection of this.options.projections) {
      for (const stream of projection.streams) {
        if (typeof meta.checkpoints[projection.name]?.[stream] !== "number")
          return `no checkpoint for ${projection.name} on ${stream}`;
      }
    }
    for (const stream of this.streams) {
      const saved = meta.streams[stream];
      if (!saved) return `no record of the stream ${stream}`;
      let info;
      try {
        info = await this.streamInfo(stream);
      } catch (error) {
        if (error instanceof JetStreamApiError && error.status === 404) return `the stream ${stream} is gone`;
        throw error;
      }
      if (info.created !== saved.created) return `the stream ${stream} was recreated`;
      if (info.state.first_seq > Math.max(saved.firstSequence, 1)) return `events of the stream ${stream} were removed`;
      for (const streams of Object.values(meta.checkpoints)) {
        if ((streams[stream] ?? 0) > info.state.last_seq)
          return `the stream ${stream} ends before the snapshot's checkpoint`;
      }
    }
    return null;
  }

  private async discardAs(reason: string): Promise<void> {
    this.options.logger.warn({ file: this.file, reason }, "read model snapshot discarded: replaying the log");
    await rm(this.file, { force: true });
  }
}

function checkpointsOf(appliers: readonly ProjectionApplier[]): SnapshotMeta["checkpoints"] {
  const checkpoints: SnapshotMeta["checkpoints"] = {};
  for (const applier of appliers) {
    const { name, streams } = applier.projection;
    checkpoints[name] = Object.fromEntries(streams.map((stream) => [stream, applier.position(stream)]));
  }
  return checkpoints;
}
