import type { Locator, Page } from "playwright-core";
import { expect, it } from "vitest";
import { accessibilityViolations, signedInPage, useBuiltApp } from "./browser.ts";
import { focusAppearance } from "./focus-appearance.ts";

// Search meets members where they type: a dojo is found by its name misspelt and by its martial
// art's nickname, a gym by its name misspelt and without its accent. The matched words are marked,
// the arrow keys reach the results (their focus visible) and Enter opens one; a result clicked opens
// the gyms screen on that gym. Names are this run's own only by place: earlier runs on the same
// log may have listed a "Gracie Barra Copacabana" too, and any of them is the right first answer.

const e2e = useBuiltApp();

const DOJO = "Gracie Barra Copacabana";
const GYM = "Academia Fênix";

/**
 * A call as the member's browser makes it. A member signed up a moment ago may not have reached
 * the dojo and gym services' member directories yet: they answer 404 then, and it is tried again.
 */
async function post(page: Page, path: string, data: object): Promise<{ id: string }> {
  let body: { id: string } | undefined;
  await expect
    .poll(
      async () => {
        const reply = await page.request.post(path, { data });
        body = reply.ok() ? ((await reply.json()) as { id: string }) : undefined;
        return reply.status();
      },
      { interval: 250, timeout: 10_000 },
    )
    .toBeLessThan(300);
  return body!;
}

/**
 * Waits until the search index has what the member just added: it was added through the API, not
 * through the app, so the app's calls carry no position to wait for (read-your-writes).
 */
async function indexed(page: Page, kind: "dojos" | "gyms", query: string, id: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const reply = await page.request.get(`/api/${kind}?search=${encodeURIComponent(query)}`);
        const found = reply.ok() ? ((await reply.json()) as Array<{ id: string }>) : [];
        return found.some((result) => result.id === id);
      },
      { interval: 250, timeout: 15_000 },
    )
    .toBe(true);
}

async function openSearch(page: Page): Promise<Locator> {
  await page.getByRole("banner").getByRole("button", { name: "Search", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Search Kumite" });
  await dialog.getByRole("textbox", { name: "Search query" }).waitFor();
  return dialog;
}

/** Types a query as a member does, a key at a time: the dialog asks once typing pauses. */
async function typeQuery(dialog: Locator, query: string): Promise<void> {
  const box = dialog.getByRole("textbox", { name: "Search query" });
  await box.fill("");
  await box.pressSequentially(query, { delay: 30 });
}

/** The first result of a section ("Dojos", "Gyms"), once the section has found some. */
async function firstOf(dialog: Locator, section: "Dojos" | "Gyms"): Promise<Locator> {
  const region = dialog.getByRole("region", { name: new RegExp(`^${section} \\([1-9]\\d*\\)$`) });
  await region.waitFor();
  return region.getByRole("link").first();
}

const marks = (result: Locator) => result.locator("mark").allTextContents();

it("finds a dojo by a misspelt name and by its art's nickname, and a gym by a misspelt name without its accent", async () => {
  // Somewhere of this run's own, so that a gym of an earlier run is no duplicate of this one.
  const latitude = Number((-40 + Math.random() * 80).toFixed(4));
  const longitude = Number((-170 + Math.random() * 340).toFixed(4));
  const { page } = await signedInPage(e2e.browser, e2e.app.url, {
    displayName: `Sofia ${Date.now().toString(36)}`,
    martialArts: ["Brazilian Jiu-Jitsu"],
    location: "Rio de Janeiro",
    latitude,
    longitude,
  });
  const dojo = await post(page, "/api/dojos", {
    name: DOJO,
    description: "Jiu-jitsu for all ages by the beach",
    location: "Rio de Janeiro",
    martialArts: ["Brazilian Jiu-Jitsu"],
  });
  const gym = await post(page, "/api/gyms", {
    name: GYM,
    address: "Rua Barata Ribeiro 200, Rio de Janeiro",
    description: "Open mat on Saturdays",
    martialArts: ["Brazilian Jiu-Jitsu", "Judo"],
    latitude: latitude + 0.005,
    longitude,
  });
  await indexed(page, "dojos", "gracie bara", dojo.id);
  await indexed(page, "gyms", "acadmia fenix", gym.id);
  await page.goto("/");
  const dialog = await openSearch(page);

  // "Barra" misspelt: the dojo still comes first among dojos. A four-letter word forgives no typo,
  // so "bara" matches nothing and "Gracie" alone found it: that is the word marked.
  await typeQuery(dialog, "gracie bara");
  const byName = await firstOf(dialog, "Dojos");
  await expect.poll(() => byName.locator("strong").textContent()).toBe(DOJO);
  await expect.poll(() => marks(byName)).toEqual(["Gracie"]);
  // Every section is there, each under its heading; the dialog, marks included, passes the audit.
  for (const section of ["Users", "Dojos", "Gyms", "Events"])
    await dialog.getByRole("heading", { name: new RegExp(`^${section} \\(\\d+\\)$`) }).waitFor();
  expect(await accessibilityViolations(page, ".ant-modal")).toEqual([]);

  // The art's nickname, one word, with a word of the name. The last answer stays on screen until
  // this one comes: it has come once "Copacabana" is marked.
  await typeQuery(dialog, "jiujitsu copacabana");
  const byArt = await firstOf(dialog, "Dojos");
  await expect.poll(() => marks(byArt)).toContain("Copacabana");
  expect(await byArt.locator("strong").textContent()).toBe(DOJO);

  // The arrow keys go from the query through the results to the dojo; Enter opens the dojos screen.
  await dialog.getByRole("textbox", { name: "Search query" }).focus();
  for (let presses = 0; presses < 12; presses++) {
    await page.keyboard.press("ArrowDown");
    if (await byArt.evaluate((element) => element === document.activeElement)) break;
  }
  expect(await byArt.evaluate((element) => element === document.activeElement)).toBe(true);
  const look = await focusAppearance(page);
  expect(look.changedByThree, `${look.component}: pixels its ring changes by 3:1`).toBeGreaterThanOrEqual(
    look.perimeter.twoPx,
  );
  await page.keyboard.press("Enter");
  await dialog.waitFor({ state: "hidden" });
  await page.waitForURL(/\/dojos$/);

  // The gym: a letter missing from "Academia", and "Fênix" typed without its accent.
  const again = await openSearch(page);
  await typeQuery(again, "acadmia fenix");
  const gymFound = await firstOf(again, "Gyms");
  await expect.poll(() => gymFound.locator("strong").textContent()).toBe(GYM);
  await expect.poll(() => marks(gymFound)).toEqual(expect.arrayContaining(["Academia", "Fênix"]));
  await gymFound.click();
  await again.waitFor({ state: "hidden" });
  await page.waitForURL((url) => url.pathname === "/gyms" && url.searchParams.get("gymId") === gym.id);
});
