import type { Locator, Page } from "playwright-core";
import { expect, it } from "vitest";
import { newPage, signedInPage, useBuiltApp } from "./browser.ts";
import { focusAppearance } from "./focus-appearance.ts";

// A member who uses the keyboard only: signs up, writes a post, comments on it and finds a member
// through search, with Tab, Shift+Tab, Enter, Escape and the arrows, never the mouse. Every stop
// on the way shows where the focus is.

const e2e = useBuiltApp();

/** Presses Tab (or Shift+Tab) until `target` holds the focus; fails if it is not in the tab order. */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 60 } = {}): Promise<void> {
  const visited: string[] = [];
  for (let presses = 0; presses < limit; presses++) {
    if (await holdsFocus(target)) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    visited.push(await page.evaluate(describeFocused));
  }
  throw new Error(
    `${target} is not reachable with ${backwards ? "Shift+Tab" : "Tab"}; the focus went to: ${[...new Set(visited)].join(", ")}`,
  );
}

/** The focused element in a few words, for a failure message: tag, name or text (runs in the page). */
function describeFocused(): string {
  const element = document.activeElement;
  if (!element) return "nothing";
  const name =
    element.getAttribute("aria-label") ??
    element.getAttribute("placeholder") ??
    element.textContent?.trim().slice(0, 30) ??
    "";
  return `${element.tagName.toLowerCase()}${name ? ` "${name}"` : ""}`;
}

const holdsFocus = async (target: Locator) =>
  (await target.count()) > 0 &&
  (await target
    .first()
    .evaluate((element) => element === document.activeElement || element.contains(document.activeElement)));

/**
 * What holds the focus shows it as WCAG 2.2 means it (focus-appearance.ts): it looks different
 * from itself unfocused all around, over at least a 1 CSS px perimeter (2.4.7), and the app's ring
 * (global.css: buttons, links, tabs…) changes pixels by 3:1 over at least a 2 CSS px perimeter
 * (2.4.13); text fields, selects and number inputs wear the same ring.
 */
async function expectFocusVisible(page: Page, stop = ""): Promise<void> {
  const look = await focusAppearance(page);
  const where = `${stop} ${look.component}`.trim();
  expect(look.changed, `${where}: pixels that look different focused`).toBeGreaterThanOrEqual(look.perimeter.onePx);
  expect(look.changedByThree, `${where}: pixels its ring changes by 3:1`).toBeGreaterThanOrEqual(look.perimeter.twoPx);
}

it("signs up, posts, comments and searches with the keyboard only, with the focus always visible", async () => {
  const page = await newPage(e2e.browser, e2e.app.url);
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  await page.goto("/");

  // Sign up: from the sign-in form to the sign-up form, field by field.
  const toSignUp = page.getByRole("button", { name: /Create one/ });
  await tabTo(page, toSignUp);
  await expectFocusVisible(page);
  await page.keyboard.press("Enter");
  const fill = async (label: RegExp, text: string) => {
    await tabTo(page, page.getByLabel(label).first());
    await expectFocusVisible(page, String(label));
    await page.keyboard.type(text);
  };
  await fill(/^Email/, `keys-${tag}@kumite.test`);
  await fill(/^Password/, "a long enough password");
  await fill(/^Username/, `keys_${tag}`);
  await fill(/^Display name/, `Keys ${tag}`);
  await page.keyboard.press("Enter");
  await page.getByRole("banner").waitFor();

  // Create a post: the dialog takes the focus, and gives it back to its button when it closes.
  const createPost = page.getByRole("banner").getByRole("button", { name: "Create Post" });
  await page.keyboard.press("Tab");
  await tabTo(page, createPost);
  await expectFocusVisible(page);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Create Post" });
  await dialog.waitFor();
  await expect.poll(() => holdsFocus(dialog)).toBe(true);
  await tabTo(page, dialog.getByLabel(/^Content/));
  await page.keyboard.type(`Drilling armbars by keyboard ${tag}`);
  // The category: a select opened, walked and chosen with the keys.
  await tabTo(page, dialog.getByLabel(/^Category/));
  await expectFocusVisible(page);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await tabTo(page, dialog.getByRole("button", { name: /^(Post|Create Post|Publish)$/ }));
  await page.keyboard.press("Enter");
  await dialog.waitFor({ state: "hidden" });
  await expect.poll(() => holdsFocus(createPost)).toBe(true);
  const post = page.getByRole("article").filter({ hasText: `Drilling armbars by keyboard ${tag}` });
  await post.waitFor();

  // Comment on it from its comment box, sent with Enter.
  await tabTo(page, post.getByRole("textbox", { name: /comment/i }));
  await expectFocusVisible(page);
  await page.keyboard.type("Keep the knees tight");
  await page.keyboard.press("Enter");
  await post.getByText("Keep the knees tight").waitFor();

  // Escape closes a dialog and the focus returns to what opened it.
  await page.keyboard.press("Shift+Tab");
  const search = page.getByRole("banner").getByRole("button", { name: "Search", exact: true });
  await tabTo(page, search, { backwards: true, limit: 80 });
  await page.keyboard.press("Enter");
  const searchDialog = page.getByRole("dialog", { name: /^Search/ });
  await searchDialog.waitFor();
  await expect.poll(() => holdsFocus(searchDialog)).toBe(true);
  await page.keyboard.press("Escape");
  await searchDialog.waitFor({ state: "hidden" });
  await expect.poll(() => holdsFocus(search)).toBe(true);

  // Search finds oneself by name, and Enter on the result opens the profile.
  await page.keyboard.press("Enter");
  await searchDialog.waitFor();
  // The dialog puts the focus in its search box once it has opened.
  await expect.poll(() => holdsFocus(searchDialog.getByRole("textbox"))).toBe(true);
  await page.keyboard.type(`Keys ${tag}`);
  const result = searchDialog
    .getByRole("button", { name: new RegExp(`Keys ${tag}`) })
    .or(searchDialog.getByRole("link", { name: new RegExp(`Keys ${tag}`) }));
  await result.first().waitFor();
  await tabTo(page, result.first());
  await expectFocusVisible(page);
  await page.keyboard.press("Enter");
  await searchDialog.waitFor({ state: "hidden" });
  await page.getByRole("heading", { name: `Keys ${tag}` }).waitFor();

  await page.context().close();
});

