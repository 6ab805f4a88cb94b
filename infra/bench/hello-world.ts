import Fastify from "fastify";

// The reference point of `npm run bench`: the least a Fastify route can cost on this machine,
// in its own process like every service.
const app = Fastify();
app.get("/", async () => ({ hello: "world" }));
const url = await app.listen({ port: 0, host: "127.0.0.1" });
console.log(url);
