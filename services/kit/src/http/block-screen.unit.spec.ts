import { describe, expect, it } from "vitest";
import { z } from "zod";
import { DojoList, TrainingEventView } from "@kumite/contracts/dojo/views";
import { UserView } from "@kumite/contracts/identity/views";
import { AuthorId, MemberId, shownMember } from "@kumite/contracts/members";
import { DirectMessageView, GroupChatView, GroupMessageList } from "@kumite/contracts/messaging/views";
import { PostList, PostView } from "@kumite/contracts/social/views";
import type { Sight } from "../members/block-rule.ts";
import { membersNamed } from "./block-reach.ts";
import { screenReply } from "./block-screen.ts";

// The block rule on replies, whatever route made them, read by their declared schemas: Ana blocked Ben, and Cy blocked Ana. Ana
// sees nothing Ben or Cy wrote and their names read "A member"; Dee, a bystander, is untouched.

const ana: Sight = { viewerId: "ana", blocked: new Set(["ben"]), blockedBy: new Set(["cy"]) };
const member = (id: string, name: string) => ({ id, displayName: name, username: name.toLowerCase() });

describe("the block screen", () => {
  it("takes what a hidden member wrote out of every list, at any depth, both ways", () => {
    const posts = [
      {
        id: "p1",
        authorId: "dee",
        author: { displayName: "Dee" },
        comments: [{ authorId: "ben" }, { authorId: "dee" }],
      },
      { id: "p2", authorId: "ben", author: { displayName: "Ben" }, comments: [] },
      { id: "p3", authorId: "cy", author: { displayName: "Cy" }, comments: [] },
    ];
    const screened = screenReply(posts, PostList, ana);
    expect(screened).toEqual({
      found: true,
      reply: [{ id: "p1", authorId: "dee", author: { displayName: "Dee" }, comments: [{ authorId: "dee" }] }],
    });
  });

  it("keeps the messages the reader's own block collapsed, and drops those of one who blocked the reader", () => {
    const thread = [
      { id: "m1", senderId: "ben", sender: { displayName: "Ben", username: "ben" }, fromBlocked: true },
      { id: "m2", senderId: "cy", sender: { displayName: "Cy", username: "cy" }, fromBlocked: false },
      { id: "m3", senderId: "dee", sender: { displayName: "Dee", username: "dee" }, fromBlocked: false },
    ];
    const screened = screenReply(thread, GroupMessageList, ana);
    expect(screened.found && (screened.reply as typeof thread).map((message) => message.id)).toEqual(["m1", "m3"]);
  });

  it("names a hidden owner, organiser or member 'A member' with a blank profile, and keeps the room", () => {
    const dojo = { id: "d1", name: "Porto Judo", ownerId: "cy", owner: { displayName: "Cy", username: "cy" } };
    const group = {
      id: "g1",
      createdBy: "dee",
      members: [member("dee", "Dee"), { ...member("ben", "Ben"), bio: "x" }],
    };
    expect(screenReply([dojo], DojoList, ana)).toEqual({
      found: true,
      reply: [{ ...dojo, owner: { displayName: "A member", username: "" } }],
    });
    expect(screenReply(group, GroupChatView, ana)).toEqual({
      found: true,
      reply: {
        ...group,
        members: [member("dee", "Dee"), { id: "ben", displayName: "A member", username: "", bio: "" }],
      },
    });
  });

  it("names the hidden member whichever comes first, the name or its id, and leaves the reply it was given as it was", () => {
    const event = {
      creator: { displayName: "Cy", username: "cy" },
      createdBy: "cy",
      title: "Open mat",
      participants: [],
    };
    const message = {
      senderId: "dee",
      sender: member("dee", "Dee"),
      receiverId: "ben",
      receiver: member("ben", "Ben"),
    };
    const given = structuredClone([event, message]);
    expect(screenReply(event, TrainingEventView, ana)).toEqual({
      found: true,
      reply: { ...event, creator: { displayName: "A member", username: "" } },
    });
    expect(screenReply(message, DirectMessageView, ana)).toEqual({
      found: true,
      reply: { ...message, receiver: { id: "ben", displayName: "A member", username: "" } },
    });
    expect([event, message]).toEqual(given);
  });

  it("leaves a hidden member off an event's roster, and the count of places as it was", () => {
    const event = {
      createdBy: "dee",
      creator: { displayName: "Dee", username: "dee" },
      currentParticipants: 3,
      participants: [{ userId: "dee" }, { userId: "ben" }, { userId: "cy" }],
    };
    expect(screenReply(event, TrainingEventView, ana)).toEqual({
      found: true,
      reply: { ...event, participants: [{ userId: "dee" }] },
    });
  });

  it("answers a hidden member's profile, or a thing they wrote, as not found", () => {
    expect(screenReply({ ...member("ben", "Ben"), martialArts: ["Judo"] }, UserView, ana)).toEqual({ found: false });
    expect(screenReply({ id: "p2", authorId: "cy", content: "hi" }, PostView, ana)).toEqual({ found: false });
    expect(screenReply(member("dee", "Dee"), UserView, ana)).toEqual({ found: true, reply: member("dee", "Dee") });
  });

  it("finds members by their types under any name, and never by a name alone", () => {
    const Sparring = z.object({
      partner: AuthorId,
      face: shownMember(z.object({ displayName: z.string() })),
      authorId: z.string(),
      owner: z.object({ displayName: z.string() }),
    });
    const rounds = [
      { partner: "ben", face: { displayName: "Ben" }, authorId: "dee", owner: { displayName: "Dee" } },
      { partner: "dee", face: { displayName: "Dee" }, authorId: "ben", owner: { displayName: "Ben" } },
    ];
    expect(screenReply(rounds, z.array(Sparring), ana)).toEqual({ found: true, reply: [rounds[1]] });
    const Organised = z.object({ host: MemberId, face: shownMember(z.object({ displayName: z.string() })).nullable() });
    expect(screenReply({ host: "cy", face: { displayName: "Cy" } }, Organised, ana)).toEqual({
      found: true,
      reply: { host: "cy", face: { displayName: "A member" } },
    });
  });

  it("never hides the reader from themselves", () => {
    const self: Sight = { viewerId: "ana", blocked: new Set(["ana"]), blockedBy: new Set() };
    expect(screenReply(member("ana", "Ana"), UserView, self)).toEqual({ found: true, reply: member("ana", "Ana") });
  });
});

describe("the members a call names", () => {
  it("reads the product's member fields of the path and the body, and a member page's id", () => {
    expect(
      membersNamed({
        routePath: "/api/users/:id/posts",
        params: { id: "ben" },
        body: undefined,
      }),
    ).toEqual(["ben"]);
    expect(
      membersNamed({
        routePath: "/api/messages",
        params: {},
        body: { senderId: "ana", receiverId: "ben", content: "hi" },
      }),
    ).toEqual(["ben"]);
    expect(membersNamed({ routePath: "/api/dojos/:id/join", params: { id: "d1" }, body: { userId: "ana" } })).toEqual([
      "ana",
    ]);
    expect(membersNamed({ routePath: "/api/posts/:id", params: { id: "p1" }, body: null })).toEqual([]);
  });
});
