import { createLazyRoute } from "@tanstack/react-router";
import { MessagesPage } from "@/features/messages/components/messages-page.tsx";

/** The /messages screen, loaded with its route. */
export const messagesLazyRoute = createLazyRoute("/messages")({ component: MessagesPage });
