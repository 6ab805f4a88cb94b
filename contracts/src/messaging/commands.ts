import { z } from "zod";
import { subjectId } from "../ids.ts";
import { MESSAGE_LIMITS } from "../limits.ts";
import { GROUP_CHAT_TYPES } from "../values.ts";

const MemberId = z.string().min(1).max(64);
const content = z
  .string()
  .trim()
  .min(1, "is required")
  .max(MESSAGE_LIMITS.contentMax, `must be at most ${MESSAGE_LIMITS.contentMax} characters`);

/** SPEC's body: the actor is the sender. */
export const SendMessageBody = z.object({ senderId: MemberId, receiverId: MemberId, content });
export type SendMessageBody = z.infer<typeof SendMessageBody>;

export const MessagesQuery = z.object({
  /** One conversation: the messages between the actor and this member. */
  with: MemberId.optional(),
  /** The `x-next-cursor` of the previous (newer) page: older messages. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(MESSAGE_LIMITS.pageMax).default(MESSAGE_LIMITS.pageDefault),
});
export type MessagesQuery = z.infer<typeof MessagesQuery>;

export const MemberParams = z.object({ userId: MemberId });

/** Typing in a conversation: the other member sees "<name> is typing…" for a few seconds. */
export const TypingBody = z.object({ receiverId: MemberId });
export type TypingBody = z.infer<typeof TypingBody>;

/** A gym's id, as the gym service makes them. */
const GymId = subjectId("a gym id");

export const CreateGroupChatBody = z.object({
  name: z.string().trim().min(1, "is required").max(MESSAGE_LIMITS.groupNameMax),
  description: z.string().trim().max(MESSAGE_LIMITS.groupDescriptionMax).optional().default(""),
  type: z.enum(GROUP_CHAT_TYPES),
  createdBy: MemberId,
  dojoId: z.string().min(1).max(64).optional().nullable(),
  /** A gym chat's gym (only for gym_group): one chat per gym. */
  gymId: GymId.optional().nullable(),
});
export type CreateGroupChatBody = z.infer<typeof CreateGroupChatBody>;

export const GroupChatsQuery = z.object({
  type: z.enum(GROUP_CHAT_TYPES).optional(),
  dojoId: z.string().min(1).max(64).optional(),
  gymId: GymId.optional(),
});
export type GroupChatsQuery = z.infer<typeof GroupChatsQuery>;

export const GroupIdParams = z.object({ id: subjectId("a group chat id") });
/** POST /api/group-chats/{id}/members/{memberId}/remove: the chat and the member its creator takes out. */
export const GroupMemberParams = z.object({ id: subjectId("a group chat id"), memberId: z.string().min(1).max(64) });
export type GroupMemberParams = z.infer<typeof GroupMemberParams>;
export const PostGroupMessageBody = z.object({ content });
export type PostGroupMessageBody = z.infer<typeof PostGroupMessageBody>;
/** A member adds one of their accepted connections. */
export const AddGroupMemberBody = z.object({ userId: MemberId });
export type AddGroupMemberBody = z.infer<typeof AddGroupMemberBody>;

export const NotificationIdParams = z.object({ id: z.string().min(1).max(200) });
