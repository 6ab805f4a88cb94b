import type { PostCreated, PostEvent } from "@kumite/contracts/social/events";
import type { Command } from "@kumite/kit/decider";
import { Conflict, NotFound } from "@kumite/kit/errors";

// One post and its comments: a comment needs a post that exists. The comment count is kept so
// that the aggregate's state says something a reader can check, not because a rule needs it yet.

export type PostState = { status: "none" } | { status: "published"; authorId: string; comments: number };
export const initialState: PostState = { status: "none" };

export type CreatePost = Command<"CreatePost", Omit<PostCreated, "postId">>;
export type AddComment = Command<"AddComment", { authorId: string; content: string }>;
export type PostCommand = CreatePost | AddComment;

export const POST_NOT_FOUND = "Post not found";

export function evolve(state: PostState, event: PostEvent): PostState {
  switch (event.type) {
    case "PostCreated":
      return { status: "published", authorId: event.data.authorId, comments: 0 };
    case "CommentAdded":
      return state.status === "published" ? { ...state, comments: state.comments + 1 } : state;
  }
}

function create({ data, metadata }: CreatePost, state: PostState): PostEvent[] {
  if (state.status !== "none") throw new Conflict("This post already exists");
  return [{ type: "PostCreated", data: { postId: metadata.aggregateId, ...data } }];
}

function comment({ data, metadata }: AddComment, state: PostState): PostEvent[] {
  if (state.status !== "published") throw new NotFound(POST_NOT_FOUND);
  return [{ type: "CommentAdded", data: { commentId: metadata.commandId, postId: metadata.aggregateId, ...data } }];
}

export function decide(command: PostCommand, state: PostState): PostEvent[] {
  switch (command.type) {
    case "CreatePost":
      return create(command, state);
    case "AddComment":
      return comment(command, state);
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export const postDecider = { initialState, evolve, decide };
