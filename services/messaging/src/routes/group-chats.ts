import {
  AddGroupMemberBody,
  CreateGroupChatBody,
  GroupChatsQuery,
  GroupIdParams,
  GroupMemberParams,
  PostGroupMessageBody,
} from "@kumite/contracts/messaging/commands";
import { GroupChatList, GroupChatView, GroupMessageList, GroupMessageView } from "@kumite/contracts/messaging/views";
import type { ServiceRoutes } from "@kumite/kit/service";
import type { MessagingDeps } from "../aggregates.ts";
import { addGroupMember, createGroupChat, joinGroupChat, postGroupMessage } from "../handlers/group-chats.ts";
import { removeGroupMember } from "../handlers/group-members.ts";
import { groupMessages, groupOfMember, groupsOf } from "../queries/groups.ts";

export const groupChatRoutes: ServiceRoutes<MessagingDeps> = async (app, { deps }) => {
  app.get(
    "/api/group-chats",
    {
      schema: {
        description: "The group chats the actor is in, newest first.",
        querystring: GroupChatsQuery,
        response: { 200: GroupChatList },
      },
    },
    async (request) => groupsOf(deps.store, request.memberId, request.query),
  );

  app.post(
    "/api/group-chats",
    {
      schema: {
        description:
          "Create a group chat; the actor is its first member. A gym chat (gym_group, with gymId) is one per " +
          "gym: when it exists, the actor joins it and gets it with 200.",
        body: CreateGroupChatBody,
        response: { 200: GroupChatView, 201: GroupChatView },
      },
    },
    async (request, reply) => {
      const { group, created } = await createGroupChat(deps, request.memberId, request.body);
      return reply.code(created ? 201 : 200).send(group);
    },
  );

  app.post(
    "/api/group-chats/:id/join",
    {
      schema: {
        description: "Join a gym's chat (`gym-<gymId>`), open to every member; again: no change.",
        params: GroupIdParams,
        response: { 200: GroupChatView },
      },
    },
    async (request) => joinGroupChat(deps, request.memberId, request.params.id),
  );

  app.post(
    "/api/group-chats/:id/members",
    {
      schema: {
        description: "Add one of the actor's accepted connections (members only).",
        params: GroupIdParams,
        body: AddGroupMemberBody,
        response: { 201: GroupChatView },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addGroupMember(deps, request.memberId, request.params.id, request.body.userId)),
  );

  app.post(
    "/api/group-chats/:id/members/:memberId/remove",
    {
      // Taking a member out of one's chat is what a creator does to one they blocked, or who blocked them.
      config: { reachesBlocked: "a chat's creator removes a member they blocked, or who blocked them" },
      schema: {
        description:
          "The chat's creator removes a member of a match or gym chat (not themselves); they stay out unless the " +
          "creator adds them again. A dojo chat's members are its dojo's.",
        params: GroupMemberParams,
        response: { 200: GroupChatView },
      },
    },
    async (request) => removeGroupMember(deps, request.memberId, request.params.id, request.params.memberId),
  );

  app.get(
    "/api/group-chats/:id/messages",
    {
      schema: {
        description:
          "The chat's last 200 messages, oldest first (members only); those from a member the actor blocked " +
          "are flagged fromBlocked.",
        params: GroupIdParams,
        response: { 200: GroupMessageList },
      },
    },
    async (request) => {
      await groupOfMember(deps.store, request.params.id, request.memberId);
      return groupMessages(deps.store, request.params.id, request.memberId);
    },
  );

  app.post(
    "/api/group-chats/:id/messages",
    {
      schema: {
        description: "Post to a group chat (members only).",
        params: GroupIdParams,
        body: PostGroupMessageBody,
        response: { 201: GroupMessageView },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await postGroupMessage(deps, request.memberId, request.params.id, request.body.content)),
  );
};
