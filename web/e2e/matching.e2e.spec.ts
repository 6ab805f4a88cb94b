import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import type { RegisterInput } from "@kumite/contracts/identity/commands";
import { accessibilityViolations, signedInPage, toast, useBuiltApp } from "./browser.ts";

// Two members in two browsers: A likes B, B likes A back, both see "It's a match!" and each other
// under Options → Friends, then A removes B.

const e2e = useBuiltApp();

/** A judoka in Lisbon, placed `place`, signed in in a e2e.browser of their own. */
async function memberIn(name: string, place: { latitude: number; longitude: number }): Promise<Page> {
  const profile: Partial<RegisterInput> = {
    displayName: name,
    martialArts: ["Judo", "Brazilian Jiu-Jitsu"],
    skillLevel: "Intermediate",
    availability: ["Tuesday", "Thursday"],
    location: "Lisbon",
    rank: "Blue belt",
    ...place,
  };
  return (await signedInPage(e2e.browser, e2e.app.url, profile)).page;
}

it("matches two members who like each other, shows them as friends, and lets one remove the other", async () => {
  // A spot of their own, far from members of other tests.
  const place = { latitude: -38 - Math.random(), longitude: 145 + Math.random() };
  const anaName = `Ana ${Date.now().toString(36)}`;
  const benName = `Ben ${Date.now().toString(36)}`;
  const ana = await memberIn(anaName, place);
  const ben = await memberIn(benName, { latitude: place.latitude + 0.02, longitude: place.longitude });

  // Ana swipes right on Ben.
  await ana.goto("/matching");
  const benCard = ana.getByRole("region", { name: new RegExp(`^${benName}`) });
  await benCard.waitFor();
  await benCard.getByText("Blue belt").waitFor();
  await benCard
    // 2.2 km between their points; matching measures between their 1 km cells.
    .getByText(/\b[1-3](\.\d)? km away/)
    .first()
    .waitFor();
  expect(await accessibilityViolations(ana, "main")).toEqual([]);
  await ana.getByRole("button", { name: "Like", exact: true }).click();
  await toast(ana, "Connection request sent!").waitFor();
  await ana.getByRole("heading", { name: "No more matches" }).waitFor();

  // Ben opens Matching and swipes right on Ana: a match.
  await ben.goto("/matching");
  await ben.getByRole("region", { name: new RegExp(`^${anaName}`) }).waitFor();
  await ben.keyboard.press("ArrowRight");
  const benSees = ben.getByRole("dialog", { name: "It's a match!" });
  await benSees.waitFor();
  await benSees.getByText(anaName).waitFor();
  expect(await accessibilityViolations(ben, ".ant-modal")).toEqual([]);

  // Ana learns of it when she comes back to Matching.
  await ana.goto("/matching");
  const anaSees = ana.getByRole("dialog", { name: "It's a match!" });
  await anaSees.waitFor();
  await anaSees.getByText(benName).waitFor();

  // Both see each other under Options → Friends.
  for (const [page, other] of [
    [ana, benName],
    [ben, anaName],
  ] as const) {
    await page.goto("/options");
    await page.getByRole("tab", { name: "Friends" }).click();
    await page.getByText(other).waitFor();
    expect(await accessibilityViolations(page, "main")).toEqual([]);
  }

  // Ana removes Ben.
  await ana.getByRole("button", { name: new RegExp(`^Remove Friend`) }).click();
  await toast(ana, "Friend removed").waitFor();
  await ana.getByText(benName).waitFor({ state: "detached" });
  await ben.reload();
  await ben.getByRole("tab", { name: "Friends" }).click();
  await ben.getByText(anaName).waitFor({ state: "detached" });
});