/** A focus ring is measured against the same thing unfocused: not while a dialog still zooms in. */
const openedFully = (page: Page) =>
  page.waitForFunction(() => !document.querySelector("[class*='zoom-appear'], [class*='zoom-enter']"));

it("founds a dojo and manages it with the keyboard only, with the focus always visible", async () => {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const { page } = await signedInPage(e2e.browser, e2e.app.url, { displayName: `Keys ${tag}` });
  await page.goto("/dojos");
  await page.getByRole("heading", { name: "Martial Arts Dojos" }).waitFor();

  // Create Dojo: each field in turn, an art ticked with Space, sent from the dialog's button.
  const create = page.getByRole("main").getByRole("button", { name: "Create Dojo" });
  await tabTo(page, create);
  await expectFocusVisible(page);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Create a New Dojo" });
  await dialog.waitFor();
  await expect.poll(() => holdsFocus(dialog)).toBe(true);
  await openedFully(page);
  for (const [label, text] of [
    ["Dojo name", `Keys Dojo ${tag}`],
    ["Description", "Kata at dawn"],
    ["Location", "Kyoto"],
  ] as const) {
    await tabTo(page, dialog.getByLabel(label));
    await expectFocusVisible(page, label);
    await page.keyboard.type(text);
  }
  await tabTo(page, dialog.getByRole("checkbox", { name: "Karate" }));
  await expectFocusVisible(page, "Karate");
  await page.keyboard.press("Space");
  await tabTo(page, dialog.getByRole("button", { name: "Create Dojo" }));
  await page.keyboard.press("Enter");
  await dialog.waitFor({ state: "hidden" });
  const card = page.getByRole("article", { name: `Keys Dojo ${tag}` });
  await card.waitFor();

  // Manage: the tabs walked with the arrows, the chat created, Escape back to Manage.
  const manage = card.getByRole("button", { name: "Manage" });
  await tabTo(page, manage, { limit: 80 });
  await expectFocusVisible(page);
  await page.keyboard.press("Enter");
  const management = page.getByRole("dialog", { name: `Manage Keys Dojo ${tag}` });
  await management.waitFor();
  await openedFully(page);
  await tabTo(page, management.getByRole("tab", { name: "Members (1)" }));
  await expectFocusVisible(page, "Members tab");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  const createChat = management.getByRole("button", { name: "Create Dojo Chat" });
  await createChat.waitFor();
  await tabTo(page, createChat);
  await expectFocusVisible(page);
  await page.keyboard.press("Enter");
  await management.getByRole("button", { name: "Open Chat" }).waitFor();
  await page.keyboard.press("Escape");
  await management.waitFor({ state: "hidden" });
  await expect.poll(() => holdsFocus(manage)).toBe(true);

  await page.context().close();
});
