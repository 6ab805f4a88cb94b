import { lazyDialog } from "@/shared/components/lazy-dialog.tsx";
import type { CreateEventDialogProps } from "./create-event-dialog.tsx";

/** The Create Event dialog, loaded on first opening. */
export const LazyCreateEventDialog = lazyDialog<CreateEventDialogProps>(() =>
  import("./create-event-dialog.tsx").then((module) => module.CreateEventDialog),
);
