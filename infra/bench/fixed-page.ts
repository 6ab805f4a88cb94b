import { readFileSync } from "node:fs";
import Fastify from "fastify";

// A limit of `npm run bench`: the least a page of a given size costs on this machine, whatever
// builds it. It answers GET / with the bytes of the file it is given (a page an earlier call
// answered), as JSON, in its own process like every service.
const file = process.argv[2];
if (!file) throw new Error("usage: fixed-page.ts <file>");
const page = readFileSync(file);
const app = Fastify();
app.get("/", (_request, reply) => reply.type("application/json; charset=utf-8").send(page));
const url = await app.listen({ port: 0, host: "127.0.0.1" });
console.log(url);
