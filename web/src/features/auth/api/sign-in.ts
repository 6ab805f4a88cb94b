import type { LoginBody } from "@kumite/contracts/identity/commands";
import type { SessionUser } from "@kumite/contracts/identity/views";
import { useMutation } from "@tanstack/react-query";
import { apiJson } from "@/shared/api/api-request.ts";

/** POST /api/auth/login: the server sets the session cookie and replies with the user. */
export function signIn(body: LoginBody): Promise<SessionUser> {
  return apiJson<SessionUser>("POST", "/api/auth/login", body);
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
