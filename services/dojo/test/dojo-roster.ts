import type { TestMember } from "@kumite/kit/testing/service-harness";

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
