import { lazyDialog } from "@/shared/components/lazy-dialog.tsx";
import type { ReportBlockDialogProps } from "./report-block-dialog.tsx";

/** The report / block dialog, loaded on first opening: the feed and profiles show only its button. */
export const LazyReportBlockDialog = lazyDialog<ReportBlockDialogProps>(() =>
  import("./report-block-dialog.tsx").then((module) => module.ReportBlockDialog),
);
