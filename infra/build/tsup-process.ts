import type { Options } from "tsup";

/** One ESM file per process (a service or the gateway); our workspaces are bundled in. */
export const processBuild: Options = {
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
};
