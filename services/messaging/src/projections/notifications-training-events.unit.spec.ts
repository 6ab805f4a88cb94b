import { describe, expect, it } from "vitest";
import type { ReadStore } from "@kumite/kit/read-store";
import { blocksProjection, memberDirectory } from "@kumite/kit/members";
import { projectionSpec, type GivenEvent } from "@kumite/kit/testing";
import { notificationsOf } from "../queries/notifications.ts";
import { notificationsProjection } from "./notifications.ts";

// The bell's training-event notifications: DOJO's events (one aggregate per event, in order) and
// the members from IDENTITY and the reads from MESSAGING, in any interleaving.

const spec = projectionSpec([memberDirectory, blocksProjection, notificationsProjection]);

const EVENT_DATE = "2026-12-01T18:30:00.000Z";
const registered = (userId: string): GivenEvent => ({
  type: "UserRegistered",
  aggregateId: userId,
  data: { userId, displayName: userId.toUpperCase(), username: userId },
});
const onEvent = (type: string, data: object, occurredAt?: string): GivenEvent => ({
  type,
  aggregateId: "e1",
  data: { eventId: "e1", ...data },
  occurredAt,
});
const scheduled = onEvent("TrainingEventScheduled", {
  dojoId: "d1",
  createdBy: "ana",
  title: "Kata night",
  description: "",
  eventDate: EVENT_DATE,
  maxParticipants: 1,
  isDojoOnly: false,
});
const joined = (memberId: string, promoted = false, at?: string) =>
  onEvent("EventParticipantJoined", { memberId, promoted }, at);
const waiting = (memberId: string) => onEvent("EventWaitlistJoined", { memberId });
const left = (memberId: string, from: "participants" | "waitlist") =>
  onEvent("EventParticipantLeft", { memberId, from });
const reminded = (reminder: "24h" | "1h", participants: string[], at: string) =>
  onEvent("EventReminderSent", { reminder, participants }, at);

/** The spec's clock: after every event it gives. */
const NOW = new Date("2026-12-02T09:00:00.000Z");
/** Each notification as the member's bell lists it, newest first. */
const bell = async (store: ReadStore, memberId: string) =>
  (await notificationsOf(store, memberId, NOW)).map(({ type, title, message, read, event }) => ({
    type,
    title,
    message,
    read,
    event,
  }));

