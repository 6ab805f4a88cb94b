import { describe, expect, it } from "vitest";
import { needsTurns } from "./write-turns.ts";

describe("write turns", () => {
  it("are taken on servers before 2.9.21, whose clusters do not check an expected sequence exactly", () => {
    expect(["2.8.4", "2.9.10", "2.9.20"].map(needsTurns)).toEqual([true, true, true]);
    expect(["2.9.21", "2.9.25", "2.10.0", "2.10.22", "2.11.0-RC.1", "3.0.0"].map(needsTurns)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
