import { describe, expect, it } from "vitest";
import { userView } from "@/testing/fixtures.ts";
import { directCandidates } from "./direct-candidates.ts";

describe("directCandidates", () => {
  it("leaves out oneself and members already in a conversation", () => {
    const users = [userView({ id: "me" }), userView({ id: "u-2" }), userView({ id: "u-3" }), userView({ id: "u-4" })];
    expect(directCandidates(users, "me", new Set(["u-3"])).map(({ id }) => id)).toEqual(["u-2", "u-4"]);
  });
});
