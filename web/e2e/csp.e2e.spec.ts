import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { chooseOption, newPage, ONE_PIXEL_PNG, toast, useBuiltApp } from "./browser.ts";

// The built app under the gateway's Content-Security-Policy and Permissions-Policy
// (gateway/src/security-headers.ts): signing up, the feed, the create-post dialog with an
// attachment, and the API docs page all work, and Chromium reports no violation of either.

type Violation = { directive: string; blocked: string; source: string };

const e2e = useBuiltApp();
let files: string;
beforeAll(() => {
  files = mkdtempSync(join(tmpdir(), "kumite-e2e-files-"));
});
afterAll(() => {
  if (files) rmSync(files, { recursive: true, force: true });
});

/** Every securitypolicyviolation event of every document the page loads, and the console's complaints. */
async function watch(page: Page): Promise<{ violations: Violation[]; complaints: string[] }> {
  const violations: Violation[] = [];
  const complaints: string[] = [];
  await page.exposeFunction("reportViolation", (violation: Violation) => void violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportViolation: (violation: unknown) => void }).reportViolation;
      void report({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  page.on("console", (message) => {
    if (/content security policy|permissions.policy|feature.policy|refused to/i.test(message.text()))
      complaints.push(`${message.type()}: ${message.text()}`);
  });
  return { violations, complaints };
}

it("needs no inline script: the built index.html loads only module files from its own origin", () => {
  const html = readFileSync(fileURLToPath(new URL("../dist/index.html", import.meta.url)), "utf8");
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attributes = "", body = ""] of scripts) {
    expect(attributes).toMatch(/\bsrc="\/assets\/[\w.-]+\.js"/);
    expect(body.trim()).toBe("");
  }
  expect(html).not.toMatch(/\son[a-z]+=/i);
});

it("signs up, shows the feed and creates a post with a picture under the CSP, with no violation", async () => {
  const tag = Date.now().toString(36);
  const title = `Poomsae notes ${tag}`;
  // The e2e files share one event log: these posts go to a category the other files leave alone.
  // Another member's post, so the feed has something to show.
  const registered = await fetch(`${e2e.app.url}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email: `ren-${tag}@example.com`,
      password: "kihon-kata-kumite",
      username: `ren_${tag}`,
      displayName: `Ren ${tag}`,
    }),
  });
  expect(registered.status).toBe(201);
  const author = (await registered.json()) as { id: string };
  const cookie = registered.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  const posted = await fetch(`${e2e.app.url}/api/posts`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({
      title,
      content: "Taegeuk il jang, slowly, then at speed.",
      category: "Taekwondo",
      authorId: author.id,
    }),
  });
  expect(posted.status).toBe(201);
  const picture = join(files, "poomsae.png");
  writeFileSync(picture, ONE_PIXEL_PNG);

  const page = await newPage(e2e.browser, e2e.app.url);
  const { violations, complaints } = await watch(page);
  const response = await page.goto("/");
  const policy = response?.headers()["content-security-policy"] ?? "";
  expect(policy).toContain("script-src 'self';");
  expect(policy).toContain("frame-ancestors 'none'");

  // The listener does hear a violation: an injected inline script is refused and reported.
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.ranInline = true";
    document.head.append(script);
  });
  await expect.poll(() => violations.length).toBe(1);
  expect(violations[0]?.directive).toBe("script-src-elem");
  expect(await page.evaluate(() => (window as unknown as { ranInline?: boolean }).ranInline)).toBeUndefined();
  violations.length = 0;
  complaints.length = 0;

  // Geolocation is the app's own to ask for (sign-up); the camera and the microphone are off: the
  // header says so, and the browser holds to it (a feature the policy forbids is denied unasked).
  const permissionsPolicy = response?.headers()["permissions-policy"] ?? "";
  expect(permissionsPolicy.split(", ")).toEqual(
    expect.arrayContaining(["geolocation=(self)", "camera=()", "microphone=()"]),
  );
  const permissions = await page.evaluate(async () => {
    const state = async (name: string) => (await navigator.permissions.query({ name: name as PermissionName })).state;
    return {
      geolocation: await state("geolocation"),
      camera: await state("camera"),
      microphone: await state("microphone"),
    };
  });
  expect(permissions).toEqual({ geolocation: "prompt", camera: "denied", microphone: "denied" });

  await page.getByRole("button", { name: "Don't have an account? Create one" }).click();
  await page.getByLabel("Display name").fill("Aiko Tanaka");
  await page.getByLabel("Username").fill(`aiko_${tag}`);
  await page.getByLabel("Email").fill(`aiko-${tag}@example.com`);
  await page.getByLabel("Password").fill("hajime-and-matte");
  await page.getByRole("button", { name: "Create Account", exact: true }).click();
  await toast(page, "Account created!").waitFor();

  // The feed, with the other member's post.
  await page.getByRole("article", { name: title }).getByText("Taegeuk il jang, slowly, then at speed.").waitFor();

  // The create-post dialog: antd's styles, a select's popup, an upload with its preview.
  await page.getByRole("button", { name: "Create Post" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Post" });
  // Filled once the dialog has finished opening, and each step checked, so a lost one says which.
  await page.waitForFunction(() => !document.querySelector("[class*='zoom-appear'], [class*='zoom-enter']"));
  await dialog.getByLabel("Content").fill("Koryo, first half.");
  await expect.poll(() => dialog.getByLabel("Content").inputValue()).toBe("Koryo, first half.");
  await chooseOption(page, dialog.getByRole("combobox", { name: "Category" }), "Taekwondo");
  await dialog.locator(".ant-select").getByText("Taekwondo", { exact: true }).waitFor();
  await dialog.locator('input[type="file"]').setInputFiles(picture);
  await toast(page, "Files uploaded successfully").waitFor();
  await dialog.getByRole("button", { name: "Post" }).click();
  await toast(page, "Post created!").waitFor();
  const image = page.getByRole("img", { name: "Attachment 1 of 1" }).first();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0)))
    .toBeGreaterThan(0);

  // A route of the single-page app loaded directly gets the same policy.
  const profile = await page.goto("/help");
  expect(profile?.headers()["content-security-policy"]).toBe(policy);
  await page.getByRole("heading").first().waitFor();

  expect(violations).toEqual([]);
  expect(complaints).toEqual([]);
});

it("shows the API docs page under the same policy, with no violation", async () => {
  const page = await newPage(e2e.browser, e2e.app.url);
  const { violations, complaints } = await watch(page);
  const response = await page.goto("/api/docs");
  expect(response?.headers()["content-security-policy"]).toContain("script-src 'self';");
  await page.getByText("Kumite API").first().waitFor();
  // An operation of each service, rendered by Swagger UI's script from the merged document.
  await page.getByText("/api/auth/login").first().waitFor();
  await page.getByText("/api/posts").first().waitFor();
  expect(violations).toEqual([]);
  expect(complaints).toEqual([]);
});
