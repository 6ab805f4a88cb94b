import { NEXT_CURSOR_HEADER } from "@kumite/contracts/http";
import { MemberParams, MessagesQuery, SendMessageBody, TypingBody } from "@kumite/contracts/messaging/commands";
import { ConversationList, DirectMessageList, DirectMessageView } from "@kumite/contracts/messaging/views";
import type { ServiceRoutes } from "@kumite/kit/service";
import { z } from "zod";
import type { MessagingDeps } from "../aggregates.ts";
import { announceTyping, markConversationRead, sendMessage } from "../handlers/messages.ts";
import { conversationsOf, messagePage } from "../queries/messages.ts";

const noContent = { 204: z.null().describe("Done") };
/** Repeating it changes nothing: no Idempotency-Key is kept for it. */
const repeatable = { idempotency: false };

export const messageRoutes: ServiceRoutes<MessagingDeps> = async (app, { deps }) => {
  app.post(
    "/api/messages",
    {
      schema: {
        description:
          "Send a direct message; the actor is the sender. 403 block.blocked when a block stands between them.",
        body: SendMessageBody,
        response: { 201: DirectMessageView },
      },
    },
    async (request, reply) => reply.code(201).send(await sendMessage(deps, request.memberId, request.body)),
  );

  app.get(
    "/api/messages",
    {
      schema: {
        description:
          "The actor's messages, newest last: `with` one member, or with everyone; `x-next-cursor` reaches older ones.",
        querystring: MessagesQuery,
        response: { 200: DirectMessageList },
      },
    },
    async (request, reply) => {
      const { messages, nextCursor } = await messagePage(deps.store, request.memberId, request.query);
      if (nextCursor) reply.header(NEXT_CURSOR_HEADER, nextCursor);
      return messages;
    },
  );

  app.get(
    "/api/messages/conversations",
    {
      schema: {
        description:
          "One entry per member the actor has messages with, newest first, with unread counts; none with a member " +
          "a block stands between.",
        response: { 200: ConversationList },
      },
    },
    async (request) => conversationsOf(deps.store, request.memberId),
  );

  app.post(
    "/api/messages/conversations/:userId/read",
    {
      config: repeatable,
      schema: {
        description: "Everything this member sent the actor so far is read.",
        params: MemberParams,
        response: noContent,
      },
    },
    async (request, reply) => {
      await markConversationRead(deps, request.memberId, request.params.userId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/api/messages/typing",
    {
      config: repeatable,
      schema: {
        description:
          "The actor is typing to this member (a conversation or connection with them needed): they see it for a few seconds. Nothing is stored.",
        body: TypingBody,
        response: noContent,
      },
    },
    async (request, reply) => {
      await announceTyping(deps, request.memberId, request.body.receiverId);
      return reply.code(204).send(null);
    },
  );
};
