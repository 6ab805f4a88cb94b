import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestService, type TestMember, type TestService } from "@kumite/kit/testing/harness";
import { socialService } from "../src/service.ts";
import { pngBytes } from "./files.ts";

// A deleted account's uploaded files leave storage; another member's stay and are still served.

const uploadDir = mkdtempSync(join(tmpdir(), "kumite-uploads-"));
let social: TestService<typeof socialService>;
beforeAll(async () => {
  social = await startTestService(socialService, { env: { STORAGE: "disk", UPLOAD_DIR: uploadDir } });
});
afterAll(async () => {
  await social.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

async function upload(member: TestMember): Promise<{ objectURL: string; file: string }> {
  const ticket = (await member.post("/api/objects/upload")).json() as { uploadURL: string; objectURL: string };
  const reply = await member.put(ticket.uploadURL, pngBytes(), { headers: { "content-type": "image/png" } });
  expect(reply.statusCode).toBe(201);
  return { objectURL: ticket.objectURL, file: join(uploadDir, ticket.objectURL.split("/").pop()!) };
}

it("deletes the files a deleted member uploaded, and only theirs", async () => {
  const leaving = await social.member();
  const staying = await social.member();
  const theirs = [await upload(leaving), await upload(leaving)];
  const kept = await upload(staying);
  for (const { file } of [...theirs, kept]) expect(existsSync(file)).toBe(true);

  await social.userEvent({ type: "UserDeleted", data: { userId: leaving.id } });
  await expect.poll(() => theirs.filter(({ file }) => existsSync(file)).length, { timeout: 10_000 }).toBe(0);
  expect((await staying.get(theirs[0]!.objectURL)).statusCode).toBe(404);
  expect(existsSync(kept.file)).toBe(true);
  expect((await staying.get(kept.objectURL)).statusCode).toBe(200);
});
