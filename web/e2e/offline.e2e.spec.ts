import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { expect, inject, it } from "vitest";
import type { DirectMessageView } from "@kumite/contracts/messaging/views";
import { accessibilityViolations, getAs, pageWithSession, postAs, useBuiltApp, type Viewport } from "./browser.ts";
import { signUpThrough, type SignedUp } from "../../infra/test/sign-up.ts";
import { startGateway } from "../../infra/test/built-app.ts";

// Kumite in the gym bag: installable (a manifest, a service worker controlling the page), readable
// offline from what was saved, writes made offline sent once when the network is back (a reload in
// between included), a cancelled write never sent, nothing left readable after logout, and a new
// build announced with Reload.

const e2e = useBuiltApp();
const PHONE: Viewport = { width: 390, height: 844 };

/** A page of `member`'s, on a phone, controlled by the service worker (installed on the first visit). */
async function installedPage(member: SignedUp, appUrl = e2e.app.url): Promise<Page> {
  const page = await pageWithSession(e2e.browser, appUrl, member.sessionId, PHONE);
  await page.goto("/");
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return page;
}

/** The direct messages between `reader` and `other`, as the server keeps them. */
const messagesBetween = (reader: SignedUp, other: SignedUp) =>
  getAs<DirectMessageView[]>(e2e.app.url, reader, `/api/messages?with=${other.id}`).then((messages) =>
    messages.map((message) => message.content),
  );

/** Goes offline or back online the way a phone does: the browser's network and its events. */
const setOnline = (page: Page, online: boolean) => page.context().setOffline(!online);

it("installs, opens offline on the saved feed and conversations, and sends a message written offline once", async () => {
  const tag = Date.now().toString(36);
  const ana = await signUpThrough(e2e.app.url, { displayName: `Ana ${tag}` });
  const ben = await signUpThrough(e2e.app.url, { displayName: `Ben ${tag}` });
  const title = `Open mat at the harbour ${tag}`;
  await postAs(e2e.app.url, ana, "/api/posts", {
    title,
    content: "Mats out at 10.",
    category: "Judo",
    authorId: ana.id,
  });
  await postAs(e2e.app.url, ben, "/api/messages", { senderId: ben.id, receiverId: ana.id, content: `Osu ${tag}` });

  const page = await installedPage(ana);

  // Install criteria: the manifest Chromium asks for, and the page under the service worker.
  const manifest = await page.evaluate(async () => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    return link ? ((await (await fetch(link.href)).json()) as Record<string, unknown>) : null;
  });
  expect(manifest).toMatchObject({ name: "Kumite", short_name: "Kumite", display: "standalone", start_url: "/" });
  const sizes = (manifest?.icons as Array<{ sizes: string; purpose?: string }>).map((icon) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  expect(await page.locator('link[rel="apple-touch-icon"]').count()).toBe(1);

  // Online, the member reads the feed and the conversation: both are saved as they arrive.
  await page.getByRole("article", { name: title }).waitFor();
  await page.waitForTimeout(1500); // the saved cache is written at most once a second
  await page.goto(`/messages?user=${ben.id}`);
  await page.getByRole("log").getByText(`Osu ${tag}`).waitFor();
  await page.waitForTimeout(1500);

  // Offline, the app reloads from the service worker and shows what was saved, and says so.
  await setOnline(page, false);
  await page.goto("/");
  await page.getByText("You are offline: showing what was saved").waitFor();
  await page.getByRole("article", { name: title }).waitFor();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.goto(`/messages?user=${ben.id}`);
  await page.getByRole("log").getByText(`Osu ${tag}`).waitFor();

  // A message written offline waits, and still waits after the tab is reloaded.
  const box = page.getByPlaceholder("Type your message...");
  await box.fill(`From the changing room ${tag}`);
  await page.getByRole("button", { name: "Send message" }).click();
  const log = page.getByRole("log");
  await log.getByText(`From the changing room ${tag}`).waitFor();
  await log.getByText("Waiting to send").waitFor();
  await page.reload();
  await page.getByRole("log").getByText("Waiting to send").waitFor();
  await page.getByText("1 waiting to send").waitFor();
  expect(await accessibilityViolations(page)).toEqual([]);
  expect(await messagesBetween(ben, ana)).toEqual([`Osu ${tag}`]);

  // Back online, it goes out: Ben has it once.
  await setOnline(page, true);
  await expect.poll(() => messagesBetween(ben, ana), { timeout: 20_000 }).toContain(`From the changing room ${tag}`);
  await page.getByRole("log").getByText("Waiting to send").waitFor({ state: "detached" });
  await page.waitForTimeout(1000); // a second flush (the timer, a second tab) must not send it again
  expect(await messagesBetween(ben, ana)).toEqual([`Osu ${tag}`, `From the changing room ${tag}`]);

  // A message cancelled while it waited is never sent; the one after it is.
  await setOnline(page, false);
  await box.fill(`Never send this ${tag}`);
  await page.getByRole("button", { name: "Send message" }).click();
  await page.getByRole("button", { name: `Cancel sending: Never send this ${tag}` }).click();
  await page.getByRole("log").getByText(`Never send this ${tag}`).waitFor({ state: "detached" });
  await setOnline(page, true);
  await box.fill(`After the cancel ${tag}`);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect.poll(() => messagesBetween(ben, ana), { timeout: 20_000 }).toContain(`After the cancel ${tag}`);
  expect(await messagesBetween(ben, ana)).toEqual([
    `Osu ${tag}`,
    `From the changing room ${tag}`,
    `After the cancel ${tag}`,
  ]);

  // After logout, nothing of Ana's is readable offline: the sign-in form, and no saved cache.
  await page.goto("/");
  await page.getByRole("article", { name: title }).waitFor();
  await page.waitForTimeout(1500);
  expect(await savedCacheCount(page)).toBe(1);
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("button", { name: "Logout" }).click();
  await page.getByRole("button", { name: "Sign In" }).first().waitFor();
  await setOnline(page, false);
  await page.reload();
  await page.getByRole("button", { name: "Sign In" }).first().waitFor();
  expect(await page.getByText(title).count()).toBe(0);
  expect(await savedCacheCount(page)).toBe(0);
  await page.context().close();
});

