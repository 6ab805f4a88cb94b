import { existsSync } from "node:fs";
import { expect, it } from "vitest";
import { socialWithDiskUploads } from "./disk-uploads.ts";

// A deleted account's uploaded files leave storage; another member's stay and are still served.

const disk = socialWithDiskUploads();
const { upload } = disk;

it("deletes the files a deleted member uploaded, and only theirs", async () => {
  const leaving = await disk.social.member();
  const staying = await disk.social.member();
  const theirs = [await upload(leaving), await upload(leaving)];
  const kept = await upload(staying);
  for (const { file } of [...theirs, kept]) expect(existsSync(file)).toBe(true);

  await disk.social.userEvent({ type: "UserDeleted", data: { userId: leaving.id } });
  await expect.poll(() => theirs.filter(({ file }) => existsSync(file)).length, { timeout: 10_000 }).toBe(0);
  expect((await staying.get(theirs[0]!.objectURL)).statusCode).toBe(404);
  expect(existsSync(kept.file)).toBe(true);
  expect((await staying.get(kept.objectURL)).statusCode).toBe(200);
});
