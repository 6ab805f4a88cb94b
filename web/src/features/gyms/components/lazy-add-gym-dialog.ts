import { lazyDialog } from "@/shared/components/lazy-dialog.tsx";
import type { AddGymDialogProps } from "./add-gym-dialog.tsx";

/** The Add Gym dialog, loaded on first opening. */
export const LazyAddGymDialog = lazyDialog<AddGymDialogProps>(() =>
  import("./add-gym-dialog.tsx").then((module) => module.AddGymDialog),
);
