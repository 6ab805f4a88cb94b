import { randomUUID } from "node:crypto";
import { IDEMPOTENCY_KEY_HEADER, POSITION_HEADER } from "@kumite/contracts/http";
import { formatPositions, mergePositions, parsePositions } from "@kumite/contracts/positions";
import { signUpThrough } from "../test/sign-up.ts";

// A member of the trial, calling the gateway as the web does (web/src/shared/api/api-request.ts):
// a POST carries an Idempotency-Key, the same on every retry; a 503 with Retry-After is waited out
// and sent again; the highest position each reply named goes with every later call. Beyond the
// web, a reply that says the outcome is unknown is sent again with its key too (what the web's
// user does by pressing the button again), and a broken connection likewise.

/** How long one call keeps trying before its outcome stays what the last attempt said. */
const PATIENCE_MS = 30_000;
const RETRY_AFTER_CAP_MS = 2000;

export type Reply = {
  status: number;
  /** The error reply's code, or `network` when no reply came at all. */
  code: string | null;
  body: unknown;
  /** The position token this reply named, if any. */
  position: string | null;
  attempts: number;
  ms: number;
  at: number;
};

/** Every call's reply, for the figures: when, what, how long. */
export type CallLog = (entry: { method: string; path: string; reply: Reply }) => void;

export class TrialMember {
  private positions = new Map<string, number>();

  constructor(
    readonly id: string,
    readonly name: string,
    private readonly cookie: string,
    private readonly gateway: string,
    private readonly log: CallLog,
  ) {}

  static async signUp(gateway: string, name: string, log: CallLog): Promise<TrialMember> {
    const member = await signUpThrough(gateway, { displayName: name, martialArts: ["Judo"], location: "Porto" });
    return new TrialMember(member.id, name, member.cookie, gateway, log);
  }

  get position(): string | undefined {
    return this.positions.size > 0 ? formatPositions(this.positions) : undefined;
  }

  async call(method: "GET" | "POST" | "PUT" | "DELETE", path: string, body?: unknown): Promise<Reply> {
    const headers: Record<string, string> = { cookie: this.cookie };
    if (body !== undefined) headers["content-type"] = "application/json";
    if (method === "POST") headers[IDEMPOTENCY_KEY_HEADER] = randomUUID();
    const started = performance.now();
    const giveUpAt = Date.now() + PATIENCE_MS;
    let attempts = 0;
    for (;;) {
      attempts++;
      const position = this.position;
      if (position) headers[POSITION_HEADER] = position;
      const reply = await this.once(method, path, headers, body);
      const again = retryIn(method, reply);
      if (again !== null && Date.now() + again < giveUpAt) {
        await new Promise((resolve) => setTimeout(resolve, again));
        continue;
      }
      if (reply.position) this.positions = mergePositions(this.positions, parsePositions(reply.position));
      const done = { ...reply, attempts, ms: performance.now() - started, at: Date.now() };
      this.log({ method, path, reply: done });
      return done;
    }
  }

  private async once(
    method: string,
    path: string,
    headers: Record<string, string>,
    body: unknown,
  ): Promise<Omit<Reply, "attempts" | "ms" | "at"> & { retryAfterMs: number | null }> {
    try {
      const response = await fetch(`${this.gateway}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(20_000),
      });
      const text = await response.text();
      const parsed = text ? (JSON.parse(text) as unknown) : null;
      const retryAfter = Number(response.headers.get("retry-after"));
      return {
        status: response.status,
        code: response.ok ? null : ((parsed as { code?: string } | null)?.code ?? null),
        body: parsed,
        position: response.headers.get(POSITION_HEADER),
        retryAfterMs: retryAfter > 0 ? Math.min(retryAfter * 1000, RETRY_AFTER_CAP_MS) : null,
      };
    } catch {
      return { status: 0, code: "network", body: null, position: null, retryAfterMs: null };
    }
  }
}

/** When to send the same call again (its key unchanged), or null to take this reply. */
function retryIn(method: string, reply: { status: number; code: string | null; retryAfterMs: number | null }) {
  if (reply.status === 503 && reply.retryAfterMs !== null) return reply.retryAfterMs;
  // The same request still in flight elsewhere (an instance that died holding its key).
  if (reply.status === 409 && reply.code === "idempotency.in-progress") return reply.retryAfterMs ?? 1000;
  const unknown = reply.code === "network" || reply.status === 502 || reply.status === 504;
  if (unknown && (method === "GET" || method === "POST")) return 500;
  return null;
}
