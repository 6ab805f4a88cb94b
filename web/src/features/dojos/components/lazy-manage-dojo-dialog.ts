import { lazyDialog } from "@/shared/components/lazy-dialog.tsx";
import type { ManageDojoDialogProps } from "./manage-dojo-dialog.tsx";

/** The dojo management dialog, loaded on first opening. */
export const LazyManageDojoDialog = lazyDialog<ManageDojoDialogProps>(() =>
  import("./manage-dojo-dialog.tsx").then((module) => module.ManageDojoDialog),
);
