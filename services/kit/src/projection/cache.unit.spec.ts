import { describe, expect, it } from "vitest";
import { ProjectionCache } from "./cache.ts";
import type { Projector } from "./projector.ts";

function fakeProjector() {
  const listeners: Array<(projection: string) => void> = [];
  const projector = {
    onApplied: (listener: (projection: string) => void) => listeners.push(listener),
  } as unknown as Projector;
  return { projector, applied: (projection: string) => listeners.forEach((listener) => listener(projection)) };
}

describe("projection cache", () => {
  it("answers from memory until a projection behind it applies an event", async () => {
    const { projector, applied } = fakeProjector();
    const cache = new ProjectionCache<number>(projector, ["posts", "authors"]);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get("first page", load)).toBe(1);
    expect(await cache.get("first page", load)).toBe(1);
    applied("uploads");
    expect(await cache.get("first page", load)).toBe(1);
    applied("authors");
    expect(await cache.get("first page", load)).toBe(2);
  });

  it("does not keep an answer that was being loaded when an event landed", async () => {
    const { projector, applied } = fakeProjector();
    const cache = new ProjectionCache<string>(projector, ["posts"]);
    const stale = cache.get("page", async () => {
      applied("posts");
      return "before the event";
    });
    expect(await stale).toBe("before the event");
    expect(await cache.get("page", async () => "after the event")).toBe("after the event");
  });
});
