import { describe, it } from "vitest";
import type { PostCreated } from "@kumite/contracts/social/events";
import { Conflict } from "@kumite/kit/errors";
import { deciderSpec } from "@kumite/kit/testing";
import { postDecider } from "./post.ts";

const spec = deciderSpec(postDecider, { aggregateId: "p1", commandId: "c1" });
const post: PostCreated = {
  postId: "p1",
  authorId: "u1",
  title: null,
  content: "Hip escapes until your legs give up",
  category: "Brazilian Jiu-Jitsu",
  attachments: [],
};
const { postId: _postId, ...wanted } = post;
const created = { type: "PostCreated", data: post } as const;
const comment = { commentId: "c1", postId: "p1", authorId: "u2", content: "Shrimp forever" };
const addComment = { type: "AddComment", data: { authorId: "u2", content: "Shrimp forever" } } as const;

describe("post", () => {
  describe("before it is created", () => {
    it("is created with its content", () => spec.given([]).when({ type: "CreatePost", data: wanted }).then([created]));
    it("decides a comment without its history: the post's existence is the read model's to check", () =>
      spec
        .given([])
        .when(addComment)
        .then([{ type: "CommentAdded", data: comment }]));
  });
  describe("once created", () => {
    it("is not created twice", () =>
      spec.given([created]).when({ type: "CreatePost", data: wanted }).thenThrows(Conflict));
    it("takes comments, one after another", () =>
      spec
        .given([created, { type: "CommentAdded", data: comment }])
        .when(addComment, { commandId: "c2" })
        .then([{ type: "CommentAdded", data: { ...comment, commentId: "c2" } }]));
  });
});
