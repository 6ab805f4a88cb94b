import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

export default defineProject({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [react()],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.unit.spec.tsx", "src/**/*.unit.spec.ts"],
    exclude: ["**/node_modules/**", "**/dist/**"],
    setupFiles: ["./src/testing/setup.ts"],
    unstubGlobals: true,
    // One jsdom and one module cache per worker, shared by its files (src/testing/setup.ts resets
    // what the tests touch after each one): 85 files ran in 382 s isolated, 178 s shared.
    isolate: false,
    restoreMocks: true,
  },
});
