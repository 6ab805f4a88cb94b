import { suspensionOf } from "@kumite/kit/members";
import type { MemberDataSource } from "@kumite/kit/service";
import type { IdentityDeps } from "./aggregates.ts";
import { sessionUser } from "./queries/session-user.ts";

// Identity's part of a member's export: their profile as only they see it (email and exact point
// included), their dojo and role as the profile shows them, how many sessions are open, and a
// suspension in force. The password hash is left out on purpose: it is a credential, not something
// the member told us, and an archive that leaks should hold nothing to guess a password from. An
// appeal and the operator's notes on a suspension are moderation's part.

export const memberData: MemberDataSource<IdentityDeps> = {
  covers: ["UserRegistered", "UserProfileUpdated", "CredentialsIssued", "HomePointSet"],
  async collect(deps, memberId) {
    const [profile, openSessions, suspension] = await Promise.all([
      sessionUser(deps.store, memberId),
      deps.sessions.openCountFor(memberId),
      suspensionOf(deps.store, memberId),
    ]);
    return {
      data: {
        profile,
        sessions: { open: openSessions },
        suspension: suspension ? { suspendedAt: suspension.suspendedAt } : null,
      },
    };
  },
};
