import { SESSION_COOKIE } from "@kumite/contracts/http";
import type { RegisterInput } from "@kumite/contracts/identity/commands";

// A member signed up through the running app's API, as a visitor would: what the benches and the
// browser tests start from.

export type SignedUp = { id: string; cookie: string; sessionId: string };

let count = 0;

/** POST /api/auth/register with a unique email and username (`profile` adds or overrides fields). */
export async function signUpThrough(baseUrl: string, profile: Partial<RegisterInput> = {}): Promise<SignedUp> {
  const tag = `${Date.now().toString(36)}${(count++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const reply = await fetch(`${baseUrl}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email: `member-${tag}@kumite.test`,
      password: "a long enough password",
      username: `member_${tag}`,
      displayName: `Member ${tag}`,
      ...profile,
    }),
  });
  if (reply.status !== 201) throw new Error(`sign-up failed: ${reply.status} ${await reply.text()}`);
  const cookie = reply.headers
    .getSetCookie()
    .find((value) => value.startsWith(`${SESSION_COOKIE}=`))!
    .split(";")[0]!;
  return {
    id: ((await reply.json()) as { id: string }).id,
    cookie,
    sessionId: cookie.slice(SESSION_COOKIE.length + 1),
  };
}
