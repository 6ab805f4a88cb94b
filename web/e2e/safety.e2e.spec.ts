import { SESSION_COOKIE } from "@kumite/contracts/http";
import type { Locator, Page } from "playwright-core";
import { expect, inject, it } from "vitest";
import { caseSubject, MODERATION_STREAM } from "@kumite/contracts/moderation/events";
import { EventStore } from "@kumite/kit/event-store";
import { newId } from "@kumite/kit/ids";
import { connectNats } from "@kumite/kit/nats";
import { signUpThrough } from "../../infra/test/sign-up.ts";
import { accessibilityViolations, newPage, pageWithSession, signedInPage, toast, useBuiltApp } from "./browser.ts";

// Safety in two browsers: B messages A; A reports B and then blocks B from Messages, by keyboard;
// B's posts leave A's feed and B can no longer message A; A unblocks B from Options → Blocked
// Users. A member deletes their account from Options → Account. A suspended member is told why at
// sign-in and sends their one appeal. The report / block dialog, the Blocked Users and Account
// tabs, the delete confirm and the suspended sign-in are audited at a desktop and a phone width.

const e2e = useBuiltApp();

type Member = { page: Page; id: string };
const PHONE = { width: 390, height: 844 };
const PASSWORD = "a long enough password"; // signUpThrough's

const memberIn = (displayName: string) =>
  signedInPage(e2e.browser, e2e.app.url, { displayName, martialArts: ["Judo"], location: "Porto" });

/** A call as the member's browser makes it, retried while a service has not yet met the member (404). */
async function call(member: Member, path: string, data: object): Promise<unknown> {
  let body: unknown;
  await expect
    .poll(
      async () => {
        const reply = await member.page.request.post(path, { data });
        body = reply.ok() ? await reply.json() : undefined;
        return reply.status();
      },
      { interval: 250, timeout: 10_000 },
    )
    .toBeLessThan(300);
  return body;
}

/** Presses Tab until `target` holds the focus; fails if it is not in the tab order. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    const focused = await target.evaluate((element) => element === document.activeElement).catch(() => false);
    if (focused) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`${target} is not reachable with Tab`);
}

/** The session cookie a page signed in with, to open the same member at another width. */
async function sessionOf(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === SESSION_COOKIE)!.value;
}

/** Report → Block with the arrow keys (the mode's radio buttons hide their inputs under their labels). */
async function toBlockMode(page: Page, dialog: Locator): Promise<void> {
  await dialog.getByRole("radio", { name: "Report" }).focus();
  await page.keyboard.press("ArrowRight");
  await dialog.getByRole("button", { name: "Block User" }).waitFor();
}

const feedPost = (page: Page, title: string) => page.getByRole("main").getByRole("article", { name: title });