describe("the bell's training-event notifications", () => {
  it("reminds each participant 24 hours and 1 hour before, once each, naming the event and its date", async () => {
    const orders = await spec
      .given({
        IDENTITY: [registered("ana"), registered("ben")],
        DOJO: [
          scheduled,
          joined("ben"),
          reminded("24h", ["ben"], "2026-11-30T18:30:00.000Z"),
          reminded("1h", ["ben"], "2026-12-01T17:30:00.000Z"),
        ],
      })
      .inEveryOrder(async (store) => {
        const note = { eventId: "e1", title: "Kata night", eventDate: EVENT_DATE };
        expect(await bell(store, "ben")).toEqual([
          {
            type: "event_reminder",
            title: "Event reminder",
            message: "Kata night starts in 1 hour",
            read: false,
            event: { ...note, reminder: "1h" },
          },
          {
            type: "event_reminder",
            title: "Event reminder",
            message: "Kata night starts in 24 hours",
            read: false,
            event: { ...note, reminder: "24h" },
          },
        ]);
        expect(await bell(store, "ana")).toEqual([]);
      });
    expect(orders).toBe(15);
  });

  it("tells the first on the waitlist they moved in, and everyone taking part or waiting of a cancel", async () => {
    await spec
      .given({
        IDENTITY: [registered("ana"), registered("ben"), registered("cleo"), registered("dan")],
        DOJO: [
          scheduled,
          joined("ben"),
          waiting("cleo"),
          waiting("dan"),
          left("ben", "participants"),
          [left("cleo", "waitlist"), joined("cleo", true, "2026-11-25T10:00:00.000Z")],
          onEvent("TrainingEventCancelled", { cancelledBy: "ana" }, "2026-11-26T10:00:00.000Z"),
        ],
      })
      .inEveryOrder(async (store) => {
        const titles = async (memberId: string) =>
          (await bell(store, memberId)).map(({ title, message }) => `${title}: ${message}`);
        expect(await titles("cleo")).toEqual([
          "Event cancelled: Kata night has been cancelled",
          "You're in!: A place opened up: you are now taking part in Kata night",
        ]);
        expect(await titles("dan")).toEqual(["Event cancelled: Kata night has been cancelled"]);
        // Ben had left; Ana cancelled it herself.
        expect(await titles("ben")).toEqual([]);
        expect(await titles("ana")).toEqual([]);
      });
  });

  it("tells a participant whom the organiser blocked of a cancel and a move in, naming nobody", async () => {
    const blocked: GivenEvent = {
      type: "MemberBlocked",
      aggregateId: "ana",
      data: { blockerId: "ana", blockedId: "cleo", blockedAt: "2026-11-24T10:00:00.000Z" },
    };
    await spec
      .given({
        IDENTITY: [registered("ana"), registered("ben"), registered("cleo"), registered("dan")],
        MODERATION: [blocked],
        DOJO: [
          scheduled,
          joined("ben"),
          waiting("cleo"),
          waiting("dan"),
          [left("ben", "participants"), joined("cleo", true, "2026-11-25T10:00:00.000Z")],
          onEvent("TrainingEventCancelled", { cancelledBy: "ana" }, "2026-11-26T10:00:00.000Z"),
        ],
      })
      .inEveryOrder(async (store) => {
        const seen = await notificationsOf(store, "cleo", NOW);
        expect(seen.map(({ type, actorName, subjectId }) => ({ type, actorName, subjectId }))).toEqual([
          { type: "event_cancelled", actorName: null, subjectId: null },
          { type: "event_waitlist_promoted", actorName: null, subjectId: null },
        ]);
        // Without the block, the same bell names the organiser.
        const dan = await notificationsOf(store, "dan", NOW);
        expect(dan.map(({ type, actorName, subjectId }) => ({ type, actorName, subjectId }))).toEqual([
          { type: "event_cancelled", actorName: "ANA", subjectId: "ana" },
        ]);
      });
  });

  it("offers an invitee the event from the organiser, and reads the invitation once they join", async () => {
    await spec
      .given({
        IDENTITY: [registered("ana"), registered("ben")],
        DOJO: [scheduled, onEvent("EventInvitationSent", { memberId: "ben", invitedBy: "ana" })],
      })
      .inEveryOrder(async (store) => {
        const [invite, ...others] = await bell(store, "ben");
        expect(others).toEqual([]);
        expect(invite).toMatchObject({
          type: "event_invite",
          title: "Event invitation",
          message: "ANA invited you to Kata night",
          read: false,
          event: { eventId: "e1", title: "Kata night", eventDate: EVENT_DATE, reminder: null },
        });
      });
    await spec
      .given({
        IDENTITY: [registered("ana"), registered("ben")],
        DOJO: [scheduled, onEvent("EventInvitationSent", { memberId: "ben", invitedBy: "ana" }), joined("ben")],
      })
      .inEveryOrder(async (store) => {
        expect((await bell(store, "ben")).map(({ type, read }) => ({ type, read }))).toEqual([
          { type: "event_invite", read: true },
        ]);
      });
  });

  it("keeps a reminder in the bell after its organiser deleted their account", async () => {
    await spec
      .given({
        IDENTITY: [
          registered("ana"),
          registered("ben"),
          { type: "UserDeleted", aggregateId: "ana", data: { userId: "ana" } },
        ],
        DOJO: [scheduled, joined("ben"), reminded("1h", ["ben"], "2026-12-01T17:30:00.000Z")],
      })
      .inEveryOrder(async (store) => {
        expect((await bell(store, "ben")).map(({ message }) => message)).toEqual(["Kata night starts in 1 hour"]);
      });
  });

  it("leaves other notifications without an event", async () => {
    await spec
      .given({
        IDENTITY: [registered("ana"), registered("ben")],
        MESSAGING: [
          {
            type: "DirectMessageSent",
            aggregateId: "ana_ben",
            data: { messageId: "m1", senderId: "ana", receiverId: "ben", content: "Hi" },
          },
        ],
      })
      .then(async (store) => {
        expect((await notificationsOf(store, "ben", NOW)).map((notification) => notification.event)).toEqual([null]);
      });
  });
});
