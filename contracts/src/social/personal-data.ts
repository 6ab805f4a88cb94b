import { notPersonal, type PersonalDataOf } from "../personal-fields.ts";
import type { ConnectionEvent, PassEvent, PostEvent, UploadEvent } from "./events.ts";

// What a member wrote is theirs: a post's title, text and attachment references, a comment's text.
// The uploaded files themselves are deleted from storage with the account (social's reaction).

export const socialPersonalData: PersonalDataOf<PostEvent | UploadEvent | ConnectionEvent | PassEvent> = {
  PostCreated: { owner: (data) => data.authorId, fields: ["title", "content", "attachments"] },
  CommentAdded: { owner: (data) => data.authorId, fields: ["content"] },
  UploadIssued: notPersonal("ids and an expiry"),
  UploadStored: notPersonal("the object's key is its upload id; the file is deleted with the account"),
  ConnectionRequested: notPersonal("the two members' ids"),
  ConnectionAccepted: notPersonal("the two members' ids"),
  ConnectionRemoved: notPersonal("the two members' ids"),
  MemberPassed: notPersonal("the two members' ids"),
};
