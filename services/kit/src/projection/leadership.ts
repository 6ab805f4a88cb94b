import type { Logger } from "pino";
import type { ProjectionLease } from "./lease.ts";

// With a read store shared by several instances (Mongo), one instance at a time projects; the
// others follow its checkpoints so their read-your-writes waits still work. This contends for the
// lease, renews it, and tells the projector when to lead and when to follow.
//
// Fenced: the lease expires TTL after its last renewal, when another instance may take it. An
// instance that has not renewed for two thirds of the TTL (NATS away, say) stops projecting at
// that moment, whatever its renewals are still waiting for, and `leads` turns false at once, so
// the projector writes nothing more (it asks before each batch and each checkpoint).

export type LeadershipOptions = {
  lease: ProjectionLease;
  /** The lease's key: the service's projector. */
  name: string;
  /** This instance. */
  owner: string;
  logger: Logger;
  lead: () => Promise<void>;
  /** Leading ended (lost or given up): stop projecting. */
  stepDown: () => Promise<void>;
  /** Called every poll while another instance leads. */
  follow: () => Promise<void>;
};

const FOLLOW_POLL_MS = 200;
/** The share of the lease's time to live after its last renewal that an instance may still project. */
const FENCE_SHARE = 2 / 3;

export class Leadership {
  private revision: number | null = null;
  /** When the lease was last taken or renewed (performance.now(): immune to wall-clock steps). */
  private renewedAt = 0;
  private fenceTimer: NodeJS.Timeout | null = null;
  private renewTimer: NodeJS.Timeout | null = null;
  private followTimer: NodeJS.Timeout | null = null;
  /** The contention under way, so that stopping waits for it instead of racing it. */
  private contending: Promise<void> | null = null;
  private stopping = false;

  constructor(private readonly options: LeadershipOptions) {}

  get leading(): boolean {
    return this.revision !== null;
  }

  /** Whether this instance holds the lease and renewed it recently enough to write to the store. */
  leads(): boolean {
    return this.revision !== null && performance.now() - this.renewedAt < this.fenceMs;
  }

  private get fenceMs(): number {
    return this.options.lease.ttlMs * FENCE_SHARE;
  }

  async start(): Promise<void> {
    this.stopping = false;
    await this.contend();
    this.renewTimer = setInterval(() => {
      // One at a time; a failed round (NATS away) is logged and the next one tries again.
      this.contending ??= this.contend()
        .catch((error: unknown) =>
          this.options.logger.warn({ err: error, projector: this.options.name }, "projection lease: contention failed"),
        )
        .finally(() => (this.contending = null));
    }, this.options.lease.ttlMs / 3);
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.stopFollowing();
    await this.contending;
    // Everything taken from the log is applied and checkpointed before another instance may lead;
    // the lease is still renewed meanwhile, since draining may outlast its time to live.
    if (this.revision !== null) await this.options.stepDown();
    if (this.renewTimer) clearInterval(this.renewTimer);
    this.renewTimer = null;
    this.clearFence();
    if (this.revision !== null) {
      await this.options.lease.release(this.options.name, this.revision);
      this.revision = null;
    }
  }

  /** Takes the lease when free, renews it when held, and leads or follows to match. */
  private async contend(): Promise<void> {
    const { lease, name, owner } = this.options;
    if (this.revision === null) {
      if (this.stopping) return;
      const taken = await lease.take(name, owner);
      if (taken === null) return this.startFollowing();
      this.held(taken);
      this.stopFollowing();
      // Each projection starts from the checkpoints the previous holder left. A takeover that
      // fails gives the lease back, or this instance would hold it while nothing projects.
      try {
        return await this.options.lead();
      } catch (error) {
        this.revision = null;
        this.clearFence();
        await this.options.stepDown().catch(() => undefined);
        await lease.release(name, taken);
        throw error;
      }
    }
    const renewed = await lease.renew(name, owner, this.revision);
    if (this.revision === null) {
      // Fenced while this renewal was under way: projecting has stopped, so the lease goes back.
      if (renewed !== null) await lease.release(name, renewed);
      return this.startFollowing();
    }
    if (renewed !== null) return this.held(renewed);
    this.revision = null;
    this.clearFence();
    this.options.logger.warn({ projector: name }, "projection lease lost: following as standby");
    await this.options.stepDown();
    this.startFollowing();
  }

  private held(revision: number): void {
    this.revision = revision;
    this.renewedAt = performance.now();
    this.clearFence();
    this.fenceTimer = setTimeout(() => void this.fence(), this.fenceMs);
  }

  /** Renewals have failed too long: stop projecting before another instance may take the lease. */
  private async fence(): Promise<void> {
    this.fenceTimer = null;
    if (this.revision === null) return;
    this.revision = null;
    this.options.logger.warn(
      { projector: this.options.name, ttlMs: this.options.lease.ttlMs },
      "projection lease not renewed for two thirds of its time to live: stopped projecting",
    );
    await this.options
      .stepDown()
      .catch((error: unknown) =>
        this.options.logger.warn(
          { err: error, projector: this.options.name },
          "projection lease: stepping down failed",
        ),
      );
    if (!this.stopping) this.startFollowing();
  }

  private clearFence(): void {
    if (this.fenceTimer) clearTimeout(this.fenceTimer);
    this.fenceTimer = null;
  }

  private startFollowing(): void {
    if (this.followTimer) return;
    let following: Promise<void> | null = null;
    const follow = () => {
      following ??= this.options
        .follow()
        .catch((error: unknown) =>
          this.options.logger.warn({ err: error, projector: this.options.name }, "projection lease: following failed"),
        )
        .finally(() => (following = null));
    };
    follow();
    this.followTimer = setInterval(follow, FOLLOW_POLL_MS);
  }

  private stopFollowing(): void {
    if (this.followTimer) clearInterval(this.followTimer);
    this.followTimer = null;
  }
}
