import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { GeocodeCandidates } from "@kumite/contracts/gym/views";
import { startTestService } from "@kumite/kit/testing/harness";
import { startStandInGeocoder, type StandInGeocoder } from "../../../infra/test/stand-in-geocoder.ts";
import { gymService } from "../src/service.ts";
import type { GymTestService } from "./gym-fixtures.ts";

// Add Gym's address lookup through the stand-in geocoder (Nominatim's search, from a fixed table):
// found, refused input, a geocoder that breaks, garbles or sleeps past 2 s, and no geocoder at all.

const BARATA = "Rua Barata Ribeiro 370, Rio de Janeiro";

let geocoder: StandInGeocoder;
let service: GymTestService;
let withoutGeocoder: GymTestService;
beforeAll(async () => {
  geocoder = await startStandInGeocoder();
  service = await startTestService(gymService, { env: { GEOCODER_URL: geocoder.url } });
  withoutGeocoder = await startTestService(gymService, { env: { GEOCODER_URL: "" } });
});
afterEach(() => geocoder.behave({}));
afterAll(async () => {
  await Promise.all([service?.close(), withoutGeocoder?.close()]);
  await geocoder?.close();
});

/** A member of this run's own: a member's lookups are counted a minute at a time, across runs too. */
const ANA = `ana-${crypto.randomUUID()}`;
const lookUp = (on: GymTestService, address: string, memberId = ANA) =>
  on.as(memberId).get(`/api/gyms/geocode?${new URLSearchParams({ address })}`);
const AUGUSTA = "Rua Augusta 10, Lisboa";

describe("looking an address up", () => {
  it("answers the geocoder's places as candidates, with its label and the point for the pin", async () => {
    const reply = await lookUp(service, `  ${BARATA}  `);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual([
      {
        label: "370, Rua Barata Ribeiro, Copacabana, Rio de Janeiro, Brasil",
        latitude: -22.968,
        longitude: -43.185,
      },
    ] satisfies GeocodeCandidates);
    // The address went as the member meant it, trimmed; nothing else about them went with it.
    expect(geocoder.asked.at(-1)).toBe(BARATA);
  });

  it("answers several candidates, at most 5, and none for an address the geocoder does not know", async () => {
    const several = (await lookUp(service, "Rua")).json() as GeocodeCandidates;
    expect(several.map((place) => place.label)).toEqual([
      "370, Rua Barata Ribeiro, Copacabana, Rio de Janeiro, Brasil",
      "10, Rua Augusta, Baixa, Lisboa, Portugal",
    ]);
    const none = await lookUp(service, "Nowhere Lane 1, Atlantis");
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
  });

  it("refuses an address under 3 or over 200 characters, or missing, with 400, asking the geocoder nothing", async () => {
    const before = geocoder.asked.length;
    for (const address of ["ab", "   ab   ", "x".repeat(201)]) {
      const reply = await lookUp(service, address);
      expect(reply.statusCode, address).toBe(400);
      expect(reply.json().code).toBe("validation.invalid");
    }
    expect((await service.as("ana").get("/api/gyms/geocode")).statusCode).toBe(400);
    expect(geocoder.asked.length).toBe(before);
    expect((await lookUp(service, "x".repeat(200))).statusCode).toBe(200);
  });

  it("is for members: signed out, 401", async () => {
    const reply = await service.signedOut.get(`/api/gyms/geocode?address=${encodeURIComponent(BARATA)}`);
    expect(reply.statusCode).toBe(401);
  });

  it("answers 502 geocoder.failed when the geocoder breaks, answers something that is not a list of places, redirects or sends too much", async () => {
    for (const answer of ["error", "garbage", "redirect", "huge"] as const) {
      geocoder.behave({ answer });
      const asked = geocoder.asked.length;
      // An address not asked before: one asked before is answered from memory.
      const reply = await lookUp(service, `${AUGUSTA} ${answer}`);
      expect(geocoder.asked.length, answer).toBeGreaterThan(asked);
      expect(reply.statusCode, answer).toBe(502);
      expect(reply.json()).toEqual({
        message: "The geocoder failed or did not answer in time",
        code: "geocoder.failed",
      });
    }
  });

  it("gives up on a geocoder after 2 s with 502 geocoder.failed, and works again once it answers", async () => {
    geocoder.behave({ delayMs: 5000 });
    const started = Date.now();
    const slow = await lookUp(service, AUGUSTA);
    expect(slow.statusCode).toBe(502);
    expect(slow.json().code).toBe("geocoder.failed");
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    expect(Date.now() - started).toBeLessThan(4000);
    geocoder.behave({});
    expect((await lookUp(service, AUGUSTA)).statusCode).toBe(200);
  });

  it("answers an address asked before from memory, however it is typed, asking the geocoder once", async () => {
    const address = "Avenida Paulista 1000, São Paulo";
    const first = (await lookUp(service, address)).json() as GeocodeCandidates;
    expect(first).toHaveLength(1);
    const asked = geocoder.asked.length;
    for (const typed of ["avenida paulista 1000,  SÃO PAULO", address.normalize("NFD")]) {
      const again = await lookUp(service, typed, `ben-${crypto.randomUUID()}`);
      expect([again.statusCode, again.json()]).toEqual([200, first]);
    }
    expect(geocoder.asked.length).toBe(asked);
  });

  it("answers a member's 21st new address within a minute with 429 geocoder.too-many, while one asked before and another member's still answer", async () => {
    const cleo = `cleo-${crypto.randomUUID()}`;
    // Lookups are counted a clock minute at a time: all 21 within one.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 50));
    for (let index = 1; index <= 20; index++)
      expect((await lookUp(service, `Travessa ${index} ${cleo}`, cleo)).statusCode, String(index)).toBe(200);
    const asked = geocoder.asked.length;
    const limited = await lookUp(service, `Travessa 21 ${cleo}`, cleo);
    expect([limited.statusCode, limited.json().code]).toEqual([429, "geocoder.too-many"]);
    expect(geocoder.asked.length).toBe(asked);
    expect((await lookUp(service, `Travessa 1 ${cleo}`, cleo)).statusCode).toBe(200);
    expect((await lookUp(service, `Travessa 21 ${cleo}`, `dan-${crypto.randomUUID()}`)).statusCode).toBe(200);
  });

  it("answers 503 geocoder.off when no geocoder is configured, however good the address", async () => {
    const reply = await lookUp(withoutGeocoder, BARATA);
    expect(reply.statusCode).toBe(503);
    expect(reply.json()).toEqual({
      message: "No geocoder is configured: place the gym's pin on the map",
      code: "geocoder.off",
    });
    // Not "ask again": the web would wait on a Retry-After for a geocoder that is not coming.
    expect(reply.headers["retry-after"]).toBeUndefined();
    // Its input is still checked first.
    expect((await lookUp(withoutGeocoder, "ab")).statusCode).toBe(400);
  });

  it("is in the service's OpenAPI document", async () => {
    const document = (await service.app.inject({ method: "GET", url: "/openapi.json" })).json();
    expect(document.paths["/api/gyms/geocode"].get.responses).toHaveProperty("502");
  });
});
