import { TOAST } from "@kumite/contracts/limits";

/** SPEC §9: at most 1 toast at a time, 5000 ms by default (antd counts seconds). */
export const TOAST_CONFIG = {
  maxCount: TOAST.maxShown,
  duration: TOAST.durationMs / 1000,
} as const;
