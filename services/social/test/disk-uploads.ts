import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect } from "vitest";
import { startTestService, type TestMember, type TestService } from "@kumite/kit/testing/harness";
import { socialService } from "../src/service.ts";
import { ONE_PIXEL_PNG } from "./files.ts";

// Social with its uploads on disk, in a folder of the test file's own that goes when it ends: the
// tests that look at the stored bytes themselves.

export type SocialOnDisk = {
  social: TestService<typeof socialService>;
  uploadDir: string;
  /** A picture the member uploads: its object URL, and the file it is stored in. */
  upload: (member: TestMember) => Promise<{ objectURL: string; file: string }>;
};

/** Starts social before the file's tests and stops it after; `social` is set once they run. */
export function socialWithDiskUploads(): SocialOnDisk {
  const uploadDir = mkdtempSync(join(tmpdir(), "kumite-uploads-"));
  const started = {
    uploadDir,
    async upload(member) {
      const ticket = (await member.post("/api/objects/upload")).json() as { uploadURL: string; objectURL: string };
      const stored = await member.put(ticket.uploadURL, ONE_PIXEL_PNG, { headers: { "content-type": "image/png" } });
      expect(stored.statusCode).toBe(201);
      return { objectURL: ticket.objectURL, file: join(uploadDir, ticket.objectURL.split("/").pop()!) };
    },
  } as SocialOnDisk;
  beforeAll(async () => {
    started.social = await startTestService(socialService, {
      env: { STORAGE: "disk", UPLOAD_DIR: started.uploadDir },
    });
  });
  afterAll(async () => {
    await started.social.close();
    rmSync(started.uploadDir, { recursive: true, force: true });
  });
  return started;
}
