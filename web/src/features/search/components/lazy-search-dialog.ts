import { lazyDialog } from "@/shared/components/lazy-dialog.tsx";
import type { SearchDialogProps } from "./search-dialog.tsx";

/** The search dialog, loaded on first opening. */
export const LazySearchDialog = lazyDialog<SearchDialogProps>(() =>
  import("./search-dialog.tsx").then((module) => module.SearchDialog),
);
