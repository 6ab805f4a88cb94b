import { membersById } from "@kumite/kit/members";
import type { MemberDataSource } from "@kumite/kit/service";
import type { SocialDeps } from "./aggregates.ts";
import {
  COMMENTS,
  CONNECTIONS,
  PASSES,
  POSTS,
  UPLOADS,
  type CommentDocument,
  type ConnectionDocument,
  type PassDocument,
  type PostDocument,
  type UploadDocument,
} from "./projections/collections.ts";
import { fileNameOf, memberFiles } from "./storage/member-files.ts";

// Social's part of a member's export: what they wrote (posts, and comments with the title of the
// post they are under), their connections and the requests they sent and received, whom they
// passed, and the files they uploaded. Other members appear by id and display name, as the app
// shows them; who passed on the member is the passer's, and is not here.

export const memberData: MemberDataSource<SocialDeps> = {
  covers: ["PostCreated", "CommentAdded"],
  async collect(deps, memberId) {
    const { store } = deps;
    const [posts, comments, connections, passes, uploads] = await Promise.all([
      store.collection<PostDocument>(POSTS).find({ authorId: memberId }, { sort: { sortKey: 1 } }),
      store.collection<CommentDocument>(COMMENTS).find({ authorId: memberId }, { sort: { order: 1 } }),
      store.collection<ConnectionDocument>(CONNECTIONS).find({ members: memberId }, { sort: { createdAt: 1 } }),
      store.collection<PassDocument>(PASSES).find({ userId: memberId }, { sort: { passedAt: 1 } }),
      store.collection<UploadDocument>(UPLOADS).find({ ownerId: memberId, status: "stored" }),
    ]);
    const commentedPosts = await store
      .collection<PostDocument>(POSTS)
      .find({ _id: { $in: [...new Set(comments.map((comment) => comment.postId))] } }, { fields: { title: 1 } });
    const titles = new Map(commentedPosts.map((post) => [post._id, post.title]));
    const otherSides = connections.map((connection) => otherSideOf(connection, memberId));
    const names = await membersById(store, [...otherSides, ...passes.map((pass) => pass.passedUserId)], {
      displayName: 1,
    });
    const member = (id: string) => ({ id, displayName: names.get(id)?.displayName ?? null });
    const connection = (document: ConnectionDocument) => ({
      id: document._id,
      member: member(otherSideOf(document, memberId)),
      requestedAt: document.createdAt,
    });

    return {
      data: {
        posts: posts.map(({ _id, title, content, category, attachments, createdAt }) => ({
          id: _id,
          title,
          content,
          category,
          attachments,
          createdAt,
        })),
        comments: comments.map(({ _id, postId, content, createdAt }) => ({
          id: _id,
          post: { id: postId, title: titles.get(postId) ?? null },
          content,
          createdAt,
        })),
        connections: connections
          .filter((document) => document.status === "accepted")
          .map((document) => ({ ...connection(document), acceptedAt: document.acceptedAt, matched: document.matched })),
        connectionRequestsSent: connections
          .filter((document) => document.status === "pending" && document.userId === memberId)
          .map(connection),
        connectionRequestsReceived: connections
          .filter((document) => document.status === "pending" && document.connectedUserId === memberId)
          .map(connection),
        passes: passes.map((pass) => ({ member: member(pass.passedUserId), passedAt: pass.passedAt })),
        attachments: uploads.map((upload) => ({
          url: `/api/objects/${upload._id}`,
          file: fileNameOf(upload),
          contentType: upload.contentType,
          size: upload.size,
        })),
      },
      files: memberFiles(deps.storage, uploads),
    };
  },
};

const otherSideOf = (connection: ConnectionDocument, memberId: string) =>
  connection.userId === memberId ? connection.connectedUserId : connection.userId;
