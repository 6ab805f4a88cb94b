import { lazyDialog } from "@/shared/components/lazy-dialog.tsx";
import type { GroupChatsDialogProps } from "./group-chats-dialog.tsx";

/** The group chats dialog, its code loaded on first opening. */
export const LazyGroupChatsDialog = lazyDialog<GroupChatsDialogProps>(() =>
  import("./group-chats-dialog.tsx").then((module) => module.GroupChatsDialog),
);
