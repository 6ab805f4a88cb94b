import { afterAll, beforeAll, expect, it } from "vitest";
import { DOJO_STREAM, rosterSubject, type DojoEvent } from "@kumite/contracts/dojo/events";
import type { GroupChatView, NotificationView } from "@kumite/contracts/messaging/views";
import { newId } from "@kumite/kit/ids";
import { startTestService, type TestMember, type TestService } from "@kumite/kit/testing/harness";
import { applied } from "@kumite/kit/testing";
import { messagingService } from "../src/service.ts";

// A dojo's chat: one per dojo, made by its owner or a leader, read and written by its roster only,
// whose members follow the roster at once (dojo's events, as the dojo service appends them); a
// member removed from the dojo is told in the bell and loses the chat.

let messaging: TestService<typeof messagingService>;
beforeAll(async () => {
  messaging = await startTestService(messagingService);
});
afterAll(async () => {
  await messaging.close();
});

async function dojoEvent(event: DojoEvent): Promise<void> {
  const { events, projector } = messaging.deps;
  await events.ensureStream(DOJO_STREAM);
  const position = await events.publish(rosterSubject(event.data.dojoId), {
    id: newId(),
    aggregateId: event.data.dojoId,
    occurredAt: new Date().toISOString(),
    actorId: null,
    ...event,
  });
  await applied(projector, position);
}

const createChat = (member: TestMember, dojoId: string) =>
  member.post("/api/group-chats", {
    name: "Judo Porto - Dojo Chat",
    description: "",
    type: "dojo_group",
    createdBy: member.id,
    dojoId,
  });
const post = (member: TestMember, groupId: string, content: string) =>
  member.post(`/api/group-chats/${groupId}/messages`, { content });

it("is made once per dojo by its managers, and read and written by the dojo's members as the roster stands", async () => {
  const [olga, nia, stranger] = await Promise.all([messaging.member(), messaging.member(), messaging.member()]);
  const dojoId = newId();
  const profile = { name: "Judo Porto", description: "Randori", location: "Porto", martialArts: ["Judo" as const] };
  await dojoEvent({ type: "DojoFounded", data: { dojoId, ownerId: olga.id, ...profile } });
  await dojoEvent({ type: "MemberJoined", data: { dojoId, memberId: nia.id, role: "new_blood", invitationId: null } });

  expect((await createChat(stranger, dojoId)).json().code).toBe("group-chat.dojo-needed");
  // New blood (or any member who does not manage the dojo) cannot make its one chat and fix its name.
  const byNewBlood = await createChat(nia, dojoId);
  expect(byNewBlood.statusCode).toBe(403);
  expect(byNewBlood.json().code).toBe("group-chat.dojo-manage-only");
  expect((await nia.get(`/api/group-chats?type=dojo_group&dojoId=${dojoId}`)).json()).toEqual([]);
  const created = await createChat(olga, dojoId);
  expect(created.statusCode).toBe(201);
  const chat = created.json() as GroupChatView;
  expect(chat).toMatchObject({ type: "dojo_group", dojoId, memberCount: 2 });
  expect((await createChat(olga, dojoId)).statusCode).toBe(409);

  const listed = await nia.get(`/api/group-chats?type=dojo_group&dojoId=${dojoId}`);
  expect((listed.json() as GroupChatView[]).map((group) => group.id)).toEqual([chat.id]);
  expect((await stranger.get(`/api/group-chats?type=dojo_group&dojoId=${dojoId}`)).json()).toEqual([]);
  expect((await post(nia, chat.id, "Osu")).statusCode).toBe(201);
  expect((await post(stranger, chat.id, "Let me in")).statusCode).toBe(403);
  expect((await olga.post(`/api/group-chats/${chat.id}/members`, { userId: stranger.id })).json().code).toBe(
    "group-chat.dojo-roster",
  );
  expect((await olga.post(`/api/group-chats/${chat.id}/members/${nia.id}/remove`)).json().code).toBe(
    "group-chat.dojo-roster",
  );

  // Joining lets one in at once; leaving shuts one out at once.
  await dojoEvent({
    type: "MemberJoined",
    data: { dojoId, memberId: stranger.id, role: "new_blood", invitationId: null },
  });
  expect((await post(stranger, chat.id, "Thanks for having me")).statusCode).toBe(201);
  await dojoEvent({ type: "MemberLeft", data: { dojoId, memberId: nia.id, reason: "left" } });
  expect((await post(nia, chat.id, "Still here?")).statusCode).toBe(403);
  const after = (await olga.get(`/api/group-chats?type=dojo_group&dojoId=${dojoId}`)).json() as GroupChatView[];
  expect(after[0]!.members.map((member) => member.id).sort()).toEqual([olga.id, stranger.id].sort());
});

