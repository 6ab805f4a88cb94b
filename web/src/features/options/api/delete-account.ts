import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/shared/api/api-request.ts";

/** DELETE /api/auth/delete-account with the password (SPEC §7); the server ends every session. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: async (password: string) => {
      await apiRequest("DELETE", "/api/auth/delete-account", { password });
    },
  });
}