/** How many members' caches this browser holds for offline reading. */
function savedCacheCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open("kumite-saved-cache");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const database = open.result;
          if (!database.objectStoreNames.contains("members")) return resolve(0);
          const count = database.transaction("members").objectStore("members").count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
      }),
  );
}

it("says 'A new version of Kumite is ready' when a new build is served, and Reload takes it", async () => {
  // A deployment of its own: a gateway in front of the shared services, serving a copy of the build,
  // so the new build reaches no other test's pages.
  const webDist = mkdtempSync(join(tmpdir(), "kumite-new-build-"));
  cpSync(fileURLToPath(new URL("../dist", import.meta.url)), webDist, { recursive: true });
  const gateway = await startGateway(
    { natsUrl: inject("natsUrl"), redisUrl: inject("redisUrl") },
    inject("appServiceUrls"),
    webDist,
  );
  try {
    const member = await signUpThrough(gateway.url);
    const page = await installedPage(member, gateway.url);
    // A new deployment: the service worker's bytes change (as its precache list does on every build).
    const serviceWorker = join(webDist, "sw.js");
    writeFileSync(serviceWorker, `${readFileSync(serviceWorker, "utf8")}\n// a new build ${Date.now()}\n`);
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
    await page.getByText("A new version of Kumite is ready").waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Reload", exact: true }).click();
    await page.waitForEvent("load");
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.getByText("A new version of Kumite is ready").waitFor({ state: "detached" });
    await page.context().close();
  } finally {
    await gateway.stop();
    rmSync(webDist, { recursive: true, force: true });
  }
});
