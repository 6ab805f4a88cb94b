import { expect } from "vitest";
import { POSITION_HEADER } from "@kumite/contracts/http";
import { formatPositions, mergePositions, parsePositions } from "@kumite/contracts/positions";
import { positionOf, type Stack } from "./stack.ts";

// A small world for the tests that walk every route (the fuzz, the block walk): three members who
// each have one of every kind of thing a route can aim at (a post and comments, a dojo with an
// event, a group chat, a gym with its chat and an open mat, an upload, messages, connections), and
// rooms all three share (Cy's group chat, gym chat and event). What a member wrote carries their
// marker, `from-<key>-<tag>`, so a reply that shows it can be told apart from one that does not.

export type ResidentKey = "ana" | "ben" | "cy";
export type Holdings = {
  post: string;
  dojo: string;
  event: string;
  group: string;
  gym: string;
  gymChat: string;
  openMat: string;
  upload: string;
  notification: string;
  connection: string;
  /** Their private calendar feed's token. */
  feedToken: string;
  /** The export of their data they asked for. */
  dataExport: string;
  /** An invitation to them still open (Ana's, from Cy's dojo, sent before she founded her own). */
  invitation?: string;
  /** A request to connect with them, not answered yet (Ana's, from Fay). */
  pendingRequest?: string;
};
export type Resident = {
  key: ResidentKey;
  id: string;
  cookie: string;
  email: string;
  password: string;
  displayName: string;
  username: string;
  /** Written into everything they write. */
  marker: string;
  holdings: Holdings;
};
/** Members around Ana, for the routes that act on someone else: invitable Dee, and Eli and Fay of Ana's dojo. */
export type Newcomer = { id: string; cookie: string };
export type World = {
  tag: string;
  residents: Record<ResidentKey, Resident>;
  /** Dee: connected with Ana, in no dojo. Eli and Fay: members of Ana's dojo; Fay asked to connect with Ana. */
  newcomers: { dee: Newcomer; eli: Newcomer; fay: Newcomer };
};

