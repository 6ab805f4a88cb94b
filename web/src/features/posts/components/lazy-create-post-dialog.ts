import { lazyDialog } from "@/shared/components/lazy-dialog.tsx";
import type { CreatePostDialogProps } from "./create-post-dialog.tsx";

/** The create-post dialog, its form and uploads loaded on first opening (the feed shows it closed). */
export const LazyCreatePostDialog = lazyDialog<CreatePostDialogProps>(() =>
  import("./create-post-dialog.tsx").then((module) => module.CreatePostDialog),
);
