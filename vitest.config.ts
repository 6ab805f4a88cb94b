import { defineConfig } from "vitest/config";

const ignored = ["**/node_modules/**", "**/dist/**"];

// Tiers by suffix (STYLE.md): unit (pure, beside the code), int (real NATS and Redis), e2e (Chromium).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["{contracts,services,templates,gateway,infra}/**/*.unit.spec.ts"],
          exclude: ignored,
          environment: "node",
        },
      },
      "./web/vitest.config.ts",
      {
        test: {
          name: "int",
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
          fileParallelism: false,
        },
      },
    ],
  },
});
