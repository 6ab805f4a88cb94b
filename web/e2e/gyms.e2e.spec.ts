import { randomUUID } from "node:crypto";
import { SESSION_COOKIE } from "@kumite/contracts/http";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import {
  accessibilityViolations,
  ONE_PIXEL_PNG,
  pageWithSession,
  signedInPage,
  toast,
  useBuiltApp,
} from "./browser.ts";

// A member whose profile says where they are adds a gym with the dialog, placing its pin (which
// starts in their ~1 km cell, not at their point) by keyboard, and finds it nearby; adding
// it again offers the one listed; they add an open mat for today, see the gym under "Open mat
// today", and start its chat. Another adds a gym by its address, found on the map through the
// stand-in geocoder the built app's gym service asks (infra/test/stand-in-geocoder.ts). The page, the Add Gym dialog (and its duplicate notice) and the open
// mats panel are audited at a desktop and a phone width, and the map neither lacks a name nor keeps
// the focus. There is no Internet here: the map's tiles (OpenStreetMap's by default, which the CSP
// allows) are served by the test itself.

const e2e = useBuiltApp();

const PHONE = { width: 390, height: 844 };
const TILES = "https://tile.openstreetmap.org/**";
const MAP = "Map of the gyms near you";
const PIN_MAP = "Map for placing the gym's pin";
const PIN = "The gym's pin: arrow keys move it, with Shift in bigger steps";

/** Serves every map tile as a one-pixel picture, and counts them. */
async function serveTiles(page: Page): Promise<{ served: () => number }> {
  let served = 0;
  await page.context().route(TILES, async (route) => {
    served += 1;
    await route.fulfill({ status: 200, contentType: "image/png", body: ONE_PIXEL_PNG });
  });
  return { served: () => served };
}

/** The Content-Security-Policy refusals the page reports. */
async function cspRefusals(page: Page): Promise<string[]> {
  const refusals: string[] = [];
  await page.exposeFunction("reportRefusal", (blocked: string) => void refusals.push(blocked));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { reportRefusal: (blocked: string) => void }).reportRefusal(
        `${event.effectiveDirective} ${event.blockedURI}`,
      ),
    );
  });
  return refusals;
}

async function openGyms(page: Page) {
  await page.goto("/gyms");
  await page.getByRole("heading", { level: 2, name: "Discover Gyms" }).waitFor();
}

