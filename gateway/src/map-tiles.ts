import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { MAP_TILES_PATH, MapTilesView } from "@kumite/contracts/map-tiles";

// The gyms maps' tile server as the web learns it: the gateway's own MAP_TILE_URL and
// MAP_TILE_ATTRIBUTION, the same setting its Content-Security-Policy lets pictures come from, so an
// operator names the server once and the page never draws from one the policy refuses.

/** How long a browser keeps the answer: the setting changes only with a restart. */
const FRESH_FOR_S = 300;

export function mapTilesRoute(app: FastifyInstance, tiles: MapTilesView) {
  const body = MapTilesView.parse(tiles);
  app.get(MAP_TILES_PATH, async (_request, reply) =>
    reply.header("cache-control", `public, max-age=${FRESH_FOR_S}`).send(body),
  );
}

export const mapTilesOperation = {
  description:
    "The gyms maps' tile server: Leaflet's URL template and its attribution (the gateway's MAP_TILE_URL and " +
    "MAP_TILE_ATTRIBUTION, whose origin the Content-Security-Policy lets pictures come from). Open.",
  responses: {
    200: {
      description: "The tile server",
      content: { "application/json": { schema: z.toJSONSchema(MapTilesView) } },
    },
  },
  security: [],
};
