import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { chromium, type Browser, type Locator, type Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
// The kit's test harness declares what inject() gives (vitest's ProvidedContext).
import type {} from "@kumite/kit/testing/harness";
import { SESSION_COOKIE } from "@kumite/contracts/http";
import type { RegisterInput } from "@kumite/contracts/identity/commands";
import { signUpThrough } from "../../infra/test/sign-up.ts";

// Debian's Chromium, headless, with the flags that keep it off a network this machine lacks.
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

export type Viewport = { width: number; height: number };
export const DESKTOP: Viewport = { width: 1366, height: 900 };

export async function newPage(browser: Browser, baseURL: string, viewport: Viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** POST to the API as `member` (their session cookie); expects 201 and answers the reply's JSON. */
export async function postAs<T>(baseURL: string, member: { cookie: string }, path: string, body: unknown): Promise<T> {
  const reply = await fetch(`${baseURL}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: member.cookie },
    body: JSON.stringify(body),
  });
  if (reply.status !== 201) throw new Error(`POST ${path} answered ${reply.status}: ${await reply.text()}`);
  return (await reply.json()) as T;
}

/** GET from the API as `member`; the reply's JSON. */
export async function getAs<T>(baseURL: string, member: { cookie: string }, path: string): Promise<T> {
  const reply = await fetch(`${baseURL}${path}`, { headers: { cookie: member.cookie } });
  if (!reply.ok) throw new Error(`GET ${path} answered ${reply.status}: ${await reply.text()}`);
  return (await reply.json()) as T;
}

export { ONE_PIXEL_PNG } from "../../services/social/test/files.ts";

/** A member signed up through the API (`profile` on top of a unique one), signed in in a browser context of their own. */
export async function signedInPage(
  browser: Browser,
  baseURL: string,
  profile: Partial<RegisterInput> = {},
): Promise<{ page: Page; id: string }> {
  const member = await signUpThrough(baseURL, profile);
  return { page: await pageWithSession(browser, baseURL, member.sessionId), id: member.id };
}

/** A browser context of its own, signed in with an existing session. */
export async function pageWithSession(
  browser: Browser,
  baseURL: string,
  sessionId: string,
  viewport: Viewport = DESKTOP,
): Promise<Page> {
  const page = await newPage(browser, baseURL, viewport);
  await page.context().addCookies([{ name: SESSION_COOKIE, value: sessionId, url: baseURL }]);
  return page;
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

type AxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; failureSummary?: string }>;
};

/** One rule's violations on a page: how many elements, and each as "rule: help (selector)". */
export interface AxeFinding {
  id: string;
  impact: string | null;
  nodes: number;
  described: string[];
}

/** WCAG 2.2 AA violations axe-core finds in `within` (a CSS selector; the whole page by default), by rule. */
export async function axeViolations(page: Page, within = "body"): Promise<AxeFinding[]> {
  // Evaluated through the DevTools protocol: the app's CSP (rightly) refuses an inline script tag.
  if (!(await page.evaluate(() => "axe" in globalThis))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async ({ within, tags }) => {
      const axe = (
        globalThis as unknown as {
          axe: { run: (context: unknown, options: unknown) => Promise<{ violations: unknown[] }> };
        }
      ).axe;
      return (await axe.run({ include: [within] }, { runOnly: { type: "tag", values: tags } })).violations;
    },
    { within, tags: WCAG_22_AA },
  );
  return (violations as AxeViolation[]).map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.length,
    described: violation.nodes.map((node) => `${violation.id}: ${violation.help} (${node.target.join(" ")})`),
  }));
}

/** Once dialogs and drawers have stopped moving (a spinner never stops): axe reads colours mid-fade as too faint. */
type Animated = {
  getAnimations(): Array<{ playState: string; effect: { getTiming(): { iterations?: number } } | null }>;
};
export const settled = (page: Page) =>
  // The page's document, typed here: this file is also type-checked without the DOM's types.
  page.waitForFunction(() =>
    (globalThis as unknown as { document: Animated }).document
      .getAnimations()
      .every((animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity),
  );

/**
 * Picks `option` from antd's select `combobox` as a person does, once its list has finished sliding
 * open: on a loaded machine a click on an option still moving in went nowhere.
 */
export async function chooseOption(page: Page, combobox: Locator, option: string): Promise<void> {
  await combobox.click();
  const choice = page.locator(`.ant-select-item-option[title="${option}"]`);
  await choice.waitFor();
  await settled(page);
  await choice.click();
}

/** How long a screen with findings is left to rest before it is audited again. */
const REST_MS = 500;

/**
 * Every WCAG 2.2 AA violation in `within` once the screen is still, each as "rule: help (selector)",
 * so a failing test says what to fix. Findings are confirmed on a second audit after a rest: some of
 * antd's entrances (an alert, a message) move by script, which no animation list shows, and axe
 * reads their colours mid-fade; a real violation is still there a moment later.
 */
export async function accessibilityViolations(page: Page, within = "body"): Promise<string[]> {
  await settled(page);
  const described = async () => (await axeViolations(page, within)).flatMap((finding) => finding.described);
  if ((await described()).length === 0) return [];
  await page.waitForTimeout(REST_MS);
  await settled(page);
  return described();
}

/**
 * The built app the browser tests share (on the test NATS and Redis, its gym service on the stand-in
 * geocoder; started by infra/test/global-setup.ts) and a Chromium of the file's own, started before
 * its tests and closed after them: `const e2e = useBuiltApp();` then `e2e.app.url`, `e2e.browser`.
 */
export function useBuiltApp(): { app: { url: string }; browser: Browser } {
  const running = { app: { url: inject("appUrl") } } as { app: { url: string }; browser: Browser };
  beforeAll(async () => {
    running.browser = await launchBrowser();
  });
  afterAll(async () => {
    await running.browser?.close();
  });
  return running;
}

/**
 * A toast (antd's notice) with these words. The words are also in the app's live region for screen
 * readers (shared/announcer), so a bare getByText would find both.
 */
export function toast(page: Page, text: string) {
  return page.locator(".ant-notification").getByText(text, { exact: true });
}