it("a member adds a gym, finds it nearby, is offered it rather than a second copy, adds an open mat for today, finds it under Open mat today and starts its chat", async () => {
  const tag = Date.now().toString(36);
  // Somewhere of this run's own, so that gyms of earlier runs on the same log stay out of the way.
  const latitude = Number((-40 + Math.random() * 80).toFixed(4));
  const longitude = Number((-170 + Math.random() * 340).toFixed(4));
  const { page } = await signedInPage(e2e.browser, e2e.app.url, {
    displayName: `Gia ${tag}`,
    martialArts: ["Brazilian Jiu-Jitsu"],
    location: "Lisbon",
    latitude,
    longitude,
  });
  const tiles = await serveTiles(page);
  const refusals = await cspRefusals(page);
  const name = `Tatame ${tag}`;

  // The member's profile has coordinates: the radius box is there, and the map shows their area.
  await openGyms(page);
  await page.getByRole("textbox", { name: "Search radius (km)" }).waitFor();
  await page.getByText("No gyms found").waitFor();
  await page.getByRole("region", { name: MAP }).waitFor();
  await expect.poll(tiles.served).toBeGreaterThan(0);
  expect(await accessibilityViolations(page, "main")).toEqual([]);

  // Add Gym, by keyboard from the heading: a name, an address, where it is, its phone and website.
  await page.getByRole("button", { name: "Add Gym" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Add a Gym" });
  await dialog.getByLabel("Gym name").fill(name);
  await dialog.getByLabel("Address").fill("Rua Augusta 10, Lisboa");
  // The pin starts in the member's ~1 km cell, not at their point, and moves by keyboard.
  await dialog.getByRole("region", { name: PIN_MAP }).waitFor();
  const pinAt = async () => ({
    latitude: Number(await dialog.getByLabel("Latitude").inputValue()),
    longitude: Number(await dialog.getByLabel("Longitude").inputValue()),
  });
  const start = await pinAt();
  expect(Math.abs(start.latitude - latitude)).toBeLessThan(0.01);
  expect(Math.abs(start.longitude - longitude)).toBeLessThan(0.02);
  expect(start).not.toEqual({ latitude, longitude });
  const pin = dialog.getByRole("button", { name: PIN });
  await pin.focus();
  expect(await pin.evaluate((element) => element === document.activeElement)).toBe(true);
  await page.keyboard.press("ArrowUp");
  await expect.poll(async () => (await pinAt()).latitude, { timeout: 10_000 }).toBeGreaterThan(start.latitude);
  await page.keyboard.press("Shift+ArrowRight");
  await expect.poll(async () => (await pinAt()).longitude, { timeout: 10_000 }).toBeGreaterThan(start.longitude);
  const gym = await pinAt();
  await dialog.getByLabel("Phone").fill("+351 21 123 4567");
  await dialog.getByLabel("Website").fill(`tatame-${tag}.example`);
  // The audit sees the dialog with its map and pin drawn.
  await dialog.locator(".leaflet-tile-loaded").first().waitFor();
  expect(await accessibilityViolations(page, ".ant-modal")).toEqual([]);
  await dialog.getByRole("button", { name: "Add Gym" }).click();
  await toast(page, "Gym added successfully!").waitFor();
  await dialog.waitFor({ state: "hidden" });

  // Nearby: its card, 0 km away, with a tel: link, its website (https added) and Directions.
  const card = page.getByRole("article", { name });
  await card.getByText(/^\d+\.\d km away$/).waitFor();
  expect(await card.getByRole("link", { name: "+351 21 123 4567" }).getAttribute("href")).toBe("tel:+351211234567");
  const website = card.getByRole("link", { name: new RegExp(`tatame-${tag}`) });
  expect(await website.getAttribute("href")).toBe(`https://tatame-${tag}.example/`);
  expect(await website.getAttribute("rel")).toBe("noopener noreferrer");
  const directions = card.getByRole("link", { name: /^Directions/ });
  expect(await directions.getAttribute("href")).toContain(
    `query=${encodeURIComponent(`${gym.latitude},${gym.longitude}`)}`,
  );
  expect(await directions.getAttribute("target")).toBe("_blank");

  // Adding it again (a similar name, the same place) offers the gym listed instead. The pin starts
  // in the member's cell again, and the same keys at the same zoom put it where the gym is; the
  // coordinates are shown, not typed.
  await page.getByRole("button", { name: "Add Gym" }).click();
  await dialog.getByLabel("Gym name").fill(name.toUpperCase());
  await dialog.getByLabel("Address").fill("Rua Augusta 12");
  await expect.poll(pinAt, { timeout: 10_000 }).toEqual(start);
  expect(await dialog.getByLabel("Latitude").getAttribute("readonly")).not.toBeNull();
  await pin.focus();
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("Shift+ArrowRight");
  await expect.poll(pinAt, { timeout: 10_000 }).toEqual(gym);
  await dialog.getByRole("button", { name: "Add Gym" }).click();
  await dialog.getByText("This gym is already listed").waitFor();
  // The taller dialog (its map) stays scrolled to its foot: the pointer is moved off the button it
  // clicked, so the audit sees the dialog at rest rather than a hovered button.
  await page.mouse.move(0, 0);
  expect(await accessibilityViolations(page, ".ant-modal")).toEqual([]);
  await dialog.getByRole("button", { name: "View this gym" }).click();

  // Its open mats panel: an open mat for today, all day, so it is today's wherever the clock is.
  const panel = page.getByRole("dialog", { name: `Open mats at ${name}` });
  await panel.getByText("No open mats listed yet").waitFor();
  expect(await accessibilityViolations(page, ".ant-drawer-section")).toEqual([]);
  await panel.getByLabel("Starts").fill("00:00");
  await panel.getByLabel("Ends").fill("23:59");
  // By keyboard: from "Gi and no-gi", the choice before it.
  await panel.getByRole("radio", { name: "Gi and no-gi" }).focus();
  await page.keyboard.press("ArrowLeft");
  expect(await panel.getByRole("radio", { name: "No-gi", exact: true }).isChecked()).toBe(true);
  await panel.getByLabel("Note").fill("All levels");
  await panel.getByRole("button", { name: "Add open mat" }).click();
  await toast(page, "Open mat added").waitFor();
  await panel.getByText("Confirmed by 1 member, last just now").waitFor();
  await panel.getByRole("button", { name: "Confirmed", pressed: true }).waitFor();
  expect(await accessibilityViolations(page, ".ant-drawer-section")).toEqual([]);
  await page.keyboard.press("Escape");
  await panel.waitFor({ state: "hidden" });

  // "Open mat today", chosen by keyboard in the filters: the gym is there, saying when.
  await page.getByRole("radio", { name: "All gyms" }).focus();
  await page.keyboard.press("ArrowRight");
  expect(await page.getByRole("radio", { name: "Open mat today" }).isChecked()).toBe(true);
  await card.getByText("Open mat today 00:00–23:59 · No-gi").waitFor();
  expect(await accessibilityViolations(page, "main")).toEqual([]);

  // The map has a name and lets the focus go: Tab leaves it after its own controls.
  await page.getByRole("region", { name: MAP }).focus();
  let left = false;
  for (let press = 0; press < 12 && !left; press += 1) {
    await page.keyboard.press("Tab");
    left = await page.evaluate(() => !document.activeElement?.closest(".leaflet-container"));
  }
  expect(left).toBe(true);

  // Its chat: started from the card, then open where group chats open.
  await card.getByRole("button", { name: "Start a gym chat" }).click();
  await toast(page, "Group chat created!").waitFor();
  await page.waitForURL(/\/group-chat\?groupId=gym-/);
  await page.getByText(`${name} - Gym Chat`).first().waitFor();
  await openGyms(page);
  await card.getByRole("link", { name: "Open gym chat" }).waitFor();
  expect(refusals).toEqual([]);

  // At a phone's width: the page, Add Gym and the open mats panel.
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name === SESSION_COOKIE)!.value;
  const phone = await pageWithSession(e2e.browser, e2e.app.url, session, PHONE);
  await serveTiles(phone);
  await openGyms(phone);
  const phoneCard = phone.getByRole("article", { name });
  await phoneCard.waitFor();
  expect(await accessibilityViolations(phone, "main")).toEqual([]);
  await phone.getByRole("button", { name: "Add Gym" }).click();
  await phone.getByRole("dialog", { name: "Add a Gym" }).getByLabel("Gym name").waitFor();
  await phone.getByRole("dialog", { name: "Add a Gym" }).getByRole("button", { name: PIN }).waitFor();
  expect(await accessibilityViolations(phone, ".ant-modal")).toEqual([]);
  await phone.keyboard.press("Escape");
  await phone.getByRole("dialog", { name: "Add a Gym" }).waitFor({ state: "hidden" });
  await phoneCard.getByRole("button", { name: /^Open mats/ }).click();
  await phone
    .getByRole("dialog", { name: `Open mats at ${name}` })
    .getByText("All levels")
    .waitFor();
  expect(await accessibilityViolations(phone, ".ant-drawer-section")).toEqual([]);
});

it("a member in Rio adds a gym by its address: Find on map offers the stand-in geocoder's place, which moves the pin, and the gym is listed nearby", async () => {
  // A name of this run's own: earlier runs on the same log added gyms at the very same place.
  const name = `Barata ${randomUUID().slice(0, 8)}`;
  const address = "Rua Barata Ribeiro 370, Rio de Janeiro";
  const place = /^370, Rua Barata Ribeiro, Copacabana/;
  const { page } = await signedInPage(e2e.browser, e2e.app.url, {
    displayName: `Bia ${name}`,
    martialArts: ["Brazilian Jiu-Jitsu"],
    location: "Rio de Janeiro",
    latitude: -22.951,
    longitude: -43.21,
  });
  await serveTiles(page);
  await openGyms(page);

  const findByAddress = async (on: Page) => {
    await on.getByRole("button", { name: "Add Gym" }).click();
    const dialog = on.getByRole("dialog", { name: "Add a Gym" });
    await dialog.getByLabel("Gym name").fill(name);
    await dialog.getByLabel("Address").fill(address);
    await dialog.getByRole("button", { name: "Find on map" }).click();
    const places = dialog.getByRole("radiogroup", { name: "Places found for this address" });
    await places.getByRole("radio", { name: place }).waitFor();
    return { dialog, places };
  };

  const { dialog, places } = await findByAddress(page);
  await dialog.getByText("Choose the place to move the pin there, then drag the pin into place.").waitFor();
  await places.getByRole("radio", { name: place }).check();
  const shown = async () => ({
    latitude: Number(await dialog.getByLabel("Latitude").inputValue()),
    longitude: Number(await dialog.getByLabel("Longitude").inputValue()),
  });
  await expect.poll(shown).toEqual({ latitude: -22.968, longitude: -43.185 });
  expect(await dialog.getByLabel("Longitude").getAttribute("readonly")).not.toBeNull();
  // The pin is there to put right: one key press north of the place found.
  await dialog.getByRole("button", { name: PIN }).focus();
  await page.keyboard.press("ArrowUp");
  await expect.poll(async () => (await shown()).latitude, { timeout: 10_000 }).toBeGreaterThan(-22.968);
  const placed = await shown();
  // The dialog with its places and its map drawn, audited.
  await dialog.locator(".leaflet-tile-loaded").first().waitFor();
  await page.mouse.move(0, 0);
  expect(await accessibilityViolations(page, ".ant-modal")).toEqual([]);
  await dialog.getByRole("button", { name: "Add Gym" }).click();
  await toast(page, "Gym added successfully!").waitFor();
  await dialog.waitFor({ state: "hidden" });

  // Nearby, about 3 km from the member, its Directions to where the pin was left.
  const card = page.getByRole("article", { name });
  await card.getByText(/^\d+\.\d km away$/).waitFor();
  expect(await card.getByRole("link", { name: /^Directions/ }).getAttribute("href")).toContain(
    `query=${encodeURIComponent(`${placed.latitude},${placed.longitude}`)}`,
  );

  // At a phone's width: the dialog with the places found, audited too.
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name === SESSION_COOKIE)!.value;
  const phone = await pageWithSession(e2e.browser, e2e.app.url, session, PHONE);
  await serveTiles(phone);
  await openGyms(phone);
  const onPhone = await findByAddress(phone);
  await onPhone.dialog.getByRole("button", { name: PIN }).waitFor();
  await phone.mouse.move(0, 0);
  expect(await accessibilityViolations(phone, ".ant-modal")).toEqual([]);
});
