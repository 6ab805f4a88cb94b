import { SESSION_COOKIE } from "@kumite/contracts/http";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { accessibilityViolations, pageWithSession, signedInPage, toast, useBuiltApp } from "./browser.ts";

// An owner organises an event with 2 places on /events; two members take them from the dojo's
// events page, a third waits, one leaves, and the third is let in (live, and told in the bell);
// then the owner cancels it. The screens, the Create Event dialog and the cancel confirm are
// audited at a desktop width, the screen and the dialog at a phone width too.

const e2e = useBuiltApp();

const memberIn = (displayName: string) =>
  signedInPage(e2e.browser, e2e.app.url, { displayName, martialArts: ["Judo"], location: "Porto" });

const PHONE = { width: 390, height: 844 };

/** A date picker's day a week ahead, typed as the dialog's field reads it (its own format). */
function aWeekAhead(): string {
  const day = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${day.getFullYear()}-${two(day.getMonth() + 1)}-${two(day.getDate())} 18:30`;
}

async function openEvents(page: Page, dojoId: string, dojoName: string) {
  await page.goto(`/events?dojoId=${dojoId}`);
  await page.getByRole("heading", { level: 2, name: `${dojoName} Events` }).waitFor();
}

it("organises an event with 2 places: two join, a third waits and is let in when one leaves; then it is cancelled", async () => {
  const tag = Date.now().toString(36);
  const ana = await memberIn(`Ana ${tag}`);
  const ben = await memberIn(`Ben ${tag}`);
  const cy = await memberIn(`Cy ${tag}`);
  const dojoName = `Tatami ${tag}`;
  const title = `Open mat ${tag}`;

  // Ana founds a dojo: as its owner she may create its events.
  await ana.page.goto("/dojos");
  await ana.page.getByRole("button", { name: "Create Dojo" }).click();
  const found = ana.page.getByRole("dialog", { name: "Create a New Dojo" });
  await found.getByLabel("Dojo name").fill(dojoName);
  await found.getByLabel("Description").fill("Randori on Fridays");
  await found.getByLabel("Location").fill("Porto");
  await found.getByRole("checkbox", { name: "Judo" }).check();
  await found.getByRole("button", { name: "Create Dojo" }).click();
  await toast(ana.page, "Dojo created successfully!").waitFor();
  await ana.page.getByRole("article", { name: dojoName }).getByRole("link", { name: "Events" }).click();
  await ana.page.getByRole("heading", { level: 2, name: `${dojoName} Events` }).waitFor();
  const dojoId = new URL(ana.page.url()).searchParams.get("dojoId")!;
  await ana.page.getByText("No events scheduled").waitFor();

  // Create Event, by keyboard where a picker allows it.
  await ana.page.getByRole("button", { name: "Create Event" }).click();
  const create = ana.page.getByRole("dialog", { name: "Create Training Event" });
  await create.getByLabel("Title").fill(title);
  await create.getByLabel("Description").fill("Bring your gi");
  await create.getByLabel("Date and time").fill(aWeekAhead());
  await create.getByLabel("Date and time").press("Enter");
  await create.getByLabel("Max participants").fill("2");
  expect(await accessibilityViolations(ana.page, ".ant-modal")).toEqual([]);
  await create.getByRole("button", { name: "Create Event" }).click();
  await toast(ana.page, "Event created successfully!").waitFor();
  const anaCard = ana.page.getByRole("article", { name: title });
  await anaCard.getByText("Organizer", { exact: true }).waitFor();
  await anaCard.getByText("0 / 2 participants").waitFor();
  expect(await accessibilityViolations(ana.page, "main")).toEqual([]);

  // Ben and Cy take the two places from the dojo's events page; the third place is a wait.
  await openEvents(ben.page, dojoId, dojoName);
  const benCard = ben.page.getByRole("article", { name: title });
  await benCard.getByRole("button", { name: "Join Event" }).click();
  await toast(ben.page, "Joined event successfully!").waitFor();
  await benCard.getByText("Joined", { exact: true }).waitFor();

  const anaJoins = anaCard.getByRole("button", { name: "Join Event" });
  await ana.page.reload();
  await anaJoins.click();
  await toast(ana.page, "Joined event successfully!").waitFor();
  await anaCard.getByText("2 / 2 participants").waitFor();

  await openEvents(cy.page, dojoId, dojoName);
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

  // Ana calls it off, after a confirm: the card says so, and nobody can take a place any more.
  await ana.page.reload();
  await anaCard.getByRole("button", { name: "Cancel event" }).click();
  await ana.page
    .getByRole("tooltip")
    .getByText(/Cancel this event\?/)
    .waitFor();
  expect(await accessibilityViolations(ana.page, ".ant-popover")).toEqual([]);
  await ana.page.getByRole("tooltip").getByRole("button", { name: "Cancel event" }).click();
  await toast(ana.page, "Event cancelled").waitFor();
  await anaCard.getByText("Cancelled", { exact: true }).waitFor();
  await cy.page.goto(`/events?dojoId=${dojoId}`);
  await cyCard.getByText("Cancelled", { exact: true }).waitFor();
  expect(await cyCard.getByRole("button", { name: /Event|waitlist/ }).count()).toBe(0);
  expect(await accessibilityViolations(cy.page, "main")).toEqual([]);

  // The same screens at a phone's width.
  const phone = await pageWithSession(e2e.browser, e2e.app.url, await sessionOf(ana.page), PHONE);
  await openEvents(phone, dojoId, dojoName);
  await phone.getByRole("article", { name: title }).waitFor();
  expect(await accessibilityViolations(phone, "main")).toEqual([]);
  await phone.getByRole("button", { name: "Create Event" }).click();
  await phone.getByRole("dialog", { name: "Create Training Event" }).waitFor();
  expect(await accessibilityViolations(phone, ".ant-modal")).toEqual([]);
});

/** The session cookie a page signed in with, to open the same member at another width. */
async function sessionOf(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === SESSION_COOKIE)!.value;
}
