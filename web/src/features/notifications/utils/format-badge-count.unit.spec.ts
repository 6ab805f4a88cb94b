import { describe, expect, it } from "vitest";
import { formatBadgeCount } from "./format-badge-count.ts";

describe("formatBadgeCount", () => {
  it("shows the count up to 99 and '99+' above", () => {
    expect(formatBadgeCount(1)).toBe("1");
    expect(formatBadgeCount(99)).toBe("99");
    expect(formatBadgeCount(100)).toBe("99+");
    expect(formatBadgeCount(2500)).toBe("99+");
  });
});
