import { basename } from "node:path";

// How long browsers keep the web app's files. Vite names every file under /assets by its content
// hash, and so does Workbox its runtime (workbox-<hash>.js): those never change and are kept a year.
// Everything else must be asked for again each time: index.html names the current hashes, sw.js
// and the manifest are how a new version is found (a cached sw.js would hide a deployment for as
// long as it was cached), and the icons keep their names across versions.

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";

/** The Cache-Control of a web app file, by its path under the web app's folder. */
export function webAppCacheControl(path: string): string {
  const normalised = path.replaceAll("\\", "/");
  if (normalised.includes("/assets/")) return IMMUTABLE;
  if (/^workbox-[\w-]+\.js$/.test(basename(normalised))) return IMMUTABLE;
  return REVALIDATE;
}
