import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { OPENSTREETMAP_TILES } from "@kumite/contracts/map-tiles";
import { loadGatewayConfig } from "./config.ts";
import { mapTilesRoute } from "./map-tiles.ts";
import { contentSecurityPolicyDirectives, tileSource } from "./security-headers.ts";

// One setting names the tile server: what the web is told to draw from is what the CSP allows.

async function askTiles(env: NodeJS.ProcessEnv) {
  const config = loadGatewayConfig(env);
  const app = Fastify();
  mapTilesRoute(app, { url: config.MAP_TILE_URL, attribution: config.MAP_TILE_ATTRIBUTION });
  const reply = await app.inject({ method: "GET", url: "/api/map-tiles" });
  await app.close();
  return { config, reply };
}

describe("GET /api/map-tiles", () => {
  it("tells the web OpenStreetMap's tiles and credit by default", async () => {
    const { reply } = await askTiles({});
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      url: OPENSTREETMAP_TILES,
      attribution: expect.stringContaining("OpenStreetMap"),
    });
    expect(reply.headers["cache-control"]).toMatch(/^public, max-age=\d+$/);
  });

  it("tells the web the server MAP_TILE_URL names, the one origin the CSP lets pictures come from", async () => {
    const { config, reply } = await askTiles({
      MAP_TILE_URL: "https://{s}.tiles.example.org/{z}/{x}/{y}.png?key=k",
      MAP_TILE_ATTRIBUTION: "&copy; Example Maps",
    });
    expect(reply.json()).toEqual({
      url: "https://{s}.tiles.example.org/{z}/{x}/{y}.png?key=k",
      attribution: "&copy; Example Maps",
    });
    const allowed = contentSecurityPolicyDirectives({ https: true, mapTiles: config.MAP_TILE_URL })["img-src"];
    expect(allowed).toContain(tileSource(reply.json().url));
    expect(allowed).toContain("https://*.tiles.example.org");
  });
});
