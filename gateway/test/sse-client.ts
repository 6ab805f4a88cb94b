import { request, type IncomingHttpHeaders, type IncomingMessage } from "node:http";

// A Server-Sent-Events reader for tests: node's http client, reading the stream as it comes
// (inject() waits for the reply to end, which a stream never does).

export type SseEvent = { event: string; data: string; id: string | undefined };

export class SseClient {
  readonly events: SseEvent[] = [];
  comments = 0;
  retry: number | undefined;
  ended = false;
  private buffer = "";
  private waiters = new Set<() => void>();

  private constructor(
    readonly status: number,
    readonly headers: IncomingHttpHeaders,
    private readonly response: IncomingMessage,
  ) {
    response.setEncoding("utf8");
    response.on("data", (chunk: string) => this.receive(chunk));
    const end = () => {
      this.ended = true;
      this.wake();
    };
    response.once("end", end);
    response.once("close", end);
    response.once("error", end);
  }

  /** Opens `GET <base>/api/stream` with these headers (cookie, last-event-id …). */
  static open(base: string, headers: Record<string, string> = {}): Promise<SseClient> {
    return new Promise((resolve, reject) => {
      const call = request(`${base}/api/stream`, { headers: { accept: "text/event-stream", ...headers } }, (response) =>
        resolve(new SseClient(response.statusCode ?? 0, response.headers, response)),
      );
      call.once("error", reject);
      call.end();
    });
  }

  /** The body of a reply that is not a stream (401, 503). */
  async text(): Promise<string> {
    await this.until(() => this.ended, 2000, "the reply to end");
    return this.buffer;
  }

  /** Waits for the first event (after `from`) that `predicate` accepts. */
  async next(predicate: (event: SseEvent) => boolean, from = 0, timeoutMs = 2000): Promise<SseEvent> {
    let found: SseEvent | undefined;
    await this.until(() => (found = this.events.slice(from).find(predicate)) !== undefined, timeoutMs, "an event");
    return found!;
  }

  async until(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!condition()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${what}; events so far: ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.add(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.response.destroy();
  }

  private receive(chunk: string): void {
    this.buffer += chunk;
    if (this.status !== 200) return this.wake();
    let end: number;
    while ((end = this.buffer.indexOf("\n\n")) >= 0) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      const fields: Record<string, string> = {};
      for (const line of block.split("\n")) {
        if (line.startsWith(":")) this.comments++;
        else {
          const colon = line.indexOf(":");
          const name = colon < 0 ? line : line.slice(0, colon);
          const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
          fields[name] = fields[name] === undefined ? value : `${fields[name]}\n${value}`;
        }
      }
      if (fields.retry !== undefined) this.retry = Number(fields.retry);
      if (fields.data !== undefined)
        this.events.push({ event: fields.event ?? "message", data: fields.data, id: fields.id });
    }
    this.wake();
  }

  private wake(): void {
    const waiters = [...this.waiters];
    this.waiters.clear();
    for (const waiter of waiters) waiter();
  }
}
