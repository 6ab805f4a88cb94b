import { once } from "node:events";
import { createServer, type AddressInfo, type Socket } from "node:net";
import { deserialize, serialize, type Document } from "bson";

// Just enough of MongoDB's wire protocol for the driver to connect to a standalone server and
// ping it, so that tests on this machine (which has no MongoDB) can take the server away and see
// how long the read store waits: `silence()` keeps every connection open and answers nothing
// more, as a hung server or a dropped network does; `close()` refuses connections.

const OP_REPLY = 1;
const OP_QUERY = 2004;
const OP_MSG = 2013;

export interface FakeMongo {
  url: string;
  silence(): void;
  close(): Promise<void>;
}

export async function startFakeMongo(): Promise<FakeMongo> {
  let silent = false;
  let requestId = 0;
  let connectionId = 0;
  const sockets = new Set<Socket>();

  const reply = (command: Document): Document => {
    if ("hello" in command || "ismaster" in command || "isMaster" in command) {
      return {
        helloOk: true,
        isWritablePrimary: true,
        ismaster: true,
        maxBsonObjectSize: 16 * 1024 * 1024,
        maxMessageSizeBytes: 48_000_000,
        maxWriteBatchSize: 100_000,
        localTime: new Date(),
        connectionId: ++connectionId,
        minWireVersion: 0,
        maxWireVersion: 21,
        readOnly: false,
        ok: 1,
      };
    }
    return { ok: 1 };
  };

  const answer = (socket: Socket, message: Buffer) => {
    const id = message.readInt32LE(4);
    const opCode = message.readInt32LE(12);
    let body: Buffer;
    let responseOp: number;
    if (opCode === OP_MSG) {
      // flagBits, then a kind-0 section: the command.
      const command = deserialize(message.subarray(21), { allowObjectSmallerThanBufferSize: true });
      const document = serialize(reply(command));
      body = Buffer.concat([Buffer.alloc(4), Buffer.from([0]), document]);
      responseOp = OP_MSG;
    } else if (opCode === OP_QUERY) {
      // flags, the collection's name (a C string), skip, limit, then the command.
      const nameEnd = message.indexOf(0, 20);
      const command = deserialize(message.subarray(nameEnd + 9), { allowObjectSmallerThanBufferSize: true });
      const document = serialize(reply(command));
      const header = Buffer.alloc(20);
      header.writeInt32LE(1, 16);
      body = Buffer.concat([header, document]);
      responseOp = OP_REPLY;
    } else {
      return;
    }
    const header = Buffer.alloc(16);
    header.writeInt32LE(16 + body.length, 0);
    header.writeInt32LE(++requestId, 4);
    header.writeInt32LE(id, 8);
    header.writeInt32LE(responseOp, 12);
    socket.write(Buffer.concat([header, body]));
  };

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
    let pending = Buffer.alloc(0);
    socket.on("data", (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      while (pending.length >= 4 && pending.length >= pending.readInt32LE(0)) {
        const length = pending.readInt32LE(0);
        const message = pending.subarray(0, length);
        pending = pending.subarray(length);
        if (!silent) answer(socket, message);
      }
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    url: `mongodb://127.0.0.1:${port}/?directConnection=true`,
    silence() {
      silent = true;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
