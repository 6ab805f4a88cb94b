import { DOJO_PLACES, membersById, type DojoPlaceDocument } from "@kumite/kit/members";
import type { MemberDataSource } from "@kumite/kit/service";
import type { DojoDeps } from "./aggregates.ts";
import { trainingEventsForExport } from "./member-data/training-events.ts";
import { DOJO_BARS, type DojoBarDocument } from "./projections/bars.ts";
import { CALENDAR_FEEDS } from "./projections/calendar-feeds.ts";
import { DOJOS, type DojoDocument } from "./projections/dojos.ts";

// Dojo's part of a member's export: the dojo they are in and their role, the dojos they own, the
// open invitations they sent from it, the dojos that barred them and why, their training events,
// and whether they keep a calendar feed (never its link: the token opens the feed to anyone).
// Invitations they received, and the reason a dojo removed them, reach them in the bell, and are
// messaging's part. Who barred them is not named, as the app does not name them.

export const memberData: MemberDataSource<DojoDeps> = {
  covers: ["MemberBarred"],
  async collect(deps, memberId) {
    const { store } = deps;
    const [place, owned, bars, feed, trainingEvents] = await Promise.all([
      store.collection<DojoPlaceDocument>(DOJO_PLACES).findOne({ _id: memberId }),
      store.collection<DojoDocument>(DOJOS).find({ ownerId: memberId }),
      store.collection<DojoBarDocument>(DOJO_BARS).find({ memberId, barred: true }),
      store.collection(CALENDAR_FEEDS).findOne({ _id: memberId }, { fields: { _id: 1 } }),
      trainingEventsForExport(store, memberId),
    ]);
    const dojoIds = [...new Set([place?.dojoId, ...bars.map((bar) => bar.dojoId)].filter((id) => id != null))];
    const dojos = await store.collection<DojoDocument>(DOJOS).find({ _id: { $in: dojoIds } });
    const dojoOf = (dojoId: string) => {
      const dojo = dojos.find((found) => found._id === dojoId);
      return { id: dojoId, name: dojo?.name ?? null };
    };

    const roster = place?.dojoId ? await deps.aggregates.rosters.state(place.dojoId) : null;
    const sent = roster && roster.status !== "none" ? Object.entries(roster.invitations) : [];
    const mine = sent.filter(([, invitation]) => invitation.invitedBy === memberId);
    const invitees = await membersById(
      store,
      mine.map(([, invitation]) => invitation.memberId),
      { displayName: 1 },
    );

    return {
      data: {
        dojo: place?.dojoId ? { ...dojoOf(place.dojoId), role: place.dojoRole } : null,
        dojosOwned: owned.map(({ _id, name, description, location, martialArts, memberCount, archived }) => ({
          id: _id,
          name,
          description,
          location,
          martialArts,
          memberCount,
          archived,
        })),
        invitationsSent: mine.map(([invitationId, invitation]) => ({
          id: invitationId,
          member: { id: invitation.memberId, displayName: invitees.get(invitation.memberId)?.displayName ?? null },
          invitedAt: invitation.invitedAt,
          expiresAt: invitation.expiresAt,
        })),
        barredFrom: bars.map((bar) => ({ dojo: dojoOf(bar.dojoId), reason: bar.reason, barredAt: bar.barredAt })),
        trainingEvents,
        calendarFeed: { exists: feed !== null },
      },
    };
  },
};
