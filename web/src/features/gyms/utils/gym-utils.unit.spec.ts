import { describe, expect, it } from "vitest";
import { confirmedAgo } from "./confirmed-ago.ts";
import { coordinateOf, firstMissing, gymBody } from "./gym-draft.ts";
import { directionsUrl, phoneHref, safeWebsite, websiteLabel } from "./gym-links.ts";
import { searchRadius } from "./search-radius.ts";
import { todayWeekday } from "./today-weekday.ts";
import { weekdayName } from "./weekday-name.ts";

const HOUR_MS = 60 * 60 * 1000;

describe("the search radius (SPEC §5, §9)", () => {
  it.each([
    ["25", 25],
    ["1", 1],
    ["100", 100],
    ["0", 1],
    ["-5", 1],
    ["250", 100],
    ["12.6", 13],
    [" 40 ", 40],
    ["", 25],
    ["far", 25],
    [null, 25],
    [Number.NaN, 25],
  ])("reads %o as %d km", (raw, km) => expect(searchRadius(raw)).toBe(km));
});

describe("the Add Gym draft (SPEC §5)", () => {
  it("needs a name, then an address", () => {
    expect(firstMissing({ address: "Rua" })).toBe("name");
    expect(firstMissing({ name: "  ", address: "Rua" })).toBe("name");
    expect(firstMissing({ name: "Gym", address: " " })).toBe("address");
    expect(firstMissing({ name: "Gym", address: "Rua" })).toBeNull();
    expect(gymBody({ name: "Gym" })).toBeNull();
  });

  it("reads coordinates as numbers, 0 when they are not", () => {
    expect(coordinateOf(38.7)).toBe(38.7);
    expect(coordinateOf("-9.14")).toBe(-9.14);
    expect(coordinateOf("")).toBe(0);
    expect(coordinateOf(null)).toBe(0);
    expect(coordinateOf(undefined)).toBe(0);
  });

  it("trims what it sends and leaves the optional fields empty", () => {
    expect(gymBody({ name: " Gym ", address: " Rua 1 ", latitude: "38.7" })).toEqual({
      name: "Gym",
      address: "Rua 1",
      phone: "",
      website: "",
      description: "",
      martialArts: [],
      latitude: 38.7,
      longitude: 0,
    });
  });
});

describe("a gym's links", () => {
  it("searches the maps at the coordinates", () => {
    expect(directionsUrl({ latitude: -33.8688, longitude: 151.2093 })).toBe(
      "https://www.google.com/maps/search/?api=1&query=-33.8688%2C151.2093",
    );
  });

  it("dials digits and a leading +", () => {
    expect(phoneHref("+55 (11) 9876-5432")).toBe("tel:+551198765432");
  });

  it("links http(s) websites only", () => {
    expect(safeWebsite("https://gym.example/")).toBe("https://gym.example/");
    expect(safeWebsite("http://gym.example/a")).toBe("http://gym.example/a");
    expect(safeWebsite("javascript:alert(1)")).toBeNull();
    expect(safeWebsite("data:text/html,hi")).toBeNull();
    expect(safeWebsite("not a url")).toBeNull();
    expect(safeWebsite(null)).toBeNull();
    expect(websiteLabel("https://gym.example/")).toBe("gym.example");
  });
});

describe("words and numbers in the reader's locale", () => {
  it("names a weekday", () => {
    expect(weekdayName("Monday", "en")).toBe("Monday");
    expect(weekdayName("Sunday", "en")).toBe("Sunday");
    expect(weekdayName("Saturday", "pt-BR")).toBe("sábado");
  });

  it("says how long ago an open mat was confirmed, by SPEC §9's steps", () => {
    const now = Date.parse("2030-03-10T12:00:00Z");
    const ago = (ms: number) => confirmedAgo(new Date(now - ms).toISOString(), "en", "just now", now);
    expect(ago(30 * 60 * 1000)).toBe("just now");
    expect(ago(-HOUR_MS)).toBe("just now");
    expect(ago(5 * HOUR_MS)).toBe("5 hours ago");
    expect(ago(4 * 24 * HOUR_MS)).toBe("4 days ago");
    expect(confirmedAgo(new Date(now - 24 * HOUR_MS).toISOString(), "pt-BR", "agora", now)).toBe("há 1 dia");
  });

  it("knows today's weekday", () => {
    expect(todayWeekday(new Date(2030, 2, 10))).toBe("Sunday");
    expect(todayWeekday(new Date(2030, 2, 11))).toBe("Monday");
  });
});
