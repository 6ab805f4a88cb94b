import { describe, expect, it } from "vitest";
import { AddGymBody, AddOpenMatBody, NearbyGymsQuery } from "./commands.ts";
import { normaliseWebsite } from "./website.ts";

describe("a gym's website", () => {
  it("keeps http(s) addresses and adds https to a bare host", () => {
    expect(normaliseWebsite("example.com")).toBe("https://example.com/");
    expect(normaliseWebsite("  www.example.com/path?a=1#top ")).toBe("https://www.example.com/path?a=1#top");
    expect(normaliseWebsite("example.com:8080/x")).toBe("https://example.com:8080/x");
    expect(normaliseWebsite("http://example.org")).toBe("http://example.org/");
    expect(normaliseWebsite("HTTPS://Example.COM")).toBe("https://example.com/");
    expect(normaliseWebsite("https://bücher.example")).toBe("https://xn--bcher-kva.example/");
  });

  it("refuses every other scheme, hidden or not, and what is not a web address", () => {
    for (const hostile of [
      "javascript:alert(1)",
      "JAVASCRIPT:alert(1)",
      "javascript://example.com/%0aalert(1)",
      "jav\u0000ascript:alert(1)",
      "java\nscript:alert(1)",
      "data:text/html;base64,PHNjcmlwdD4=",
      "vbscript:x",
      "blob:https://example.com/1",
      "file:///etc/passwd",
      "mailto:a@example.com",
      "ftp://example.com",
      "//example.com",
      "/relative",
      "https://user:pw@example.com",
      "https://exa mple.com",
      "https://example.com\\@evil.com",
      "localhost:3000",
      "https://intranet",
      "",
    ]) {
      expect(normaliseWebsite(hostile), hostile).toBeNull();
    }
  });
});

describe("what the gym routes accept", () => {
  const gym = { name: "Dojo", address: "Rua 1" };
  it("takes a phone of phone characters only, and blank contact details as none", () => {
    expect(AddGymBody.parse({ ...gym, phone: " +1 (555) 010-0.1 " }).phone).toBe("+1 (555) 010-0.1");
    expect(AddGymBody.parse({ ...gym, phone: "", website: "" })).toMatchObject({ phone: null, website: null });
    for (const phone of ["555-CALL", "+1 555 <b>", "12", "1".repeat(31)]) {
      expect(AddGymBody.safeParse({ ...gym, phone }).success, phone).toBe(false);
    }
  });

  it("reads nearby's numbers from the query string, refusing blanks and strays", () => {
    expect(NearbyGymsQuery.parse({ latitude: "38.7", longitude: "-9.1" })).toMatchObject({ radius: 25 });
    for (const query of [
      { latitude: "", longitude: "0" },
      { latitude: "abc", longitude: "0" },
      { latitude: "0", longitude: "0", radius: "0.5" },
      { latitude: "0", longitude: "0", radius: "" },
      { latitude: "0", longitude: "0", timeZone: "Nowhere/Town" },
    ]) {
      expect(NearbyGymsQuery.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
  });

  it("takes an open mat that ends after it starts", () => {
    const slot = { weekday: "Monday", start: "18:00", end: "19:30", kind: "gi" };
    expect(AddOpenMatBody.parse(slot)).toMatchObject({ fee: null, note: "" });
    expect(AddOpenMatBody.safeParse({ ...slot, end: "17:00" }).success).toBe(false);
  });
});
