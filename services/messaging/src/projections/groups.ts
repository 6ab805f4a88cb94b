import { MESSAGING_STREAM, type GroupChatEvent } from "@kumite/contracts/messaging/events";
import { defineProjection, type EventsOf } from "@kumite/kit/projection";
import { insertOnce } from "@kumite/kit/read-store";
import { GROUP_MESSAGES, GROUPS, type GroupDocument, type GroupMessageDocument } from "./collections.ts";

// Group chats with their members, and their messages in the log's order.

export const groupsProjection = defineProjection<EventsOf<GroupChatEvent>>({
  name: "groups",
  streams: [MESSAGING_STREAM.name],
  async setup(store) {
    await store.collection(GROUPS).createIndex({ members: 1, createdAt: -1 });
    await store.collection(GROUP_MESSAGES).createIndex({ groupId: 1, sortKey: 1 });
  },
  on: {
    async GroupChatCreated({ data, occurredAt }, store) {
      const { groupId, ...group } = data;
      const document: GroupDocument = { _id: groupId, ...group, members: [group.createdBy], createdAt: occurredAt };
      await store.collection<GroupDocument>(GROUPS).replaceOne({ _id: groupId }, document, { upsert: true });
    },
    async GroupMemberAdded({ data }, store) {
      await store
        .collection<GroupDocument>(GROUPS)
        .updateOne({ _id: data.groupId }, { $addToSet: { members: data.memberId } });
    },
    async GroupMemberRemoved({ data }, store) {
      await store
        .collection<GroupDocument>(GROUPS)
        .updateOne({ _id: data.groupId }, { $pull: { members: data.memberId } });
    },
    async GroupMessagePosted({ data, occurredAt }, store) {
      const { messageId, groupId, senderId, content } = data;
      const message: GroupMessageDocument = {
        _id: messageId,
        groupId,
        senderId,
        content,
        createdAt: occurredAt,
        sortKey: `${occurredAt}|${messageId}`,
      };
      await insertOnce(store.collection<GroupMessageDocument>(GROUP_MESSAGES), message);
    },
  },
});
