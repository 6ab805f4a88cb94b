import { createLazyRoute } from "@tanstack/react-router";
import { GroupChatPage } from "@/features/group-chat/components/group-chat-page.tsx";

/** The /group-chat screen, loaded with its route. */
export const groupChatLazyRoute = createLazyRoute("/group-chat")({ component: GroupChatRoute });

function GroupChatRoute() {
  const groupId = groupChatLazyRoute.useSearch({ select: (search) => search.groupId });
  return <GroupChatPage groupId={groupId} />;
}
