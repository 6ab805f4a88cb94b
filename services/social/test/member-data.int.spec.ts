import { describe, expect, it } from "vitest";
import type { TestMember } from "@kumite/kit/testing/harness";
import { socialService } from "../src/service.ts";
import { socialWithDiskUploads } from "./disk-uploads.ts";
import { ONE_PIXEL_PNG } from "./files.ts";

const disk = socialWithDiskUploads();

const collect = (memberId: string) => socialService.memberData!.collect(disk.social.deps, memberId);

const uploadPicture = async (member: TestMember) => (await disk.upload(member)).objectURL;

async function write(author: TestMember, body: Record<string, unknown>) {
  const reply = await author.post("/api/posts", { authorId: author.id, category: "Judo", ...body });
  expect(reply.statusCode).toBe(201);
  return reply.json() as { id: string };
}

describe("social's part of a member's export", () => {
  it("holds their posts, comments, connections, requests, passes and uploaded files, and nobody else's", async () => {
    const ana = await disk.social.member({ displayName: "Ana Export" });
    const ben = await disk.social.member({ displayName: "Ben Export" });
    const cruz = await disk.social.member({ displayName: "Cruz Export" });
    const dara = await disk.social.member({ displayName: "Dara Export" });

    const picture = await uploadPicture(ana);
    const own = await write(ana, { title: "Grip fighting", content: "Ana's post about grips", attachments: [picture] });
    const bens = await write(ben, { title: "Ben's open mat", content: "Ben's own words" });
    expect(
      (await ana.post("/api/comments", { postId: bens.id, authorId: ana.id, content: "Ana's comment" })).statusCode,
    ).toBe(201);
    expect(
      (await ben.post("/api/comments", { postId: own.id, authorId: ben.id, content: "Ben's comment" })).statusCode,
    ).toBe(201);

    const connect = (from: TestMember, to: TestMember) =>
      from.post("/api/connections", { userId: from.id, connectedUserId: to.id, status: "pending" });
    const accepted = (await connect(ana, ben)).json() as { id: string };
    expect((await ben.patch(`/api/connections/${accepted.id}`, { status: "accepted" })).statusCode).toBe(200);
    expect((await connect(ana, cruz)).statusCode).toBe(201);
    expect((await connect(dara, ana)).statusCode).toBe(201);
    expect((await ana.post(`/api/users/matching/${ana.id}/passes`, { passedUserId: dara.id })).statusCode).toBe(201);
    expect((await ben.post(`/api/users/matching/${ben.id}/passes`, { passedUserId: ana.id })).statusCode).toBe(201);

    const { data, files } = await collect(ana.id);
    expect(data.posts).toEqual([
      {
        id: own.id,
        title: "Grip fighting",
        content: "Ana's post about grips",
        category: "Judo",
        attachments: [picture],
        createdAt: expect.any(String),
      },
    ]);
    expect(data.comments).toEqual([
      {
        id: expect.any(String),
        post: { id: bens.id, title: "Ben's open mat" },
        content: "Ana's comment",
        createdAt: expect.any(String),
      },
    ]);
    expect(data.connections).toMatchObject([{ member: { id: ben.id, displayName: "Ben Export" }, matched: false }]);
    expect(data.connectionRequestsSent).toMatchObject([{ member: { id: cruz.id, displayName: "Cruz Export" } }]);
    expect(data.connectionRequestsReceived).toMatchObject([{ member: { id: dara.id, displayName: "Dara Export" } }]);
    expect(data.passes).toEqual([
      { member: { id: dara.id, displayName: "Dara Export" }, passedAt: expect.any(String) },
    ]);
    const uploadId = picture.split("/").pop();
    expect(data.attachments).toEqual([
      { url: picture, file: `attachments/${uploadId}.png`, contentType: "image/png", size: ONE_PIXEL_PNG.length },
    ]);
    expect(files?.map((file) => file.name)).toEqual([`attachments/${uploadId}.png`]);
    expect(Buffer.from(await files![0]!.bytes()).equals(ONE_PIXEL_PNG)).toBe(true);

    // Someone else's words, and who passed on Ana, are theirs.
    const text = JSON.stringify(data);
    expect(text).not.toContain("Ben's own words");
    expect(text).not.toContain("Ben's comment");
    expect(JSON.parse(text)).toEqual(data);
  });
});
