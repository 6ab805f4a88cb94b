import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POSITION_HEADER } from "@kumite/contracts/http";
import { startTestService, type TestMember, type TestService } from "@kumite/kit/testing/harness";
import { socialService } from "../src/service.ts";

// Authors come from identity's events on identity's stream: renames and deletions are appended
// there as identity would, and the position they landed at is sent back like the web does.

let social: TestService<typeof socialService>;
beforeAll(async () => {
  social = await startTestService(socialService);
});
afterAll(async () => {
  await social.close();
});

type Post = { id: string; author: { displayName: string }; comments: Array<{ author: { displayName: string } }> };

const post = async (author: TestMember, category = "Judo"): Promise<Post> =>
  (await author.post("/api/posts", { authorId: author.id, category, content: "Randori tonight" })).json();

describe("authors from identity", () => {
  it("shows a renamed author on old posts and comments", async () => {
    const author = await social.member();
    const created = await post(author);
    await author.post("/api/comments", { postId: created.id, authorId: author.id, content: "Bump" });
    const tag = Math.random().toString(36).slice(2, 8);
    const position = await social.userEvent({
      type: "UserProfileUpdated",
      data: { userId: author.id, displayName: `Sensei ${tag}` },
    });
    // Social waits until it has seen the rename when a query carries its position.
    const feed: Post[] = (
      await author.get(`/api/users/${author.id}/posts`, { headers: { [POSITION_HEADER]: position } })
    ).json();
    expect(feed[0]!.author.displayName).toBe(`Sensei ${tag}`);
    expect(feed[0]!.comments[0]!.author.displayName).toBe(`Sensei ${tag}`);
    expect((await author.get(`/api/posts/${created.id}`)).json().author.displayName).toBe(`Sensei ${tag}`);
  });

  it("removes a deleted member's posts and comments everywhere", async () => {
    // Wrestling is this test's own: no other test posts in it.
    const staying = await social.member();
    const leaving = await social.member();
    const kept = await post(staying, "Wrestling");
    await leaving.post("/api/comments", { postId: kept.id, authorId: leaving.id, content: "Leaving soon" });
    const gone = await post(leaving, "Wrestling");
    const wrestling = async () =>
      ((await staying.get("/api/posts/categories")).json() as Array<{ category: string; count: number }>).find(
        (entry) => entry.category === "Wrestling",
      )!.count;
    const countBefore = await wrestling();

    const position = await social.userEvent({ type: "UserDeleted", data: { userId: leaving.id } });
    const feed: Post[] = (
      await staying.get("/api/posts", { query: { category: "Wrestling" }, headers: { [POSITION_HEADER]: position } })
    ).json();
    expect(feed.map((entry) => entry.id)).not.toContain(gone.id);
    expect(feed.find((entry) => entry.id === kept.id)).toMatchObject({ comments: [], commentCount: 0 });
    expect((await staying.get(`/api/users/${leaving.id}/posts`)).json()).toEqual([]);
    expect((await staying.get(`/api/posts/${gone.id}`)).statusCode).toBe(404);
    expect(await wrestling()).toBe(countBefore - 1);
  });
});
