import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const webRoot = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  root: webRoot,
  plugins: [react()],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  server: {
    proxy: {
      // The gateway serves every /api route (and the SSE stream) in development.
      "/api": { target: "http://localhost:8080" },
    },
  },
  build: {
    outDir: fileURLToPath(new URL("./dist", import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React is on every page and changes less often than the app: its own chunk stays cached
        // across releases. Every other library (antd above all) is left to the default splitting,
        // so it ships with the first page that uses it: the sign-in page loads only the antd parts
        // of the auth form, each screen (routes are lazy) the parts of that screen. A forced group
        // for all of antd or all of node_modules would put every screen's share on the first load.
        codeSplitting: {
          groups: [{ name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
});
