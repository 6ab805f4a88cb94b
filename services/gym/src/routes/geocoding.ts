import { GeocodeQuery } from "@kumite/contracts/gym/commands";
import { GeocodeCandidates } from "@kumite/contracts/gym/views";
import { ErrorReply } from "@kumite/contracts/errors";
import type { ServiceRoutes } from "@kumite/kit/service";
import type { GeocodingDeps } from "../geocoding/from-environment.ts";
import { GeocoderFailed } from "../geocoding/geocoder.ts";
import { LOOKUPS_PER_MINUTE } from "../geocoding/lookups.ts";

export const GEOCODER_OFF = "No geocoder is configured: place the gym's pin on the map";
export const GEOCODER_FAILED = "The geocoder failed or did not answer in time";

// Add Gym's address lookup: a member's address goes to the configured geocoder and its places come
// back as candidates for the pin. Nothing is stored: the gym is added, as ever, where the pin is.
export const geocodingRoutes: ServiceRoutes<GeocodingDeps> = async (app, { deps }) => {
  app.get(
    "/api/gyms/geocode",
    {
      schema: {
        description:
          "Where an address (3–200 characters) is: the geocoder's places, best first, at most 5. " +
          "503 `geocoder.off` when no geocoder is configured; 502 `geocoder.failed` when it fails or takes over 2 s; " +
          `429 \`geocoder.too-many\` past ${LOOKUPS_PER_MINUTE} new addresses a minute (an address asked before is answered at once).`,
        querystring: GeocodeQuery,
        response: { 200: GeocodeCandidates, 429: ErrorReply, 502: ErrorReply, 503: ErrorReply },
      },
    },
    async (request, reply) => {
      // Off is how this deployment is, not a passing outage: no Retry-After, so the web says so at
      // once instead of asking again (as it does for a 503 that has one).
      if (!deps.geocoder)
        return reply.code(503).send({ message: GEOCODER_OFF, code: "geocoder.off" } satisfies ErrorReply);
      try {
        return await deps.geocoder(request.memberId, request.query.address);
      } catch (error) {
        if (!(error instanceof GeocoderFailed)) throw error;
        request.log.warn({ err: error }, "geocoder failed");
        return reply.code(502).send({ message: GEOCODER_FAILED, code: "geocoder.failed" } satisfies ErrorReply);
      }
    },
  );
};
