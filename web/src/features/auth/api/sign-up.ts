import type { RegisterBody } from "@kumite/contracts/identity/commands";
import type { SessionUser } from "@kumite/contracts/identity/views";
import { useMutation } from "@tanstack/react-query";
import { apiJson } from "@/shared/api/api-request.ts";

/** POST /api/auth/register with the full profile: the server sets the session cookie and replies with the user. */
export function signUp(body: RegisterBody): Promise<SessionUser> {
  return apiJson<SessionUser>("POST", "/api/auth/register", body);
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
