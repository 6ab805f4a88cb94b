import { lazyDialog } from "@/shared/components/lazy-dialog.tsx";
import type { CreateDojoDialogProps } from "./create-dojo-dialog.tsx";

/** The Create Dojo dialog, loaded on first opening. */
export const LazyCreateDojoDialog = lazyDialog<CreateDojoDialogProps>(() =>
  import("./create-dojo-dialog.tsx").then((module) => module.CreateDojoDialog),
);
