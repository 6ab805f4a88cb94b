import { GEOCODE_LIMITS } from "@kumite/contracts/gym/limits";
import { z } from "zod";
import { GeocoderFailed, type Geocoder } from "./geocoder.ts";

// A Nominatim server's search (https://nominatim.org/release-docs/latest/api/Search/), the API that
// OpenStreetMap's own geocoder and the stand-in of the tests (infra/test/stand-in-geocoder.ts) speak.
// A member waits on it inside Add Gym: past GEOCODER_TIMEOUT_MS they are told to place the pin.

export const GEOCODER_TIMEOUT_MS = 2000;
/** The most of an answer read: five places are a few kilobytes, and a geocoder is not ours to trust. */
export const GEOCODER_MAX_BYTES = 256 * 1024;

/** The fields of a jsonv2 place we read; Nominatim sends coordinates as decimal strings. */
const NominatimPlace = z.object({
  display_name: z.string(),
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
});
const NominatimPlaces = z.array(z.unknown());

/** `<url>/search?q=<address>&format=jsonv2&limit=5`, cut off after `timeoutMs`. */
export function nominatimGeocoder(url: string, timeoutMs = GEOCODER_TIMEOUT_MS): Geocoder {
  const search = new URL("search", url.endsWith("/") ? url : `${url}/`);
  return async (address) => {
    const target = new URL(search);
    target.search = new URLSearchParams({
      q: address,
      format: "jsonv2",
      limit: String(GEOCODE_LIMITS.candidatesMax),
    }).toString();
    let body: unknown;
    try {
      // Nominatim's usage policy asks every caller to say who it is.
      // A redirect is followed nowhere: the geocoder is the one configured, not where it points.
      const reply = await fetch(target, {
        headers: { accept: "application/json", "user-agent": "Kumite gym service" },
        signal: AbortSignal.timeout(timeoutMs),
        redirect: "error",
      });
      if (!reply.ok) throw new GeocoderFailed(`the geocoder answered ${reply.status}`);
      body = JSON.parse(await cappedText(reply));
    } catch (error) {
      if (error instanceof GeocoderFailed) throw error;
      throw new GeocoderFailed(`the geocoder did not answer: ${(error as Error).message}`, { cause: error });
    }
    const places = NominatimPlaces.safeParse(body);
    if (!places.success) throw new GeocoderFailed("the geocoder's answer is not a list of places");
    // A place without a readable point is skipped, not the whole answer.
    return places.data
      .flatMap((place) => {
        const read = NominatimPlace.safeParse(place);
        return read.success
          ? [{ label: read.data.display_name, latitude: read.data.lat, longitude: read.data.lon }]
          : [];
      })
      .slice(0, GEOCODE_LIMITS.candidatesMax);
  };
}

/** The reply's text, or GeocoderFailed once it passes GEOCODER_MAX_BYTES (the rest is never read). */
async function cappedText(reply: Response): Promise<string> {
  const declared = Number(reply.headers.get("content-length") ?? 0);
  if (declared > GEOCODER_MAX_BYTES) throw new GeocoderFailed(`the geocoder's answer is ${declared} bytes`);
  const chunks: Uint8Array[] = [];
  let read = 0;
  for await (const chunk of reply.body ?? []) {
    read += chunk.length;
    if (read > GEOCODER_MAX_BYTES) {
      await reply.body?.cancel().catch(() => undefined);
      throw new GeocoderFailed(`the geocoder's answer passed ${GEOCODER_MAX_BYTES} bytes`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}
