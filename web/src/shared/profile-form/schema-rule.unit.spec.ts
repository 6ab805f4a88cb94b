import { Username } from "@kumite/contracts/identity/profile";
import { describe, expect, it } from "vitest";
import { describeIssue } from "./schema-rule.ts";

describe("describeIssue", () => {
  it("puts the label before the contracts' own messages", () => {
    const result = Username.safeParse("ab");
    expect(result.success).toBe(false);
    expect(describeIssue("Username", result.error!.issues[0]!)).toBe("Username must be at least 3 characters");
  });

  it("rephrases zod's generic length messages", () => {
    const result = Username.safeParse("a".repeat(31));
    expect(describeIssue("Username", result.error!.issues[0]!)).toBe("Username must be at most 30 characters");
  });
});
