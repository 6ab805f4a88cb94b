import { defineConfig } from "tsup";

// One ESM file per process; our own workspaces are bundled in, npm packages stay external.
export default defineConfig({
  entry: ["src/main.ts"],
  format: ["esm"],
  target: "node20",
  platform: "node",
  outDir: "dist",
  clean: true,
  sourcemap: true,
  noExternal: [/^@kumite\//],
  // Only our workspaces are bundled; npm packages (pino, mongodb …) resolve from node_modules.
  skipNodeModulesBundle: true,
});
