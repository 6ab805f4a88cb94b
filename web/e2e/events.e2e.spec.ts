import { SESSION_COOKIE } from "@kumite/contracts/http";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { accessibilityViolations, pageWithSession, signedInPage, toast, useBuiltApp } from "./browser.ts";

// An elder organises an event with 2 places on /events and invites a dojo member, who takes a
// place from the bell; a member takes the other from the dojo's events page, a third waits, one
// leaves, and the third is let in (live, and told in the bell); then the dojo's owner cancels it.
// The screens, the Create Event and Invite dialogs and the cancel confirm are audited at a desktop
// width and at a phone width.

const e2e = useBuiltApp();

type Member = { page: Page; id: string };
const memberIn = (displayName: string) =>
  signedInPage(e2e.browser, e2e.app.url, { displayName, martialArts: ["Judo"], location: "Porto" });

const PHONE = { width: 390, height: 844 };

/** A date picker's day a week ahead, typed as the dialog's field reads it (its own format). */
function aWeekAhead(): string {
  const day = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${day.getFullYear()}-${two(day.getMonth() + 1)}-${two(day.getDate())} 18:30`;
}

/**
 * A call as the member's browser makes it. A member signed up a moment ago may not have reached
 * the dojo service's member directory yet: it answers 404 then, and the call is tried again.
 */
async function call(member: Member, method: "POST" | "PUT", path: string, data: object): Promise<unknown> {
  let body: unknown;
  await expect
    .poll(
      async () => {
        const reply = await member.page.request.fetch(path, { method, data });
        body = reply.ok() ? await reply.json() : undefined;
        return reply.status();
      },
      { interval: 250, timeout: 10_000 },
    )
    .toBeLessThan(300);
  return body;
}

async function openEvents(page: Page, dojoId: string, dojoName: string) {
  await page.goto(`/events?dojoId=${dojoId}`);
  await page.getByRole("heading", { level: 2, name: `${dojoName} Events` }).waitFor();
}

it("an elder organises an event with 2 places: one invited and one more join, a third waits and is let in when one leaves; then it is cancelled", async () => {
  const tag = Date.now().toString(36);
  const named = (name: string) => memberIn(`${name} ${tag}`);
  const [olga, eli, dee, ben, cy] = await Promise.all([
    named("Olga"),
    named("Eli"),
    named("Dee"),
    named("Ben"),
    named("Cy"),
  ]);
  const dojoName = `Tatami ${tag}`;
  const title = `Open mat ${tag}`;

  // Olga's dojo, where Eli is an elder and Dee a member.
  const dojo = (await call(olga, "POST", "/api/dojos", {
    name: dojoName,
    description: "Randori on Fridays",
    location: "Porto",
    martialArts: ["Judo"],
  })) as { id: string };
  for (const member of [eli, dee]) await call(member, "POST", `/api/dojos/${dojo.id}/join`, { userId: member.id });
  await call(olga, "PUT", `/api/users/${eli.id}/dojo-role`, { dojoRole: "elder" });

  // Eli creates the event from his dojo's events page, by keyboard where a picker allows it.
  await openEvents(eli.page, dojo.id, dojoName);
  await eli.page.getByText("No events scheduled").waitFor();
  await eli.page.getByRole("button", { name: "Create Event" }).click();
  const create = eli.page.getByRole("dialog", { name: "Create Training Event" });
  await create.getByLabel("Title").fill(title);
  await create.getByLabel("Description").fill("Bring your gi");
  const when = aWeekAhead();
  await create.getByLabel("Date and time").fill(when);
  await create.getByLabel("Date and time").press("Enter");
  // The picker takes a typed date when it closes; a draft without one is silently not sent.
  await eli.page.locator(".ant-picker-dropdown").waitFor({ state: "hidden" });
  await expect.poll(() => create.getByLabel("Date and time").inputValue()).toBe(when);
  await create.getByLabel("Max participants").fill("2");
  expect(await accessibilityViolations(eli.page, ".ant-modal")).toEqual([]);
  const sent = eli.page.waitForResponse(
    (reply) => reply.url().endsWith("/api/dojo-events") && reply.request().method() === "POST",
    { timeout: 15_000 },
  );
  await create.getByRole("button", { name: "Create Event" }).click();
  expect((await sent).status()).toBe(201);
  await toast(eli.page, "Event created successfully!").waitFor();
  const eliCard = eli.page.getByRole("article", { name: title });
  await eliCard.getByText("Organizer", { exact: true }).waitFor();
  await eliCard.getByText("0 / 2 participants").waitFor();
  expect(await accessibilityViolations(eli.page, "main")).toEqual([]);

  // He invites Dee, who takes a place from her bell.
  await eliCard.getByRole("button", { name: /^Invite/ }).click();
  const invite = eli.page.getByRole("dialog", { name: `Invite to ${title}` });
  await invite.getByRole("button", { name: `Invite Dee ${tag}` }).waitFor();
  expect(await accessibilityViolations(eli.page, ".ant-modal")).toEqual([]);
  await invite.getByRole("button", { name: `Invite Dee ${tag}` }).click();
  await toast(eli.page, "Invitation sent").waitFor();
  await invite.getByRole("button", { name: `Invite Dee ${tag}` }).waitFor({ state: "detached" });
  await eli.page.keyboard.press("Escape");

  await dee.page.goto("/");
  await dee.page.getByRole("button", { name: /^Notifications, \d+ unread/ }).click();
  await dee.page.getByText(`Eli ${tag} invited you to ${title}`, { exact: false }).waitFor();
  await dee.page.getByRole("button", { name: `Join ${title}` }).click();
  await toast(dee.page, "Joined event successfully!").waitFor();
  await dee.page.keyboard.press("Escape");

  // Ben takes the other place from the dojo's events page; for Cy, the only place left is a wait.
  await openEvents(ben.page, dojo.id, dojoName);
  const benCard = ben.page.getByRole("article", { name: title });
  await benCard.getByText("1 / 2 participants").waitFor();
  await benCard.getByRole("button", { name: "Join Event" }).click();
  await toast(ben.page, "Joined event successfully!").waitFor();
  await benCard.getByText("Joined", { exact: true }).waitFor();

  await openEvents(cy.page, dojo.id, dojoName);
  const cyCard = cy.page.getByRole("article", { name: title });
  expect(await cyCard.getByRole("button", { name: "Event Full" }).isDisabled()).toBe(true);
  await cyCard.getByRole("button", { name: "Join waitlist" }).click();
  await cyCard.getByText("You are #1 on the waitlist").waitFor();
  expect(await accessibilityViolations(cy.page, "main")).toEqual([]);

  // Ben leaves: Cy is let in at once, and sees it without a reload, on the card and in the bell.
  await benCard.getByRole("button", { name: "Leave Event" }).click();
  await toast(ben.page, "Left event successfully").waitFor();
  await cyCard.getByText("Joined", { exact: true }).waitFor();
  await cyCard.getByRole("button", { name: "Leave Event" }).waitFor();
  await cy.page.getByRole("button", { name: /^Notifications, \d+ unread/ }).click();
  await cy.page.getByText(`A place opened up: you are now taking part in ${title}`).waitFor();
  await cy.page.keyboard.press("Escape");

  // Home lists Cy's next event, linking to the events page.
  await cy.page.goto("/");
  await cy.page.getByRole("link", { name: title }).waitFor();

  // The organiser's screens at a phone's width: the list, Create Event, Invite and the cancel confirm.
  const phone = await pageWithSession(e2e.browser, e2e.app.url, await sessionOf(eli.page), PHONE);
  await openEvents(phone, dojo.id, dojoName);
  const phoneCard = phone.getByRole("article", { name: title });
  await phoneCard.waitFor();
  expect(await accessibilityViolations(phone, "main")).toEqual([]);
  await phone.getByRole("button", { name: "Create Event" }).click();
  await phone.getByRole("dialog", { name: "Create Training Event" }).waitFor();
  expect(await accessibilityViolations(phone, ".ant-modal")).toEqual([]);
  await phone.keyboard.press("Escape");
  await phone.getByRole("dialog", { name: "Create Training Event" }).waitFor({ state: "hidden" });
  await phoneCard.getByRole("button", { name: /^Invite/ }).click();
  await phone
    .getByRole("dialog", { name: `Invite to ${title}` })
    .getByRole("button", { name: /^Invite / })
    .first()
    .waitFor();
  expect(await accessibilityViolations(phone, ".ant-modal-wrap:not([style*='display: none'])")).toEqual([]);
  await phone.keyboard.press("Escape");
  await phoneCard.getByRole("button", { name: "Cancel event" }).click();
  await phone
    .getByRole("tooltip")
    .getByText(/Cancel this event\?/)
    .waitFor();
  expect(await accessibilityViolations(phone, ".ant-popover")).toEqual([]);
  await phone.getByRole("tooltip").getByRole("button", { name: "Keep event" }).click();

  // Olga, the dojo's owner, calls it off after a confirm: the card says so, and nobody can take a place any more.
  await openEvents(olga.page, dojo.id, dojoName);
  const olgaCard = olga.page.getByRole("article", { name: title });
  await olgaCard.getByRole("button", { name: "Cancel event" }).click();
  await olga.page
    .getByRole("tooltip")
    .getByText(/Cancel this event\?/)
    .waitFor();
  expect(await accessibilityViolations(olga.page, ".ant-popover")).toEqual([]);
  await olga.page.getByRole("tooltip").getByRole("button", { name: "Cancel event" }).click();
  await toast(olga.page, "Event cancelled").waitFor();
  await olgaCard.getByText("Cancelled", { exact: true }).waitFor();
  await cy.page.goto(`/events?dojoId=${dojo.id}`);
  await cyCard.getByText("Cancelled", { exact: true }).waitFor();
  expect(await cyCard.getByRole("button", { name: /Event|waitlist/ }).count()).toBe(0);
  expect(await accessibilityViolations(cy.page, "main")).toEqual([]);
});

/** The session cookie a page signed in with, to open the same member at another width. */
async function sessionOf(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === SESSION_COOKIE)!.value;
}
