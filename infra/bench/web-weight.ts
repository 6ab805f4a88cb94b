import { gzipSync } from "node:zlib";
import { pathToFileURL } from "node:url";
import type { Browser, Page, Response } from "playwright-core";
import { SESSION_COOKIE } from "@kumite/contracts/http";
import { startLocalBuiltApp } from "./measure.ts";
import { launchBrowser, newPage } from "../../web/e2e/browser.ts";

// How heavy the web's first page is, from what Chromium actually downloads: gzipped JS of
// the signed-out sign-in page and of the signed-in feed (/), and the feed's Largest Contentful
// Paint. `node --import tsx infra/bench/web-weight.ts` after `npm run build` starts the built app
// on the local NATS and Redis and signs up a fresh member; `measureWebWeight` is what
// infra/bench/run.ts can call with an app it already runs. Targets live here, not in the tests.

export const WEB_WEIGHT_TARGETS = { signInJsKb: 250, feedJsKb: 350, feedLcpMs: 1000 };

/** One JS file as it came over the wire: gzipped bytes (the server's encoding, or gzipped here). */
export type DownloadedScript = { url: string; gzipBytes: number; serverEncoded: boolean };

export type PageWeight = { jsGzipBytes: number; scripts: DownloadedScript[] };

export type WebWeight = {
  signIn: PageWeight;
  /** `lcpMs` is the median of the loads' LCPs, listed in `lcpRunsMs`. */
  feed: PageWeight & { lcpMs: number; lcpRunsMs: number[] };
};

const isScript = (response: Response) =>
  response.request().resourceType() === "script" || /javascript/.test(response.headers()["content-type"] ?? "");

/** Every JS response of the page from now on; read after the page settled. */
function collectScripts(page: Page): () => Promise<PageWeight> {
  const pending: Array<Promise<DownloadedScript | null>> = [];
  page.on("response", (response) => {
    if (!isScript(response) || response.status() !== 200) return;
    pending.push(
      (async () => {
        // The budgets are in gzip's bytes: a brotli reply (smaller) is counted as gzip would send it.
        const encoding = response.headers()["content-encoding"];
        if (encoding === "gzip") {
          const sizes = await response.request().sizes();
          return { url: response.url(), gzipBytes: sizes.responseBodySize, serverEncoded: true };
        }
        // Sent as brotli, or not compressed: count what gzip would send.
        return { url: response.url(), gzipBytes: gzipSync(await response.body()).length, serverEncoded: false };
      })().catch(() => null),
    );
  });
  return async () => {
    const scripts = (await Promise.all(pending)).filter((script): script is DownloadedScript => script !== null);
    return { jsGzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0), scripts };
  };
}

// Runs in the page (a string, so this file needs no DOM types): the latest LCP candidate, buffered.
const READ_LCP = `new Promise((resolve) => {
  let lcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) lcp = Math.max(lcp, entry.renderTime || entry.loadTime || entry.startTime);
  }).observe({ type: "largest-contentful-paint", buffered: true });
  setTimeout(() => resolve(lcp), 250);
})`;

async function settle(page: Page): Promise<void> {
  // Lazy chunks load after the first render: wait until nothing more is on the wire.
  await page.waitForLoadState("networkidle");
}

async function measureSignIn(browser: Browser, appUrl: string): Promise<PageWeight> {
  const page = await newPage(browser, appUrl);
  try {
    const scripts = collectScripts(page);
    await page.goto("/");
    await page.getByRole("heading", { name: "Sign In" }).waitFor();
    await settle(page);
    return await scripts();
  } finally {
    await page.context().close();
  }
}

async function loadFeed(browser: Browser, appUrl: string, cookie: string): Promise<PageWeight & { lcpMs: number }> {
  const page = await newPage(browser, appUrl);
  try {
    const [name, ...value] = cookie.split(";")[0]!.split("=");
    await page.context().addCookies([{ name: name!.trim(), value: value.join("=").trim(), url: appUrl }]);
    const scripts = collectScripts(page);
    await page.goto("/");
    await page.getByRole("heading", { name: "Community feed" }).waitFor();
    await settle(page);
    const lcpMs = Math.round(Number(await page.evaluate(READ_LCP)));
    return { ...(await scripts()), lcpMs };
  } finally {
    await page.context().close();
  }
}

