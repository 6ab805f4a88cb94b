import { lazyDialog } from "@/shared/components/lazy-dialog.tsx";
import type { EditProfileDialogProps } from "./edit-profile-dialog.tsx";

/** The edit dialog, its form and the contracts' rules loaded on first opening. */
export const LazyEditProfileDialog = lazyDialog<EditProfileDialogProps>(() =>
  import("./edit-profile-dialog.tsx").then((module) => module.EditProfileDialog),
);
