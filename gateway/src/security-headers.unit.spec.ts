import { describe, expect, it } from "vitest";
import { loadGatewayConfig } from "./config.ts";
import { contentSecurityPolicyDirectives, tileSource } from "./security-headers.ts";

describe("the gyms map's tiles in the Content-Security-Policy", () => {
  it("lets pictures come from OpenStreetMap's tile server by default, and from no other", () => {
    const { MAP_TILE_URL } = loadGatewayConfig({});
    expect(MAP_TILE_URL).toBe("https://tile.openstreetmap.org/{z}/{x}/{y}.png");
    expect(contentSecurityPolicyDirectives({ https: false, mapTiles: MAP_TILE_URL })["img-src"]).toEqual([
      "'self'",
      "data:",
      "blob:",
      "https://tile.openstreetmap.org",
    ]);
  });

  it("allows exactly the configured server's origin", () => {
    const mapTiles = loadGatewayConfig({
      MAP_TILE_URL: "http://127.0.0.1:9999/tiles/{z}/{x}/{y}.png?key=k",
    }).MAP_TILE_URL;
    expect(contentSecurityPolicyDirectives({ https: false, mapTiles })["img-src"]).toEqual([
      "'self'",
      "data:",
      "blob:",
      "http://127.0.0.1:9999",
    ]);
  });

  it("reads a {s} subdomain as any one label there", () => {
    expect(tileSource("https://{s}.tile.example.org/{z}/{x}/{y}.png")).toBe("https://*.tile.example.org");
  });

  it("adds nothing without a tile server, and refuses one that is not http(s)", () => {
    expect(contentSecurityPolicyDirectives({ https: false })["img-src"]).toEqual(["'self'", "data:", "blob:"]);
    expect(() => tileSource("javascript:alert(1)//{z}")).toThrow(/not http\(s\)/);
    expect(() => loadGatewayConfig({ MAP_TILE_URL: "not a url" })).toThrow(/MAP_TILE_URL/);
  });
});
