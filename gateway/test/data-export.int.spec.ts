import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataExportSubject, IDENTITY_STREAM } from "@kumite/contracts/identity/events";
import type { DataExportView } from "@kumite/contracts/identity/views";
import type { NotificationView } from "@kumite/contracts/messaging/views";
import { MEMBER_DATA_SERVICES, type ServiceName } from "@kumite/contracts/services";
import { EventStore } from "@kumite/kit/event-store";
import { ExportStore } from "@kumite/kit/member-data";
import { startTestService, type TestService } from "@kumite/kit/testing/harness";
import { identityService } from "../../services/identity/src/service.ts";
import { startStack, type Stack } from "./stack.ts";

// "Download my data" end to end: a member asks, every service with a part puts it in the export
// store, identity's job says the export is ready (once), the bell tells them, and the gateway hands
// over one zip. The archive is read back with the system's unzip, as a member's computer would.

// This file's identity alone runs the export job, so a test may hold an export back.
process.env.IDENTITY_EXPORT_LEASE = `identity-data-exports-${process.pid}-${Date.now()}`;
process.env.IDENTITY_EXPORT_INTERVAL_MS = "200";

const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");
let stack: Stack;
let work: string;
beforeAll(async () => {
  stack = await startStack();
  work = mkdtempSync(join(tmpdir(), "kumite-export-"));
});
afterAll(async () => {
  await stack?.close();
  rmSync(work, { recursive: true, force: true });
});

type Member = Awaited<ReturnType<Stack["signUp"]>>;

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const exportsOf = async (member: Member) =>
  (await stack.call("/api/account/exports", member.cookie)).json() as DataExportView[];
const readyExport = (member: Member, exportId: string) =>
  until("the export is ready", async () =>
    (await exportsOf(member)).find((known) => known.id === exportId && known.status === "ready"),
  );
const ask = (member: Member) => stack.call("/api/account/exports", member.cookie, { method: "POST" });

/** How many DataExportReady the log holds for the member's export. */
async function readyEvents(memberId: string, exportId: string): Promise<number> {
  const events = await new EventStore(stack.services.messaging.deps.nats).load(
    IDENTITY_STREAM.name,
    dataExportSubject(memberId),
  );
  return events.filter(
    (event) => event.type === "DataExportReady" && (event.data as { exportId: string }).exportId === exportId,
  ).length;
}

function unzip(body: Buffer, name: string): { list: string[]; read: (entry: string) => string } {
  const path = join(work, name);
  writeFileSync(path, body);
  const list = execFileSync("unzip", ["-Z1", path], { encoding: "utf8" }).trim().split("\n");
  return { list, read: (entry) => execFileSync("unzip", ["-p", path, entry], { encoding: "utf8" }) };
}

