import type { UpdateProfileBody } from "@kumite/contracts/identity/commands";
import { LOCATION_CHANGES } from "@kumite/contracts/identity/limits";
import type { SessionUser } from "@kumite/contracts/identity/views";
import { TooManyRequests } from "@kumite/kit/errors";
import type { IdentityDeps } from "../aggregates.ts";
import { movesPoint } from "../domain/location-move.ts";
import { homePointOf } from "../queries/home-points.ts";
import { sessionUser } from "../queries/session-user.ts";
import { findUserDocument } from "../queries/users.ts";

export const MOVED_TOO_OFTEN = `You can change your location ${LOCATION_CHANGES.perWindow} times an hour`;

/** A move of one's point past LOCATION_CHANGES; `retryAfterS` says when the next one is allowed. */
export class MovedTooOften extends TooManyRequests {
  constructor(readonly retryAfterS: number) {
    super(`${MOVED_TOO_OFTEN}; try again in ${Math.ceil(retryAfterS / 60)} min`, {
      code: "profile.location-too-often",
    });
  }
}

/**
 * Changes the signed-in member's own profile; every context sees UserProfileUpdated (with the cell
 * of a new point; the point itself goes to the private stream, for the member alone). A new point
 * is counted against LOCATION_CHANGES first (matching's distances must not be probed from many
 * chosen points), and given back if the change fails.
 */
export async function updateProfile(
  deps: IdentityDeps,
  userId: string,
  changes: UpdateProfileBody,
): Promise<SessionUser> {
  const [before, point] = await Promise.all([findUserDocument(deps.store, userId), homePointOf(deps.store, userId)]);
  let move: string | null = null;
  // An unknown member's change is refused by the aggregate, uncounted.
  if (before && movesPoint(point, changes)) {
    const taken = await deps.locationChanges.take(userId, deps.clock());
    if ("waitMs" in taken) throw new MovedTooOften(Math.ceil(taken.waitMs / 1000));
    move = taken.move;
  }
  try {
    const { latitude, longitude } = changes;
    // The point first, on the private stream, and only for a member identity knows; the public
    // change then says which cell it is in, if that changed.
    if (before && latitude !== undefined && longitude !== undefined) {
      await deps.aggregates.homePoints.handle(userId, { type: "SetHomePoint", data: { latitude, longitude } }, userId);
    }
    await deps.aggregates.users.handle(userId, { type: "UpdateProfile", data: changes }, userId);
    if (before && latitude !== undefined && longitude !== undefined) await publishLatestCell(deps, userId);
    const user = await sessionUser(deps.store, userId);
    if (!user) throw new Error(`user ${userId} was updated but is not in the read model`);
    return user;
  } catch (error) {
    if (move) await deps.locationChanges.giveBack(userId, move);
    throw error;
  }
}

/**
 * Two moves at once may append their points (private) and their cells (public) in opposite orders,
 * leaving others a cell the member has left. So each move, once its own cell is out, reads the
 * latest point in the log and publishes that point's cell (nothing when it is the cell already
 * published): whichever move finishes last has seen every point, and its cell is the latest's.
 */
async function publishLatestCell(deps: IdentityDeps, userId: string): Promise<void> {
  const latest = await deps.aggregates.homePoints.state(userId);
  await deps.aggregates.users.handle(userId, { type: "UpdateProfile", data: latest }, userId);
}