it("B messages A; A reports and blocks B from Messages; B's posts leave A's feed and B cannot message A; A unblocks B from Options", async () => {
  const tag = Date.now().toString(36);
  const [ana, ben] = await Promise.all([memberIn(`Ana ${tag}`), memberIn(`Ben ${tag}`)]);
  const benName = `Ben ${tag}`;
  const postTitle = `Ben's open mat ${tag}`;

  await call(ben, "/api/posts", {
    authorId: ben.id,
    title: postTitle,
    content: "Saturday, all welcome",
    category: "Judo",
  });
  await call(ben, "/api/messages", { senderId: ben.id, receiverId: ana.id, content: `Hi Ana ${tag}` });

  // Ana sees Ben's post on her feed, and his message on Messages.
  await ana.page.goto("/");
  await feedPost(ana.page, postTitle).waitFor();
  await ana.page.goto("/messages");
  await ana.page.getByRole("link", { name: new RegExp(benName) }).click();
  await ana.page.getByRole("log").getByText(`Hi Ana ${tag}`).waitFor();

  // She reports him, reaching the dialog by keyboard.
  const trigger = ana.page.getByRole("button", { name: `Report or block ${benName}` });
  await tabTo(ana.page, trigger);
  await ana.page.keyboard.press("Enter");
  const dialog = ana.page.getByRole("dialog", { name: `Report or block ${benName}` });
  await dialog.getByRole("radio", { name: "Harassment" }).waitFor();
  expect(await accessibilityViolations(ana.page, ".ant-modal")).toEqual([]);
  await dialog.getByRole("button", { name: "Submit Report" }).click();
  await toast(ana.page, "Please select a reason").waitFor();
  await dialog.getByRole("radio", { name: "Harassment" }).check();
  await dialog.getByLabel("Details (optional)").fill("Insults after I declined to spar");
  await dialog.getByRole("button", { name: "Submit Report" }).click();
  await toast(ana.page, "Report submitted").waitFor();
  await dialog.waitFor({ state: "hidden" });

  // Then blocks him: the dialog reopens in report mode, she switches to block mode.
  await trigger.click();
  await dialog.getByRole("button", { name: "Submit Report" }).waitFor();
  expect(await dialog.getByRole("radio", { name: "Report" }).isChecked()).toBe(true);
  expect(await dialog.getByRole("radio", { name: "Harassment" }).isChecked()).toBe(false);
  await toBlockMode(ana.page, dialog);
  await dialog.getByText(`Until you unblock ${benName}:`).waitFor();
  expect(await accessibilityViolations(ana.page, ".ant-modal")).toEqual([]);
  await dialog.getByRole("button", { name: "Block User" }).click();
  await toast(ana.page, "User blocked").waitFor();

  // The conversation leaves her list, and his post her feed.
  await ana.page.getByText("Welcome to Messages").waitFor();
  await ana.page.getByRole("link", { name: new RegExp(benName) }).waitFor({ state: "detached" });
  await ana.page.goto("/");
  await ana.page
    .getByRole("main")
    .getByRole("article")
    .or(ana.page.getByRole("button", { name: "Create Your First Post" }))
    .first()
    .waitFor();
  expect(await feedPost(ana.page, postTitle).count()).toBe(0);

  // Ben can no longer message her.
  const refused = await ben.page.request.post("/api/messages", {
    data: { senderId: ben.id, receiverId: ana.id, content: "Still there?" },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { code: string }).code).toBe("block.blocked");

  // Options → Blocked Users lists him by name; she unblocks him and his post comes back.
  await ana.page.goto("/options");
  await ana.page.getByRole("tab", { name: "Blocked Users" }).click();
  const blockedList = ana.page.getByRole("region", { name: "Blocked Users" });
  await blockedList.getByText(benName).waitFor();
  expect(await accessibilityViolations(ana.page, "main")).toEqual([]);
  await blockedList.getByRole("button", { name: `Unblock ${benName}` }).click();
  await toast(ana.page, "User unblocked").waitFor();
  await ana.page.getByText("You have not blocked anyone").waitFor();
  await ana.page.goto("/");
  await feedPost(ana.page, postTitle).waitFor();

  // At a phone's width: the dialog from Ben's profile, and the Blocked Users tab.
  const phone = await pageWithSession(e2e.browser, e2e.app.url, await sessionOf(ana.page), PHONE);
  await phone.goto(`/profile/${ben.id}`);
  // The profile's own button comes first; his post on it has one too.
  await phone
    .getByRole("button", { name: `Report or block ${benName}` })
    .first()
    .click();
  const phoneDialog = phone.getByRole("dialog", { name: `Report or block ${benName}` });
  await phoneDialog.getByRole("radio", { name: "Harassment" }).waitFor();
  expect(await accessibilityViolations(phone, ".ant-modal")).toEqual([]);
  await toBlockMode(phone, phoneDialog);
  await phoneDialog.getByRole("button", { name: "Block User" }).waitFor();
  expect(await accessibilityViolations(phone, ".ant-modal")).toEqual([]);
  await phone.keyboard.press("Escape");
  await phoneDialog.waitFor({ state: "hidden" });
  await phone.goto("/options");
  await phone.getByRole("tab", { name: "Blocked Users" }).click();
  await phone.getByText("You have not blocked anyone").waitFor();
  expect(await accessibilityViolations(phone, "main")).toEqual([]);
  await phone.context().close();
});