describe("a member's data export", () => {
  it("is prepared from every service's part, told in the bell, and downloaded as one zip", async () => {
    const member = await stack.signUp();
    const post = await stack.call("/api/posts", member.cookie, {
      method: "POST",
      payload: { title: "Export me", content: "Osu", category: "Judo", authorId: member.user.id },
    });
    expect(post.statusCode).toBe(201);
    const ticket = (await stack.call("/api/objects/upload", member.cookie, { method: "POST" })).json() as {
      uploadURL: string;
    };
    const put = await stack.gateway.inject({
      method: "PUT",
      url: ticket.uploadURL,
      headers: { cookie: member.cookie, "content-type": "image/png" },
      payload: PNG,
    });
    expect(put.statusCode).toBeLessThan(300);
    const uploadId = ticket.uploadURL.split("/").pop()!;

    const asked = await ask(member);
    expect(asked.statusCode).toBe(202);
    const requested = asked.json() as DataExportView;
    expect(requested).toMatchObject({ status: "preparing", readyAt: null, expiresAt: null });
    expect(await exportsOf(member)).toEqual([requested]);

    const ready = await readyExport(member, requested.id);
    expect(Date.parse(ready.expiresAt!) - Date.parse(requested.requestedAt)).toBe(7 * 24 * 60 * 60 * 1000);
    const bell = await until("the bell tells of it", async () => {
      const notifications = (
        await stack.call(`/api/notifications/${member.user.id}`, member.cookie)
      ).json() as NotificationView[];
      return notifications.find((notification) => notification.type === "data_export_ready");
    });
    expect(bell).toMatchObject({ title: "Your data is ready to download", message: null, subjectId: requested.id });

    const archive = await stack.call(`/api/account/exports/${requested.id}/archive`, member.cookie);
    expect(archive.statusCode).toBe(200);
    expect(archive.headers["content-type"]).toBe("application/zip");
    expect(archive.headers["content-disposition"]).toBe(
      `attachment; filename="kumite-data-${ready.readyAt!.slice(0, 10)}.zip"`,
    );
    const zip = unzip(archive.rawPayload, "first.zip");
    expect(zip.list).toEqual(expect.arrayContaining([...MEMBER_DATA_SERVICES.map((service) => `${service}.json`)]));
    const identityPart = JSON.parse(zip.read("identity.json")) as { profile: { id: string; email: string } };
    expect(identityPart.profile).toMatchObject({ id: member.user.id, email: member.registration.email });
    expect(zip.read("social.json")).toContain("Export me");
    const file = zip.list.find((entry) => entry.startsWith("files/") && entry.includes(uploadId));
    expect(file).toBeDefined();
    expect(Buffer.from(execFileSync("unzip", ["-p", join(work, "first.zip"), file!])).equals(PNG)).toBe(true);
    expect(await readyEvents(member.user.id, requested.id)).toBe(1);
  });

  it("is asked for once every 10 minutes, even by requests at the same time", async () => {
    const member = await stack.signUp();
    const replies = await Promise.all(Array.from({ length: 6 }, () => ask(member)));
    const statuses = replies.map((reply) => reply.statusCode).sort();
    expect(statuses).toEqual([202, 429, 429, 429, 429, 429]);
    const refused = replies.find((reply) => reply.statusCode === 429)!;
    expect(refused.json()).toEqual({
      message: "You can ask for your data once every 10 minutes",
      code: "export.too-soon",
    });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(590);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(600);
    expect(await exportsOf(member)).toHaveLength(1);

    const later = await ask(member);
    expect(later.statusCode).toBe(429);
    expect(await exportsOf(member)).toHaveLength(1);
  });

  it("is nobody else's to download, and not before it is ready", async () => {
    const identity = stack.services.identity.deps as unknown as { exportParts: readonly ServiceName[] };
    const parts = identity.exportParts;
    // A part that never comes holds the export back.
    identity.exportParts = [...parts, "nobody" as ServiceName];
    try {
      const [member, other] = [await stack.signUp(), await stack.signUp()];
      const requested = (await ask(member)).json() as DataExportView;
      const early = await stack.call(`/api/account/exports/${requested.id}/archive`, member.cookie);
      expect(early.statusCode).toBe(409);
      expect(early.json()).toEqual({ message: "Your data is still being prepared", code: "export.preparing" });
      const theirs = await stack.call(`/api/account/exports/${requested.id}/archive`, other.cookie);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toMatchObject({ code: "export.not-found" });
      expect((await stack.call(`/api/account/exports/${requested.id}`, other.cookie)).statusCode).toBe(404);
      expect(await exportsOf(other)).toEqual([]);
      const signedOut = await stack.gateway.inject({
        method: "GET",
        url: `/api/account/exports/${requested.id}/archive`,
      });
      expect(signedOut.statusCode).toBe(401);

      identity.exportParts = parts;
      await readyExport(member, requested.id);
      expect((await stack.call(`/api/account/exports/${requested.id}/archive`, other.cookie)).statusCode).toBe(404);
      expect((await stack.call(`/api/account/exports/${requested.id}/archive`, member.cookie)).statusCode).toBe(200);
    } finally {
      identity.exportParts = parts;
    }
  });

  it("goes with the member's account: deleting it removes the export's parts from the store", async () => {
    const member = await stack.signUp();
    const requested = (await ask(member)).json() as DataExportView;
    await readyExport(member, requested.id);
    const store = (await ExportStore.existing(stack.nats))!;
    expect(await store.part(requested.id, "identity")).not.toBeNull();
    const deleted = await stack.call("/api/auth/delete-account", member.cookie, {
      method: "DELETE",
      payload: { password: member.registration.password },
    });
    expect(deleted.statusCode).toBe(200);
    await until("the parts are removed", async () => {
      const left = await Promise.all(MEMBER_DATA_SERVICES.map((service) => store.hasPart(requested.id, service)));
      return left.some(Boolean) ? undefined : true;
    });
    expect(await store.part(requested.id, "social")).toBeNull();
  });

  it("ends ready exactly once when identity stops right after the request and starts again", async () => {
    const member = await stack.signUp();
    const requested = (await ask(member)).json() as DataExportView;
    await stack.services.identity.close();
    const restarted: TestService<typeof identityService> = await startTestService(identityService);
    // The stack closes it with the others.
    (stack.services as Record<string, unknown>).identity = restarted;
    const view = await until("the export is ready after the restart", async () => {
      const found = (
        await restarted.as(member.user.id).get(`/api/account/exports/${requested.id}`)
      ).json() as DataExportView;
      return found.status === "ready" ? found : undefined;
    });
    expect(view.id).toBe(requested.id);
    // Later runs of the job find it ready and say nothing again.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await readyEvents(member.user.id, requested.id)).toBe(1);
  });
});
