import { expect, it } from "vitest";
import { formatPositions, parsePositions } from "./position.ts";

it("reads position tokens, keeping the highest sequence per stream and ignoring junk", () => {
  const positions = parsePositions("IDENTITY:12, SOCIAL:40,IDENTITY:9,bad,lower:3,SOCIAL:x");
  expect([...positions]).toEqual([
    ["IDENTITY", 12],
    ["SOCIAL", 40],
  ]);
  expect(formatPositions(positions)).toBe("IDENTITY:12,SOCIAL:40");
  expect(parsePositions(undefined).size).toBe(0);
});
