import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

// A geocoder for tests, with no Internet: it answers Nominatim's search
// (`GET /search?q=…&format=jsonv2&limit=…`, what the gym service's GEOCODER_URL names) from a fixed
// table of places. An address finds every place whose words hold all of its words (case and accents
// aside), so "Rua" finds several and "Rua Barata Ribeiro 370, Rio de Janeiro" one. It can also be
// started broken (500s) or slow, for the gym service's failure paths.

export type StandInPlace = { address: string; label: string; latitude: number; longitude: number };

export const STAND_IN_PLACES: readonly StandInPlace[] = [
  {
    address: "Rua Barata Ribeiro 370, Rio de Janeiro",
    label: "370, Rua Barata Ribeiro, Copacabana, Rio de Janeiro, Brasil",
    latitude: -22.968,
    longitude: -43.185,
  },
  {
    address: "Rua Augusta 10, Lisboa",
    label: "10, Rua Augusta, Baixa, Lisboa, Portugal",
    latitude: 38.7107,
    longitude: -9.1374,
  },
  {
    address: "Avenida Paulista 1000, São Paulo",
    label: "1000, Avenida Paulista, Bela Vista, São Paulo, Brasil",
    latitude: -23.5649,
    longitude: -46.6521,
  },
];

export type StandInGeocoder = {
  /** What GEOCODER_URL is set to. */
  url: string;
  /** The `q` of every search it was asked, in order. */
  asked: string[];
  /** From now on, answers so (a geocoder going down, or slowing, while the app runs). */
  behave: (options: StandInOptions) => void;
  close: () => Promise<void>;
};

export type StandInOptions = {
  /**
   * `places` (the table), `error` (500 to every search), `garbage` (200 with a body that is not a
   * list), `redirect` (302 to the same search elsewhere on it, `/moved/search`, which answers the
   * places) or `huge` (the places, then a megabyte of spaces).
   */
  answer?: "places" | "error" | "garbage" | "redirect" | "huge";
  /** How long it waits before answering. */
  delayMs?: number;
};

const words = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** The table's places an address finds, as Nominatim's jsonv2 writes them (coordinates as strings). */
export function standInSearch(query: string, limit: number) {
  const asked = words(query);
  return STAND_IN_PLACES.filter((place) => {
    const known = new Set(words(place.address));
    return asked.length > 0 && asked.every((word) => known.has(word));
  })
    .slice(0, limit)
    .map((place, index) => ({
      place_id: index + 1,
      lat: String(place.latitude),
      lon: String(place.longitude),
      display_name: place.label,
      category: "place",
      type: "house",
    }));
}

export async function startStandInGeocoder(options: StandInOptions = {}): Promise<StandInGeocoder> {
  const asked: string[] = [];
  let behaviour = options;
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    const moved = url.pathname === "/moved/search";
    if ((url.pathname !== "/search" && !moved) || url.searchParams.get("format") !== "jsonv2") {
      response.writeHead(404).end();
      return;
    }
    const query = url.searchParams.get("q") ?? "";
    asked.push(query);
    const limit = Number(url.searchParams.get("limit") ?? "10");
    const { answer = "places", delayMs = 0 } = moved ? {} : behaviour;
    const timer = setTimeout(() => {
      if (answer === "error") return void response.writeHead(500).end("stand-in geocoder: broken on purpose");
      if (answer === "redirect") return void response.writeHead(302, { location: `/moved/search${url.search}` }).end();
      const body = answer === "garbage" ? { error: "not a list" } : standInSearch(query, limit);
      const padding = answer === "huge" ? " ".repeat(1024 * 1024) : "";
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body) + padding);
    }, delayMs);
    response.once("close", () => clearTimeout(timer));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    asked,
    behave: (next) => {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
