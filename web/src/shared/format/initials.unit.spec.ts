import { describe, expect, it } from "vitest";
import { initials } from "./initials.ts";

describe("initials", () => {
  it("takes the first letters of at most two words, uppercase", () => {
    expect(initials("ana de souza")).toBe("AD");
    expect(initials("  Kenji   Sato ")).toBe("KS");
    expect(initials("bjj_lover")).toBe("B");
    expect(initials("")).toBe("");
  });
});
