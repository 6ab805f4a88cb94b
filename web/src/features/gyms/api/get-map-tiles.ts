import {
  MAP_TILES_PATH,
  OPENSTREETMAP_ATTRIBUTION,
  OPENSTREETMAP_TILES,
  type MapTilesView,
} from "@kumite/contracts/map-tiles";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/shared/api/api-request.ts";

/** OpenStreetMap's tiles: the gateway's default too, so a page that cannot ask still draws what its policy allows. */
const DEFAULT_TILES: MapTilesView = { url: OPENSTREETMAP_TILES, attribution: OPENSTREETMAP_ATTRIBUTION };

/** GET /api/map-tiles: the tile server the gateway's MAP_TILE_URL names, the one its CSP allows. */
export async function getMapTiles(): Promise<MapTilesView> {
  try {
    return await apiJson<MapTilesView>("GET", MAP_TILES_PATH);
  } catch {
    return DEFAULT_TILES;
  }
}

export const mapTilesQueryOptions = queryOptions({
  queryKey: [MAP_TILES_PATH],
  queryFn: getMapTiles,
  // The setting changes only when the gateway restarts: asked once per page load.
  staleTime: Infinity,
  gcTime: Infinity,
});

/** The tile server, or null until it is known (the map is drawn without tiles meanwhile). */
export function useMapTiles(): MapTilesView | null {
  return useQuery(mapTilesQueryOptions).data ?? null;
}
