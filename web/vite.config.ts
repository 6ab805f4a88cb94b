import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";
import { VitePWA } from "vite-plugin-pwa";
import { webAppManifest } from "./web-app-manifest.ts";

const webRoot = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  root: webRoot,
  plugins: [
    react(),
    // The service worker precaches the app shell and every chunk, so the app opens offline and every
    // screen's code is there when the network is not. It answers navigations with index.html and
    // leaves /api alone: members' data is kept by the query cache's persister, per member, never by
    // the worker. A new version waits for the member's Reload ("prompt"), registered by
    // src/shared/offline/register-service-worker.ts after the first screen.
    VitePWA({
      registerType: "prompt",
      injectRegister: false,
      manifest: webAppManifest,
      includeAssets: ["icon.svg", "apple-touch-icon.png"],
      workbox: {
        globPatterns: ["**/*.{js,css,html,svg,png,webmanifest}"],
        navigateFallback: "/index.html",
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        // The map's chunk (Leaflet) is the largest, about 150 kB.
        maximumFileSizeToCacheInBytes: 1024 * 1024,
      },
    }),
    // Every text file also as .br and .gz beside it, which the gateway sends to a browser that takes
    // them (@fastify/static's preCompressed): compressed once at build, never per request.
    compression({ algorithms: ["brotliCompress", "gzip"], exclude: [/\.(png|br|gz)$/] }),
  ],
  resolve: {
    alias: [
      { find: "@", replacement: fileURLToPath(new URL("./src", import.meta.url)) },
      // The service worker's registration (vite-plugin-pwa) in Workbox's modern build: its default
      // is the ES5 one, 1 kB heavier gzipped, for browsers that have no service workers anyway.
      { find: /^workbox-window$/, replacement: "workbox-window/build/workbox-window.prod.mjs" },
    ],
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
    // The first page's libraries (antd's base components, react-query, i18next) are one chunk of
    // about 380 kB minified, 128 kB gzipped; infra/bench/web-weight.ts measures what each page downloads.
    rolldownOptions: {
      output: {
        // What the first page (the loading screen, while the session check runs) needs from
        // node_modules is two cacheable chunks: React, and the rest ("$initial": statically imported
        // by the entry). Every other library part, antd's above all, is left to the default splitting
        // and ships with the lazy code that uses it: the sign-in form (antd's Form), the signed-in
        // app, a screen (routes are lazy), a dialog.
        // A group taking all of antd or all of node_modules would put every screen's share of it
        // on the first load, whatever the page.
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            { name: "vendor", test: /node_modules[\\/]/, tags: ["$initial"], priority: 1 },
          ],
        },
      },
    },
  },
});