/** Cold loads of the feed (a new context each: empty cache); the LCP is their median. */
async function measureFeed(browser: Browser, appUrl: string, cookie: string, runs: number): Promise<WebWeight["feed"]> {
  const loads: Array<PageWeight & { lcpMs: number }> = [];
  for (let run = 0; run < runs; run++) loads.push(await loadFeed(browser, appUrl, cookie));
  const lcps = loads.map((load) => load.lcpMs).sort((a, b) => a - b);
  return { ...loads[0]!, lcpMs: lcps[Math.floor(lcps.length / 2)]!, lcpRunsMs: loads.map((load) => load.lcpMs) };
}

/**
 * Sign-in page and feed of the app at `appUrl`, the feed signed in with `cookie` (`kumite_session=…`).
 * The feed loads `runs` times (default 5): its LCP is the median, as one load on a busy machine is noise.
 */
export async function measureWebWeight(
  appUrl: string,
  cookie: string,
  { runs = 5 }: { runs?: number } = {},
): Promise<WebWeight> {
  const browser = await launchBrowser();
  try {
    return { signIn: await measureSignIn(browser, appUrl), feed: await measureFeed(browser, appUrl, cookie, runs) };
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => bytes / 1000;

/** The table `npm run bench` and the standalone run print. */
export function formatWebWeight(weight: WebWeight): string {
  const t = WEB_WEIGHT_TARGETS;
  const rows: Array<[string, string, string, boolean]> = [
    [
      "Sign-in page: JS (gzip)",
      `${kb(weight.signIn.jsGzipBytes).toFixed(1)} kB`,
      `≤ ${t.signInJsKb} kB`,
      kb(weight.signIn.jsGzipBytes) <= t.signInJsKb,
    ],
    [
      "Feed (/): JS (gzip)",
      `${kb(weight.feed.jsGzipBytes).toFixed(1)} kB`,
      `≤ ${t.feedJsKb} kB`,
      kb(weight.feed.jsGzipBytes) <= t.feedJsKb,
    ],
    [
      "Feed (/): LCP (median)",
      `${weight.feed.lcpMs} ms`,
      `< ${t.feedLcpMs} ms`,
      weight.feed.lcpMs > 0 && weight.feed.lcpMs < t.feedLcpMs,
    ],
  ];
  const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => String(row[column]).length), 8));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  ");
  return [
    line(["measure", "measured", "target"]) + "  met",
    ...rows.map(([name, measured, target, met]) => `${line([name, measured, target])}  ${met ? "yes" : "NO"}`),
  ].join("\n");
}

function formatScripts(label: string, weight: PageWeight): string {
  const names = weight.scripts.map(
    (script) =>
      `  ${(kb(script.gzipBytes).toFixed(1) + " kB").padStart(9)}  ${new URL(script.url).pathname}${script.serverEncoded ? "" : " (gzipped here)"}`,
  );
  return [`${label}:`, ...names].join("\n");
}

async function main(): Promise<void> {
  const app = await startLocalBuiltApp();
  try {
    const tag = Date.now().toString(36);
    const signUp = await fetch(`${app.url}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        email: `web-weight-${tag}@kumite.test`,
        password: "web weight password",
        username: `weight_${tag}`,
        displayName: "Web Weight",
      }),
    });
    if (signUp.status !== 201) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
    const cookie = signUp.headers.getSetCookie().find((value) => value.startsWith(`${SESSION_COOKIE}=`));
    if (!cookie) throw new Error("sign-up set no session cookie");

    const runs = Number(process.env.WEB_WEIGHT_RUNS ?? 5);
    const weight = await measureWebWeight(app.url, cookie.split(";")[0]!, { runs });
    if (process.argv.includes("--files")) {
      console.log(formatScripts("Sign-in page", weight.signIn));
      console.log(formatScripts("Feed", weight.feed));
      console.log();
    }
    console.log(formatWebWeight(weight));
    console.log(`Feed LCP of each load: ${weight.feed.lcpRunsMs.join(", ")} ms`);
  } finally {
    await app.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
