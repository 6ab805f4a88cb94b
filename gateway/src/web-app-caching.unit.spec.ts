import { describe, expect, it } from "vitest";
import { webAppCacheControl } from "./web-app-caching.ts";

describe("the web app's cache headers", () => {
  it("keeps hashed assets and Workbox's runtime for a year, unchanged", () => {
    expect(webAppCacheControl("/srv/web/dist/assets/home-route.lazy-BRIcSu2E.js")).toBe(
      "public, max-age=31536000, immutable",
    );
    expect(webAppCacheControl("/srv/web/dist/workbox-2fbc6a65.js")).toBe("public, max-age=31536000, immutable");
  });

  it("has the page, the service worker, the manifest and the icons asked for again every time", () => {
    for (const file of ["index.html", "sw.js", "manifest.webmanifest", "icon-192.png", "apple-touch-icon.png"])
      expect(webAppCacheControl(`/srv/web/dist/${file}`)).toBe("no-cache");
  });
});
