import type { TFunction } from "i18next";

/** "1 member", "3 members", in the member's language. */
export function formatMemberCount(count: number, t: TFunction<"groupChat">): string {
  return t("members", { count });
}