it("a member deletes their account from Options → Account, confirming with the password", async () => {
  const tag = Date.now().toString(36);
  const cleo = await memberIn(`Cleo ${tag}`);

  // The Account tab and the confirm at a phone's width first (nothing is deleted there).
  const phone = await pageWithSession(e2e.browser, e2e.app.url, await sessionOf(cleo.page), PHONE);
  await phone.goto("/options");
  await phone.getByRole("tab", { name: "Account" }).click();
  await phone.getByRole("button", { name: "Delete Account" }).click();
  const phoneConfirm = phone.getByRole("dialog", { name: "Delete your account?" });
  await phoneConfirm.getByLabel("Password").waitFor();
  expect(await accessibilityViolations(phone, ".ant-modal")).toEqual([]);
  await phone.keyboard.press("Escape");
  // The page as a member sees it once the confirm has gone, not under its fading mask.
  await phoneConfirm.waitFor({ state: "hidden" });
  expect(await accessibilityViolations(phone, "main")).toEqual([]);
  await phone.context().close();

  // By keyboard at a desktop's width: the tab, the button, the password, Enter.
  const page = cleo.page;
  await page.goto("/options");
  await page.getByRole("tab", { name: "Account" }).click();
  const section = page.getByRole("region", { name: "Delete Account" });
  await section.getByText("This cannot be undone.").waitFor();
  expect(await accessibilityViolations(page, "main")).toEqual([]);
  const button = section.getByRole("button", { name: "Delete Account" });
  await tabTo(page, button);
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("dialog", { name: "Delete your account?" });
  await confirm.getByLabel("Password").waitFor();
  await confirm.getByRole("button", { name: "Delete Account" }).click();
  await toast(page, "Password required").waitFor();
  await confirm.getByLabel("Password").fill("not my password");
  await confirm.getByLabel("Password").press("Enter");
  await toast(page, "The password is incorrect").waitFor();
  const oldSession = await sessionOf(page);
  await confirm.getByLabel("Password").fill(PASSWORD);
  await confirm.getByLabel("Password").press("Enter");
  await toast(page, "Account deleted").waitFor();

  // Signed out, and the account is gone: its session no longer works.
  await page.getByRole("button", { name: "Sign In", exact: true }).waitFor();
  const session = await fetch(`${e2e.app.url}/api/auth/session`, {
    headers: { cookie: `${SESSION_COOKIE}=${oldSession}` },
  });
  expect(session.status).toBe(401);
});

/** Suspends the member as reports would, by moderation's event on the app's NATS. */
async function suspend(memberId: string): Promise<void> {
  const nats = await connectNats(inject("natsUrl"), "e2e-moderation");
  try {
    const events = new EventStore(nats);
    await events.ensureStream(MODERATION_STREAM);
    const suspended = {
      memberId,
      suspensionId: `${memberId}-${newId()}`,
      suspendedAt: new Date().toISOString(),
      reporterIds: [],
    };
    await events.publish(caseSubject(memberId), {
      id: newId(),
      aggregateId: memberId,
      occurredAt: suspended.suspendedAt,
      actorId: null,
      type: "MemberSuspended",
      data: suspended,
    });
  } finally {
    await nats.connection.drain();
  }
}

it("tells a suspended member why at sign-in and takes their one appeal", async () => {
  const email = `suspended-${Date.now().toString(36)}@kumite.test`;
  const member = await signUpThrough(e2e.app.url, { email, displayName: "Tom Suspended" });
  await suspend(member.id);
  // Identity learns of the suspension from moderation's stream within a moment.
  await expect
    .poll(
      async () =>
        (
          await fetch(`${e2e.app.url}/api/auth/login`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ email, password: PASSWORD }),
          })
        ).status,
      { interval: 250, timeout: 10_000 },
    )
    .toBe(403);

  for (const viewport of [undefined, PHONE]) {
    const page = await newPage(e2e.browser, e2e.app.url, viewport);
    await page.goto("/");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    const notice = page.getByRole("alert").filter({ hasText: "Account suspended" });
    await notice.getByText(/suspended pending review/).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    if (viewport) break;
    await page.getByLabel("Your appeal").fill("I was defending myself at the open mat.");
    await page.getByRole("button", { name: "Send appeal" }).click();
    await page.getByText("Your appeal has been sent. We will review it.").waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  }
});
