import { z } from "zod";

// The gyms maps' tile server, named once: the gateway's MAP_TILE_URL (and MAP_TILE_ATTRIBUTION)
// drives both its Content-Security-Policy (pictures from that origin and no other) and what the web
// draws, which it learns from GET /api/map-tiles. Both default to OpenStreetMap's.

export const MAP_TILES_PATH = "/api/map-tiles";

export const OPENSTREETMAP_TILES = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
export const OPENSTREETMAP_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** GET /api/map-tiles: Leaflet's URL template (`{z}/{x}/{y}`, `{s}` for a subdomain) and the credit it owes. */
export const MapTilesView = z.object({ url: z.string(), attribution: z.string() });
export type MapTilesView = z.infer<typeof MapTilesView>;
