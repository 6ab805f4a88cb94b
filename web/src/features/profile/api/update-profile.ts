import type { UpdateProfileBody } from "@kumite/contracts/identity/commands";
import type { SessionUser } from "@kumite/contracts/identity/views";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/shared/api/api-request.ts";
import { userQueryOptions } from "@/shared/api/get-user.ts";

/** PATCH /api/users/{id}: one's own profile edit; the reply is the updated session user. */
export function updateProfile(id: string, changes: UpdateProfileBody): Promise<SessionUser> {
  return apiJson<SessionUser>("PATCH", `/api/users/${encodeURIComponent(id)}`, changes);
}

/** Refetches the profile afterwards (and what hangs under it: posts show the new name too). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateProfileBody }) => updateProfile(id, changes),
    onSuccess: (_user, { id }) => queryClient.invalidateQueries({ queryKey: userQueryOptions(id).queryKey }),
  });
}
