import type { Logger } from "pino";
import type { ProjectionLease } from "./lease.ts";

// With a read store shared by several instances (Mongo), one instance at a time projects; the
// others follow its checkpoints so their read-your-writes waits still work. This contends for the
// lease, renews it, and tells the projector when to lead and when to follow.

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

export class Leadership {
  private revision: number | null = null;
  private renewTimer: NodeJS.Timeout | null = null;
  private followTimer: NodeJS.Timeout | null = null;
  /** The contention under way, so that stopping waits for it instead of racing it. */
  private contending: Promise<void> | null = null;
  private stopping = false;

  constructor(private readonly options: LeadershipOptions) {}

  get leading(): boolean {
    return this.revision !== null;
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
      this.revision = await lease.take(name, owner);
      if (this.revision === null) return this.startFollowing();
      this.stopFollowing();
      // Each projection starts from the checkpoints the previous holder left. A takeover that
      // fails gives the lease back, or this instance would hold it while nothing projects.
      try {
        return await this.options.lead();
      } catch (error) {
        const revision = this.revision;
        this.revision = null;
        await this.options.stepDown().catch(() => undefined);
        await lease.release(name, revision);
        throw error;
      }
    }
    this.revision = await lease.renew(name, owner, this.revision);
    if (this.revision === null) {
      this.options.logger.warn({ projector: name }, "projection lease lost: following as standby");
      await this.options.stepDown();
      this.startFollowing();
    }
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
