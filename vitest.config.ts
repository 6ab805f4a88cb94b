import { defineConfig } from "vitest/config";

const ignored = ["**/node_modules/**", "**/dist/**"];

// Tiers by suffix (STYLE.md): unit (pure, beside the code), int (real NATS and Redis), e2e (Chromium).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          // One module cache per worker, shared by its files: pure specs leave nothing behind, and
          // the tier ran in 21 s shared against 64 s isolated (590 specs, 2 workers, this machine).
          isolate: false,
          include: ["{contracts,services,templates,gateway,infra}/**/*.unit.spec.ts"],
          exclude: ignored,
          environment: "node",
        },
      },
      "./web/vitest.config.ts",
      {
        test: {
          name: "int",
          // Each file on a nats-server of its own (file-nats.ts) and in a process of its own: files
          // set the environment their services start with (process.env), which a shared worker
          // would carry into the next file's services.
          setupFiles: ["./infra/test/file-nats.ts"],
          include: ["{services,templates,gateway,scripts,infra}/**/*.int.spec.ts"],
          exclude: ignored,
          environment: "node",
          globalSetup: ["./infra/test/global-setup.ts"],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["web/e2e/**/*.e2e.spec.ts"],
          exclude: ignored,
          environment: "node",
          globalSetup: ["./infra/test/global-setup.ts"],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // A poll waits on the page as a locator does (the pages' default, 15 s), not vitest's 1 s:
          // it ends as soon as what it waits for shows, and on a loaded machine a signed-in screen
          // can take longer than a second to draw.
          expect: { poll: { timeout: 15_000 } },
          // Two files at once against the one built app: a browser test mostly waits (on a page, a
          // projection, an animation), and the tier used half of one core run a file at a time.
          maxWorkers: 2,
        },
      },
    ],
  },
});
