import type { AppealBody } from "@kumite/contracts/moderation/commands";
import type { AppealReply } from "@kumite/contracts/moderation/views";
import { useMutation } from "@tanstack/react-query";
import { apiJson } from "@/shared/api/api-request.ts";

/** POST /api/moderation/appeals: a suspended member's one appeal, keyed by their refused sign-in's ticket. */
export function useSendAppeal() {
  return useMutation({
    mutationFn: (body: AppealBody) => apiJson<AppealReply>("POST", "/api/moderation/appeals", body),
  });
}
