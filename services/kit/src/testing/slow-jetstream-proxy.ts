import { createServer, connect, type Socket } from "node:net";

// A TCP hop to NATS that makes JetStream slow to answer, as a server replaying a large log to six
// services at once is: while `slow`, each JetStream API request that `holds` picks (a publish to
// `$JS.API.…`) is held for `holdMs` before it reaches the server, so a client that waits less than
// that times out and the server still carries the request out later. Everything else passes at once.
//
// It reads the client's side of the NATS protocol: lines ending in CRLF, and after a PUB or HPUB
// line the payload of the size it gives.

export type SlowJetStreamProxy = {
  /** A NATS URL through the proxy. */
  url: string;
  /** JetStream API requests held so far, by subject, in the order they were held. */
  held: string[];
  /** Held requests from now on; `slow(false)` lets the ones to come through at once. */
  slow: (on: boolean) => void;
  close: () => Promise<void>;
};

const CRLF = Buffer.from("\r\n");

export async function startSlowJetStreamProxy(
  natsUrl: string,
  options: { holdMs: number; holds: (apiSubject: string) => boolean },
): Promise<SlowJetStreamProxy> {
  const { hostname, port } = new URL(natsUrl);
  const open = new Set<Socket>();
  const held: string[] = [];
  let slow = true;
  const server = createServer((client) => {
    const upstream = connect(Number(port), hostname);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.once("close", () => open.delete(socket));
      socket.on("error", () => undefined);
    }
    let pending = Buffer.alloc(0);
    client.on("data", (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      for (;;) {
        const frame = nextFrame(pending);
        if (!frame) break;
        pending = pending.subarray(frame.length);
        const bytes = Buffer.from(frame.bytes);
        if (slow && frame.subject?.startsWith("$JS.API.") && options.holds(frame.subject)) {
          held.push(frame.subject);
          setTimeout(() => upstream.writable && upstream.write(bytes), options.holdMs);
        } else upstream.write(bytes);
      }
    });
    upstream.pipe(client);
    client.once("close", () => upstream.destroy());
    upstream.once("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `nats://127.0.0.1:${(server.address() as { port: number }).port}`,
    held,
    slow(on) {
      slow = on;
    },
    close: async () => {
      for (const socket of open) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The first whole protocol message in `buffer`, with the subject of a publish; null if incomplete. */
function nextFrame(buffer: Buffer): { bytes: Buffer; length: number; subject?: string } | null {
  const end = buffer.indexOf(CRLF);
  if (end < 0) return null;
  const line = buffer.subarray(0, end).toString("latin1");
  const [op, ...args] = line.split(" ").filter((part) => part !== "");
  const verb = op?.toUpperCase();
  if (verb !== "PUB" && verb !== "HPUB") return { bytes: buffer.subarray(0, end + 2), length: end + 2 };
  // PUB <subject> [reply] <size>; HPUB <subject> [reply] <header size> <total size>
  const size = Number(args[args.length - 1]);
  const length = end + 2 + size + 2;
  if (buffer.length < length) return null;
  return { bytes: buffer.subarray(0, length), length, subject: args[0] };
}
