import Fastify from "fastify";
import replyFrom from "@fastify/reply-from";

// The limit of the gateway's hop in `npm run bench`: the least a proxy built the gateway's way
// (Fastify and @fastify/reply-from on kept-alive undici connections) costs on this machine, in its
// own process. It forwards every call to the URL it is given, as it came, and does nothing else.
const upstream = process.argv[2];
if (!upstream) throw new Error("usage: bare-proxy.ts <upstream URL>");
const app = Fastify();
await app.register(replyFrom, { base: upstream, undici: { connections: 128, pipelining: 1 } });
app.get("/*", (request, reply) => reply.from(request.url));
const url = await app.listen({ port: 0, host: "127.0.0.1" });
console.log(url);
