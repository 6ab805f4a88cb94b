/**
 * The map's tile server: OpenStreetMap's unless the build says otherwise (VITE_MAP_TILE_URL, and its
 * attribution VITE_MAP_TILE_ATTRIBUTION). The gateway's MAP_TILE_URL must name the same server:
 * its Content-Security-Policy lets pictures load from that origin and no other.
 */
export const OPENSTREETMAP_TILES = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
const OPENSTREETMAP_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export const MAP_TILES = {
  url: (import.meta.env.VITE_MAP_TILE_URL as string | undefined) || OPENSTREETMAP_TILES,
  attribution: (import.meta.env.VITE_MAP_TILE_ATTRIBUTION as string | undefined) || OPENSTREETMAP_ATTRIBUTION,
};