it("is made by a leader, who is no owner, and by nobody demoted from leader", async () => {
  const [olga, lea] = await Promise.all([messaging.member(), messaging.member()]);
  const dojoId = newId();
  const profile = { name: "Judo Braga", description: "Randori", location: "Braga", martialArts: ["Judo" as const] };
  await dojoEvent({ type: "DojoFounded", data: { dojoId, ownerId: olga.id, ...profile } });
  await dojoEvent({ type: "MemberJoined", data: { dojoId, memberId: lea.id, role: "new_blood", invitationId: null } });
  const role = (dojoRole: "elder" | "leader") =>
    dojoEvent({ type: "MemberRoleChanged", data: { dojoId, memberId: lea.id, role: dojoRole, changedBy: olga.id } });
  await role("leader");
  await role("elder");
  expect((await createChat(lea, dojoId)).json().code).toBe("group-chat.dojo-manage-only");
  await role("leader");
  expect((await createChat(lea, dojoId)).statusCode).toBe(201);
});

it("tells a member removed from the dojo in the bell, naming the dojo and the reason, and shuts them out", async () => {
  const [olga, nia] = await Promise.all([messaging.member(), messaging.member()]);
  const dojoId = newId();
  const profile = { name: "Judo Faro", description: "Randori", location: "Faro", martialArts: ["Judo" as const] };
  await dojoEvent({ type: "DojoFounded", data: { dojoId, ownerId: olga.id, ...profile } });
  await dojoEvent({ type: "MemberJoined", data: { dojoId, memberId: nia.id, role: "warrior", invitationId: null } });
  const chat = (await createChat(olga, dojoId)).json() as GroupChatView;
  expect((await post(nia, chat.id, "Osu")).statusCode).toBe(201);
  const invitationId = newId();
  await dojoEvent({
    type: "MemberInvited",
    data: {
      dojoId,
      dojoName: profile.name,
      invitationId,
      memberId: nia.id,
      invitedBy: olga.id,
      invitedAt: new Date().toISOString(),
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    },
  });
  const bell = async () => (await nia.get(`/api/notifications/${nia.id}`)).json() as NotificationView[];
  expect((await bell()).map((note) => note.type)).toEqual(["dojo_invite"]);

  await dojoEvent({ type: "MemberLeft", data: { dojoId, memberId: nia.id, reason: "removed" } });
  await dojoEvent({
    type: "MemberRemoved",
    data: { dojoId, dojoName: profile.name, memberId: nia.id, removedBy: olga.id, reason: "Spam", role: "warrior" },
  });
  await dojoEvent({ type: "InvitationVoided", data: { dojoId, invitationId, memberId: nia.id } });

  const notes = await bell();
  expect(notes).toEqual([
    expect.objectContaining({
      type: "dojo_removed",
      title: "You were removed from Judo Faro",
      message: "Reason: Spam",
      read: false,
      subjectId: null,
      actorName: null,
      removal: { dojoId, dojoName: "Judo Faro", reason: "Spam" },
    }),
  ]);
  expect((await post(nia, chat.id, "Still here?")).statusCode).toBe(403);
  expect((await nia.get(`/api/group-chats?type=dojo_group&dojoId=${dojoId}`)).json()).toEqual([]);
  expect((await olga.get(`/api/notifications/${olga.id}`)).json()).toEqual([]);
});
