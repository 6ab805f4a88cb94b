import { createServer, connect, type Socket } from "node:net";

// A TCP hop to NATS that can lose what the server says while still carrying what the client says:
// a publish reaches the log and its ack never comes back, as when a connection dies mid-request.

export type AckDroppingProxy = {
  /** A NATS URL through the proxy. */
  url: string;
  /** From now on the server's bytes are dropped; the client's still reach it. */
  dropReplies: () => void;
  /** Ends every connection through it (the client reconnects) and carries both ways again. */
  reconnect: () => void;
  /** Ends every connection and refuses new ones until `reconnect`. */
  cut: () => void;
  close: () => Promise<void>;
};

export async function startAckDroppingProxy(natsUrl: string): Promise<AckDroppingProxy> {
  const { hostname, port } = new URL(natsUrl);
  const open = new Set<Socket>();
  let dropping = false;
  let refusing = false;
  const server = createServer((client) => {
    if (refusing) return client.destroy();
    const upstream = connect(Number(port), hostname);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.once("close", () => open.delete(socket));
      socket.on("error", () => undefined);
    }
    client.pipe(upstream);
    upstream.on("data", (chunk: Buffer) => {
      if (!dropping) client.write(chunk);
    });
    client.once("close", () => upstream.destroy());
    upstream.once("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const endAll = () => {
    for (const socket of open) socket.destroy();
  };
  return {
    url: `nats://127.0.0.1:${(server.address() as { port: number }).port}`,
    dropReplies() {
      dropping = true;
    },
    reconnect() {
      // A half-dropped reply would leave the client's parser mid-message: it starts on a new connection.
      endAll();
      dropping = false;
      refusing = false;
    },
    cut() {
      refusing = true;
      endAll();
    },
    close: async () => {
      endAll();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
