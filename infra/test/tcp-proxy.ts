import { createServer, connect, type Server, type Socket } from "node:net";

// A TCP hop between a client and a server that a test can cut and mend, as a network partition
// would: one instance loses the server while everyone else keeps it.

export type TcpProxy = {
  /** `host:port` to connect to instead of the server's. */
  address: string;
  /** Drops every connection through the proxy and refuses new ones until `mend`. */
  cut: () => void;
  mend: () => void;
  close: () => Promise<void>;
};

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let severed = false;
  const server: Server = createServer((client) => {
    if (severed) return client.destroy();
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.once("close", () => open.delete(socket));
      socket.on("error", () => undefined);
    }
    client.pipe(upstream).pipe(client);
    client.once("close", () => upstream.destroy());
    upstream.once("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    address: `127.0.0.1:${port}`,
    cut() {
      severed = true;
      for (const socket of open) socket.destroy();
    },
    mend() {
      severed = false;
    },
    close: async () => {
      for (const socket of open) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