const KEYS: ResidentKey[] = ["ana", "ben", "cy"];
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export async function buildWorld(stack: Stack): Promise<World> {
  const tag = Date.now().toString(36) + Math.random().toString(36).slice(2, 5);
  let position = "";
  const call = async (resident: Pick<Resident, "cookie">, method: string, url: string, payload?: object) => {
    const reply = await stack.gateway.inject({
      method: method as "GET",
      url,
      headers: { cookie: resident.cookie, ...(position ? { [POSITION_HEADER]: position } : {}) },
      ...(payload ? { payload } : {}),
    });
    if (reply.statusCode >= 300) throw new Error(`world: ${method} ${url} answered ${reply.statusCode} ${reply.body}`);
    if (positionOf(reply)) position = later(position, positionOf(reply));
    return reply.json() as Record<string, unknown> & { id: string };
  };
  const settle = async () => {
    if (position) await stack.seenBy(position);
  };

  const residents = {} as Record<ResidentKey, Resident>;
  for (const [index, key] of KEYS.entries()) {
    const displayName = `${key.toUpperCase()} Walker ${tag}`;
    const signedUp = await stack.signUp({
      displayName,
      username: `${key}_${tag}`,
      martialArts: ["Judo"],
      latitude: 41.15 + index * 0.001,
      longitude: -8.61,
    });
    position = later(position, positionOf(signedUp.reply));
    residents[key] = {
      key,
      id: signedUp.user.id,
      cookie: signedUp.cookie,
      email: signedUp.registration.email,
      password: signedUp.registration.password,
      displayName,
      username: `${key}_${tag}`,
      marker: `from-${key}-${tag}`,
      holdings: {} as Holdings,
    };
  }
  const { ana, ben, cy } = residents;
  await settle();

  // Everyone is connected with everyone: two likes make a match.
  for (const [one, other] of [
    [ana, ben],
    [ana, cy],
    [ben, cy],
  ] as const) {
    await call(one, "POST", "/api/connections", { userId: one.id, connectedUserId: other.id });
    const accepted = await call(other, "POST", "/api/connections", { userId: other.id, connectedUserId: one.id });
    one.holdings.connection ??= accepted.id;
    other.holdings.connection ??= accepted.id;
  }
  for (const resident of Object.values(residents)) {
    const post = await call(resident, "POST", "/api/posts", {
      content: `Randori notes ${resident.marker}`,
      category: "Judo",
      authorId: resident.id,
    });
    resident.holdings.post = post.id;
    const ticket = await call(resident, "POST", "/api/objects/upload");
    resident.holdings.upload = String(ticket.objectURL).split("/").pop()!;
  }
  await settle();
  for (const [writer, post] of [
    [ana, cy.holdings.post],
    [ben, cy.holdings.post],
    [cy, ana.holdings.post],
    [cy, ben.holdings.post],
  ] as const)
    await call(writer, "POST", "/api/comments", { postId: post, authorId: writer.id, content: `Osu ${writer.marker}` });

  // Cy's dojo first, so that Cy can invite Ana while she is in no dojo yet.
  for (const [index, resident] of [cy, ana, ben].entries()) {
    const dojo = await call(resident, "POST", "/api/dojos", {
      name: `Dojo ${index} ${tag}`,
      description: "Randori every evening",
      location: "Porto",
      martialArts: ["Judo"],
    });
    resident.holdings.dojo = dojo.id;
    await settle();
    if (resident === cy) {
      const invited = await call(cy, "POST", `/api/dojos/${dojo.id}/invite`, { userId: ana.id });
      ana.holdings.invitation = String(invited.invitationId);
    }
    const event = await call(resident, "POST", "/api/dojo-events", {
      title: `Open mat ${index} ${tag}`,
      description: "Bring a gi",
      eventDate: new Date(Date.now() + WEEK_MS + index * 3_600_000).toISOString(),
      maxParticipants: 10,
      dojoId: dojo.id,
      isDojoOnly: false,
      createdBy: resident.id,
    });
    resident.holdings.event = event.id;
    const gym = await call(resident, "POST", "/api/gyms", {
      name: `Gym ${index} ${tag}`,
      address: `Rua ${index}`,
      description: "Mats for everyone",
      martialArts: ["Judo"],
      latitude: 41.1 + index * 0.05,
      longitude: -8.6,
    });
    resident.holdings.gym = gym.id;
    await settle();
    const openMat = await call(resident, "POST", `/api/gyms/${gym.id}/open-mats`, {
      weekday: "Saturday",
      start: "10:00",
      end: "12:00",
      kind: "gi",
    });
    resident.holdings.openMat = openMatIdOf(openMat);
    const gymChat = await call(resident, "POST", "/api/group-chats", {
      name: `Gym chat ${index} ${tag}`,
      type: "gym_group",
      gymId: gym.id,
      createdBy: resident.id,
    });
    resident.holdings.gymChat = gymChat.id;
    const group = await call(resident, "POST", "/api/group-chats", {
      name: `Group ${index} ${tag}`,
      type: "match_group",
      createdBy: resident.id,
    });
    resident.holdings.group = group.id;
    resident.holdings.dataExport = (await call(resident, "POST", "/api/account/exports")).id;
  }
  await settle();

  // Cy's rooms hold all three; Ana's and Ben's hold Cy too.
  for (const resident of [ana, ben]) {
    await call(cy, "POST", `/api/group-chats/${cy.holdings.group}/members`, { userId: resident.id });
    await call(resident, "POST", `/api/group-chats/${resident.holdings.group}/members`, { userId: cy.id });
    await call(resident, "POST", `/api/group-chats/${cy.holdings.gymChat}/join`);
    await call(resident, "POST", `/api/dojo-events/${cy.holdings.event}/join`, { userId: resident.id });
  }
  await settle();
  for (const resident of Object.values(residents)) {
    await call(resident, "POST", `/api/group-chats/${cy.holdings.group}/messages`, {
      content: `In the shared group ${resident.marker}`,
    });
    await call(resident, "POST", `/api/group-chats/${cy.holdings.gymChat}/messages`, {
      content: `In the shared gym chat ${resident.marker}`,
    });
  }
  for (const [sender, receiver] of [
    [ana, ben],
    [ben, ana],
    [ana, cy],
    [ben, cy],
    [cy, ana],
    [cy, ben],
  ] as const)
    await call(sender, "POST", "/api/messages", {
      senderId: sender.id,
      receiverId: receiver.id,
      content: `Hello ${sender.marker}`,
    });
  await settle();
  for (const resident of Object.values(residents)) {
    const bell = (
      await stack.gateway.inject({
        method: "GET",
        url: `/api/notifications/${resident.id}`,
        headers: { cookie: resident.cookie },
      })
    ).json() as Array<{ id: string }>;
    expect(bell.length, `${resident.key}'s bell`).toBeGreaterThan(0);
    resident.holdings.notification = bell[0]!.id;
    const feed = await call(resident, "GET", "/api/dojo-events/calendar-feed");
    resident.holdings.feedToken = String(feed.url)
      .split("/")
      .pop()!
      .replace(/\.ics$/, "");
  }
  const newcomer = async (): Promise<Newcomer> => {
    const signedUp = await stack.signUp({ martialArts: ["Judo"] });
    position = later(position, positionOf(signedUp.reply));
    return { id: signedUp.user.id, cookie: signedUp.cookie };
  };
  const [dee, eli, fay] = [await newcomer(), await newcomer(), await newcomer()];
  await settle();
  await call(dee, "POST", "/api/connections", { userId: dee.id, connectedUserId: ana.id });
  await call(ana, "POST", "/api/connections", { userId: ana.id, connectedUserId: dee.id });
  const asked = await call(fay, "POST", "/api/connections", { userId: fay.id, connectedUserId: ana.id });
  ana.holdings.pendingRequest = asked.id;
  for (const member of [eli, fay])
    await call(member, "POST", `/api/dojos/${ana.holdings.dojo}/join`, { userId: member.id });
  await settle();
  return { tag, residents, newcomers: { dee, eli, fay } };
}

/** Adding an open mat answers with the gym: its newest open mat is the one added. */
const openMatIdOf = (gym: Record<string, unknown>): string => (gym.openMats as Array<{ id: string }>).at(-1)!.id;

const later = (a: string, b: string) => formatPositions(mergePositions(parsePositions(a), parsePositions(b)));
