// `npm run new-service -- <name> <port>`: a new service, written and wired in (README.md, "Adding a
// service"), then linked as an npm workspace.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import * as catalog from "@kumite/contracts/services";
import { newService, NewServiceRefused } from "./new-service/generate.ts";

const root = fileURLToPath(new URL("../", import.meta.url));
const [name, port, ...rest] = process.argv.slice(2);
if (name === undefined || port === undefined || rest.length > 0) {
  console.error("Usage: npm run new-service -- <name> <port>   e.g. npm run new-service -- gym 4005");
  process.exit(2);
}

try {
  const written = await newService({ root, name, port: Number(port), catalog });
  for (const { path, lines, change } of written) console.log(`${change.padEnd(7)} ${path} (${lines} lines)`);
} catch (error) {
  if (!(error instanceof NewServiceRefused)) throw error;
  console.error(`No service written: ${error.message}`);
  process.exit(1);
}

// The workspace's link in node_modules and its entry in package-lock.json.
const install = spawnSync("npm", ["install", "--no-audit", "--no-fund"], { cwd: root, stdio: "inherit" });
if (install.status !== 0) console.error("npm install failed: run it again before building.");

console.log(`
${name} answers on port ${port} under /api/${name}; its example is the template's note (services/${name}/src/domain/note.ts).
Next: npm test, then replace the note with the service's own aggregates, and say in README.md what it owns.`);
