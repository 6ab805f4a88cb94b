import type { PostCreated, PostEvent } from "@kumite/contracts/social/events";
import type { Command } from "@kumite/kit/decider";
import { Conflict } from "@kumite/kit/errors";

// One post and its comments. A comment guards no invariant over the post's history: it is appended
// without expecting a version (so twenty members commenting at once all succeed), and that the
// post exists is checked on the feed's read model, which also hides the posts of deleted members.

export type PostState = { status: "none" } | { status: "published" };
export const initialState: PostState = { status: "none" };

export type CreatePost = Command<"CreatePost", Omit<PostCreated, "postId">>;
export type AddComment = Command<"AddComment", { authorId: string; content: string }>;
export type PostCommand = CreatePost | AddComment;

export const POST_NOT_FOUND = "Post not found";

export function evolve(state: PostState, event: PostEvent): PostState {
  switch (event.type) {
    case "PostCreated":
      return { status: "published" };
    case "CommentAdded":
      return state;
  }
}

function create({ data, metadata }: CreatePost, state: PostState): PostEvent[] {
  if (state.status !== "none") throw new Conflict("This post already exists");
  return [{ type: "PostCreated", data: { postId: metadata.aggregateId, ...data } }];
}

function comment({ data, metadata }: AddComment): PostEvent[] {
  return [{ type: "CommentAdded", data: { commentId: metadata.commandId, postId: metadata.aggregateId, ...data } }];
}

export function decide(command: PostCommand, state: PostState): PostEvent[] {
  switch (command.type) {
    case "CreatePost":
      return create(command, state);
    case "AddComment":
      return comment(command);
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export const postDecider = { initialState, evolve, decide };
