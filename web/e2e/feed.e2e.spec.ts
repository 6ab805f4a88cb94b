import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { chooseOption, newPage, ONE_PIXEL_PNG, toast, useBuiltApp } from "./browser.ts";

const e2e = useBuiltApp();
let files: string;
beforeAll(() => {
  files = mkdtempSync(join(tmpdir(), "kumite-e2e-files-"));
});
afterAll(() => {
  if (files) rmSync(files, { recursive: true, force: true });
});

it("posts with a picture, comments, filters by category and finds another member through search", async () => {
  const tag = Date.now().toString(36);
  const otherName = `Kenji ${tag}`;
  const registered = await fetch(`${e2e.app.url}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email: `kenji-${tag}@example.com`,
      password: "mawashi-geri-8",
      username: `kenji_${tag}`,
      displayName: otherName,
      martialArts: ["Karate"],
      location: "Osaka",
    }),
  });
  expect(registered.ok).toBe(true);
  const picture = join(files, "randori.png");
  writeFileSync(picture, ONE_PIXEL_PNG);

  const page = await newPage(e2e.browser, e2e.app.url);
  await page.goto("/");
  await page.getByRole("button", { name: "Don't have an account? Create one" }).click();
  await page.getByLabel("Display name").fill("Aiko Tanaka");
  await page.getByLabel("Username").fill(`aiko_${tag}`);
  await page.getByLabel("Email").fill(`aiko-${tag}@example.com`);
  await page.getByLabel("Password").fill("hajime-and-matte");
  await page.getByRole("button", { name: "Create Account", exact: true }).click();
  await toast(page, "Account created!").waitFor();

  // Create a post with a picture.
  const title = `Randori notes ${tag}`;
  await page.getByRole("button", { name: "Create Post" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Post" });
  // Filled once the dialog has finished opening, and each step checked, so a lost one says which.
  await page.waitForFunction(() => !document.querySelector("[class*='zoom-appear'], [class*='zoom-enter']"));
  await dialog.getByLabel("Title (optional)").fill(title);
  await dialog.getByLabel("Content").fill("Grip fighting first, then uchi mata.");
  await expect.poll(() => dialog.getByLabel("Content").inputValue()).toBe("Grip fighting first, then uchi mata.");
  await chooseOption(page, dialog.getByRole("combobox", { name: "Category" }), "Judo");
  await dialog.locator(".ant-select").getByText("Judo", { exact: true }).waitFor();
  await dialog.locator('input[type="file"]').setInputFiles(picture);
  await toast(page, "Files uploaded successfully").waitFor();
  await dialog.getByRole("button", { name: "Post" }).click();
  await toast(page, "Post created!").waitFor();
  await dialog.waitFor({ state: "hidden" });

  // It is in the feed, with its picture loaded.
  const post = page.getByRole("article", { name: title });
  await post.getByText("Grip fighting first, then uchi mata.").waitFor();
  await post.getByText("Aiko Tanaka").waitFor();
  const image = post.getByRole("img", { name: "Attachment 1 of 1" });
  await image.waitFor();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0)))
    .toBeGreaterThan(0);

  // Comment on it.
  await post.getByRole("textbox", { name: "Write a comment" }).fill("Osu, see you at the dojo");
  await post.getByRole("textbox", { name: "Write a comment" }).press("Enter");
  await toast(page, "Comment added!").waitFor();
  await post.getByRole("list", { name: "Comments" }).getByText("Osu, see you at the dojo").waitFor();

  // Filter by its category, then by another.
  const categories = page.getByRole("navigation", { name: "Post categories" });
  await categories.getByRole("menuitem", { name: /^Judo/ }).click();
  await page.waitForURL(/\?category=Judo$/);
  await post.waitFor();
  await categories.getByRole("menuitem", { name: /^Karate/ }).click();
  await page.waitForURL(/\?category=Karate$/);
  await page.getByText("No posts in Karate yet. Start the conversation.").waitFor();
  expect(await post.count()).toBe(0);

  // Find the other member and open their profile.
  await page.getByRole("button", { name: "Search" }).click();
  const search = page.getByRole("dialog", { name: "Search Kumite" });
  await search.getByPlaceholder("Search for users, dojos, or martial arts...").fill(otherName);
  // Search forgives typos, so another "Kenji" of an earlier run may be found too: the exact name ranks first.
  const users = search.getByRole("region", { name: /^Users \([1-9]\d*\)$/ });
  await users.waitFor();
  await expect.poll(() => users.getByRole("link").first().locator("strong").textContent()).toBe(otherName);
  await users.getByRole("link").first().click();
  await page.waitForURL(/\/profile\/[\w-]+$/);
  await page.getByRole("heading", { name: otherName }).waitFor();
  await page.getByText("No posts yet").waitFor();
  await search.waitFor({ state: "hidden" });
});
