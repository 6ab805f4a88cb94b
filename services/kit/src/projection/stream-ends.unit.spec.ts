import { describe, expect, it } from "vitest";
import { StreamEnds } from "./stream-ends.ts";

// Telling a made-up position from a write not applied yet: only a log known to end before it says
// "not in the log"; a slow answer says nothing either way.

describe("where a stream's log ends", () => {
  it("knows what the consumers saw without asking, and asks twice at most for many callers beyond it", async () => {
    let asks = 0;
    const ends = new StreamEnds(async () => {
      asks++;
      return 120;
    });
    ends.saw("SOCIAL", 100);
    expect(await ends.holds("SOCIAL", 90)).toBe(true);
    expect(asks).toBe(0);

    const answers = await Promise.all(Array.from({ length: 20 }, () => ends.holds("SOCIAL", 999_999_999)));
    expect(answers).toEqual(Array.from({ length: 20 }, () => false));
    // The first caller's ask, and one begun after it for all who came while it ran.
    expect(asks).toBe(2);
    expect(await ends.holds("SOCIAL", 110)).toBe(true);
  });

  it("takes a slow answer for none at all, not for a log that ends before the position", async () => {
    const ends = new StreamEnds(() => new Promise((resolve) => setTimeout(resolve, 800, 500)));
    expect(await ends.holds("SOCIAL", 400)).toBeNull();
  });
});
