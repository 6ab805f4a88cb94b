import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import * as catalog from "@kumite/contracts/services";
import { newService } from "../../scripts/new-service/generate.ts";

// What `npm run new-service` writes passes its own checks where it is written: in a scratch copy of
// the repository (the template, the contracts, the files it edits, the build settings, and the
// repository's node_modules linked), the copy type-checks and its unit specs pass. Its contracts
// are the scratch's own, for the kit's imports too: tsc's `paths` and vitest's alias say so.

const repo = fileURLToPath(new URL("../../", import.meta.url));
const COPIED = ["contracts", "templates/service", "docker-compose.yml", "infra/k8s", "infra/build"];
const source = (path: string) => !/\/(node_modules|dist)(\/|$)/.test(path);
/** Our environment without this vitest's own settings, which a vitest of its own would take for its. */
const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith("VITEST")));

/** Runs a script of the repository's node_modules in the scratch copy; fails with what it printed. */
async function runInCopy(script: string, args: string[]): Promise<void> {
  try {
    await promisify(execFile)(process.execPath, [join(repo, "node_modules", script), ...args], { cwd: root, env });
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    throw new Error(`${script} failed in ${root}:\n${stdout}${stderr}`);
  }
}

const root = `${mkdtempSync(join(tmpdir(), "kumite-new-service-copy-"))}/`;
afterAll(() => rmSync(root, { recursive: true, force: true }));
for (const path of COPIED) cpSync(join(repo, path), join(root, path), { recursive: true, filter: source });
symlinkSync(join(repo, "node_modules"), join(root, "node_modules"), "dir");
const contracts = { find: /^@kumite\/contracts\/(.*)$/, replacement: `${root}contracts/src/$1.ts` };
writeFileSync(
  `${root}vitest.config.mjs`,
  `export default {
  cacheDir: ${JSON.stringify(`${root}.vite`)},
  resolve: { alias: [{ find: ${contracts.find}, replacement: ${JSON.stringify(contracts.replacement)} }] },
  test: { include: ["services/*/src/**/*.unit.spec.ts"] },
};
`,
);
const settings = JSON.parse(readFileSync(join(repo, "tsconfig.json"), "utf8")) as { compilerOptions: object };
settings.compilerOptions = { ...settings.compilerOptions, paths: { "@kumite/contracts/*": ["./contracts/src/*"] } };
writeFileSync(`${root}tsconfig.json`, JSON.stringify(settings, null, 2));

const written = await newService({ root, name: "gym-reviews", port: 4090, catalog });
const unitSpecs = written.map(({ path }) => path).filter((path) => path.endsWith(".unit.spec.ts"));

describe("the service npm run new-service -- gym-reviews 4090 writes", () => {
  it("type-checks against the kit and the catalog it joined", async () => {
    await runInCopy("typescript/bin/tsc", ["-p", "services/gym-reviews/tsconfig.json"]);
  }, 60_000);

  it("passes its own unit specs", async () => {
    const results = `${root}unit-results.json`;
    await runInCopy("vitest/vitest.mjs", [
      "run",
      "--config",
      "vitest.config.mjs",
      "--reporter=json",
      `--outputFile=${results}`,
    ]);
    const report = JSON.parse(readFileSync(results, "utf8")) as {
      success: boolean;
      numPassedTests: number;
      testResults: Array<{ name: string; status: string }>;
    };
    expect(report.testResults.map(({ name, status }) => [name.slice(root.length), status]).sort()).toEqual(
      unitSpecs.map((path) => [path, "passed"]).sort(),
    );
    expect(unitSpecs.length).toBeGreaterThan(0);
    expect(report.success).toBe(true);
    expect(report.numPassedTests).toBeGreaterThan(0);
  }, 60_000);
});
