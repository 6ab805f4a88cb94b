import { MemberParams, NotificationIdParams } from "@kumite/contracts/messaging/commands";
import { NotificationList, NotificationView } from "@kumite/contracts/messaging/views";
import { Forbidden } from "@kumite/kit/errors";
import type { ServiceRoutes } from "@kumite/kit/service";
import { z } from "zod";
import type { MessagingDeps } from "../aggregates.ts";
import { markAllNotificationsRead, markNotificationRead } from "../handlers/notifications.ts";
import { notificationsOf } from "../queries/notifications.ts";

export const notificationRoutes: ServiceRoutes<MessagingDeps> = async (app, { deps }) => {
  app.get(
    "/api/notifications/:userId",
    {
      schema: {
        description: "The actor's own notifications, newest first.",
        params: MemberParams,
        response: { 200: NotificationList },
      },
    },
    async (request) => {
      if (request.params.userId !== request.memberId)
        throw new Forbidden("You can only read your own notifications", { code: "notification.not-own" });
      return notificationsOf(deps.store, request.memberId, deps.clock());
    },
  );

  app.patch(
    "/api/notifications/:id/read",
    {
      // Marking read again changes nothing: no Idempotency-Key is kept for it ("Mark all read" sends many).
      config: { idempotency: false },
      schema: {
        description: "Mark one of the actor's notifications read.",
        params: NotificationIdParams,
        response: { 200: NotificationView },
      },
    },
    async (request) => markNotificationRead(deps, request.memberId, request.params.id),
  );

  app.post(
    "/api/notifications/read-all",
    {
      config: { idempotency: false },
      schema: {
        description: "Mark every notification the actor has now read.",
        response: { 204: z.null().describe("Done") },
      },
    },
    async (request, reply) => {
      await markAllNotificationsRead(deps, request.memberId);
      return reply.code(204).send(null);
    },
  );
};
