import { describe, expect, it } from "vitest";
import { isOpenCall } from "./service-routes.ts";

describe("the calls a signed-out visitor may make", () => {
  it("are signing in and up, and a calendar feed by any one-segment token", () => {
    expect(isOpenCall("POST", "/api/auth/login")).toBe(true);
    expect(isOpenCall("GET", "/api/dojo-events/feeds/Zx9_-abcdefghijklmnopqrstu")).toBe(true);
  });

  it("are no other method, no longer or shorter path, and not the feed's own settings", () => {
    expect(isOpenCall("POST", "/api/dojo-events/feeds/abc")).toBe(false);
    expect(isOpenCall("GET", "/api/dojo-events/feeds/")).toBe(false);
    expect(isOpenCall("GET", "/api/dojo-events/feeds/abc/more")).toBe(false);
    expect(isOpenCall("GET", "/api/dojo-events/calendar-feed")).toBe(false);
    expect(isOpenCall("GET", "/api/auth/login")).toBe(false);
  });
});
