import { expect } from "vitest";
import type { TestMember } from "@kumite/kit/testing/harness";

// A dojo with one member of each standing, for the route tests that try every actor.

export const profile = {
  name: "Judo Porto",
  description: "Randori on Fridays",
  location: "Porto",
  martialArts: ["Judo"],
};

export const setRole = (actor: TestMember, member: TestMember, dojoRole: string) =>
  actor.put(`/api/users/${member.id}/dojo-role`, { dojoRole });

/** Olga owns it; Lea is a leader, Eli an elder, Wes a warrior, Nia new blood; the stranger is in no dojo. */
export async function rosterOf(service: { member: () => Promise<TestMember> }) {
  const [olga, lea, eli, wes, nia, stranger] = await Promise.all(Array.from({ length: 6 }, () => service.member()));
  const dojoId: string = (await olga!.post("/api/dojos", profile)).json().id;
  for (const member of [lea!, eli!, wes!, nia!]) await member.post(`/api/dojos/${dojoId}/join`, { userId: member.id });
  await setRole(olga!, lea!, "leader");
  await setRole(olga!, eli!, "elder");
  await setRole(olga!, wes!, "warrior");
  return { dojoId, olga: olga!, lea: lea!, eli: eli!, wes: wes!, nia: nia!, stranger: stranger! };
}

/** An event of the dojo a week from now, open to anyone (not dojo-only), scheduled by `organiser`: its id. */
export async function openEvent(organiser: TestMember, dojoId: string): Promise<string> {
  const reply = await organiser.post("/api/dojo-events", {
    title: "Open mat",
    description: "Bring a gi",
    eventDate: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString(),
    maxParticipants: 10,
    dojoId,
    isDojoOnly: false,
    createdBy: organiser.id,
  });
  expect(reply.statusCode).toBe(201);
  return reply.json().id;
}
