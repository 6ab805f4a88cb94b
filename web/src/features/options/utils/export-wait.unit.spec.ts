import { describe, expect, it } from "vitest";
import { ApiError } from "@/shared/api/api-error.ts";
import { exportWait } from "./export-wait.ts";

const ASKED = Date.parse("2026-03-01T12:00:00Z");

describe("exportWait", () => {
  it("counts Retry-After from the ask", () => {
    const refused = new ApiError(429, '{"message":"too soon","code":"export.too-soon"}', "Too Many Requests", 420);
    expect(exportWait(refused, ASKED)).toEqual({ tryAgainAt: ASKED + 420_000 });
  });

  it("has no time when the reply gave none", () => {
    expect(exportWait(new ApiError(429, "", "Too Many Requests"), ASKED)).toEqual({ tryAgainAt: null });
  });

  it("is no wait for any other failure", () => {
    expect(exportWait(new ApiError(502, "", "Bad Gateway"), ASKED)).toBeNull();
    expect(exportWait(new TypeError("Failed to fetch"), ASKED)).toBeNull();
  });
});
