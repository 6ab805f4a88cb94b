import { describe, expect, it } from "vitest";
import { json, mockFetch } from "@/testing/mock-fetch.ts";
import { getPostPage, withQuery } from "./post-pages.ts";

describe("post pages", () => {
  it("URL-encodes the given params and skips missing ones", () => {
    expect(withQuery("/api/posts", { category: null, cursor: undefined })).toBe("/api/posts");
    expect(withQuery("/api/posts", { category: "Nutrition & Diet", cursor: "c1" })).toBe(
      "/api/posts?category=Nutrition%20%26%20Diet&cursor=c1",
    );
  });

  it("reads the next cursor from the header, and says 'Failed to fetch posts' on failure", async () => {
    mockFetch({
      "GET /api/posts": () => json([], { headers: { "x-next-cursor": "c2" } }),
      "GET /api/users/u1/posts": () => json({ message: "boom" }, { status: 500 }),
    });

    await expect(getPostPage("/api/posts", {})).resolves.toEqual({ posts: [], nextCursor: "c2" });
    await expect(getPostPage("/api/users/u1/posts", {})).rejects.toThrow("Failed to fetch posts");
  });
});
