import type { AuthorView, CommentView } from "@kumite/contracts/social/views";
import type { ReadStore } from "@kumite/kit/read-store";
import { findMember, membersById } from "@kumite/kit/members";
import type { CommentDocument } from "../projections/collections.ts";

// Authors as posts and comments show them, from the member directory at read time: a profile
// change shows on every old post and comment at once.

/** Shown for an author social has not heard of yet (identity's events arrive on their own stream). */
const UNKNOWN_AUTHOR: AuthorView = { displayName: "Kumite member", username: "", experience: "" };

const AUTHOR_FIELDS = { displayName: 1, username: 1, experience: 1 } as const;
const authorView = ({ displayName, username, experience }: AuthorView): AuthorView => ({
  displayName,
  username,
  experience,
});

/** One author; a placeholder while identity's events have not arrived. */
export async function findAuthor(store: ReadStore, userId: string): Promise<AuthorView> {
  const author = await findMember(store, userId);
  return author ? authorView(author) : UNKNOWN_AUTHOR;
}

/** Every author given, in one read: the view of each by id, a placeholder for those not heard of yet. */
export async function authorsOf(store: ReadStore, ids: Iterable<string>): Promise<(id: string) => AuthorView> {
  const authors = await membersById(store, ids, AUTHOR_FIELDS);
  return (id) => {
    const author = authors.get(id);
    return author ? authorView(author) : UNKNOWN_AUTHOR;
  };
}

export const commentView = (
  { _id: id, order: _order, ...comment }: CommentDocument,
  authorOf: (id: string) => AuthorView,
): CommentView => ({ id, ...comment, author: authorOf(comment.authorId) });
