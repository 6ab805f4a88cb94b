import { lazyDialog } from "@/shared/components/lazy-dialog.tsx";
import type { OpenMatsDrawerProps } from "./open-mats-drawer.tsx";

/** The open mats panel, loaded on first opening. */
export const LazyOpenMatsDrawer = lazyDialog<OpenMatsDrawerProps>(() =>
  import("./open-mats-drawer.tsx").then((module) => module.OpenMatsDrawer),
);
