import { QueryClient, type InfiniteData } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { commentView, commentViews, postView } from "@/testing/post-fixtures.ts";
import { addCommentToPostLists, withNewComment } from "./comment-in-post-lists.ts";
import type { PostPage } from "./post-pages.ts";
import { postKeys } from "./post-keys.ts";

const three = commentViews(3);
const added = commentView({ id: "comment-new", postId: "post-1", content: "Osu" });

describe("a new comment in the post lists", () => {
  it("joins the post's latest three and its count", () => {
    const post = withNewComment(postView({ comments: three, commentCount: 7 }), added);

    expect(post.comments.map((comment) => comment.id)).toEqual(["comment-2", "comment-3", "comment-new"]);
    expect(post.commentCount).toBe(8);
  });

  it("leaves other posts alone and is counted once", () => {
    const other = postView({ id: "post-2" });
    expect(withNewComment(other, added)).toBe(other);
    const once = withNewComment(postView(), added);
    expect(withNewComment(once, added)).toBe(once);
  });

  it("shows in every cached page of posts, and nowhere else", () => {
    const client = new QueryClient();
    const page = (posts = [postView(), postView({ id: "post-2" })]): InfiniteData<PostPage> => ({
      pages: [{ posts, nextCursor: null }],
      pageParams: [null],
    });
    client.setQueryData(postKeys.feed(null), page());
    client.setQueryData(postKeys.feed("Judo"), page());
    client.setQueryData(postKeys.byUser("user-1"), page());
    client.setQueryData(postKeys.categories, { Judo: 2 });

    addCommentToPostLists(client, added);

    for (const key of [postKeys.feed(null), postKeys.feed("Judo"), postKeys.byUser("user-1")]) {
      const [first, second] = client.getQueryData<InfiniteData<PostPage>>(key)!.pages[0]!.posts;
      expect(first).toMatchObject({ commentCount: 1, comments: [added] });
      expect(second).toMatchObject({ commentCount: 0, comments: [] });
    }
    expect(client.getQueryData(postKeys.categories)).toEqual({ Judo: 2 });
  });
});
