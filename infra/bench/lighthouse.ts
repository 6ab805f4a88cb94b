import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { SESSION_COOKIE } from "@kumite/contracts/http";
import { startLocalBuiltApp } from "./measure.ts";
import { signUpThrough, type SignedUp } from "../test/sign-up.ts";
import { CHROMIUM } from "../../web/e2e/browser.ts";

// Lighthouse on the pages a member opens first, as a phone sees them: Lighthouse's default
// config, its mobile preset (a Moto G Power's screen, slow 4G and a 4x slower CPU, simulated),
// with the categories performance, accessibility and best practices. The sign-in page (/ signed
// out), then signed in: the feed (/), messages, dojos and gyms. `node --import tsx
// infra/bench/lighthouse.ts` after `npm run build` starts the built app on the local NATS and
// Redis, signs up a fresh member and gives them a little to show (LIGHTHOUSE_RUNS loads per page,
// 1 by default; LIGHTHOUSE_REPORTS=<folder> keeps each page's HTML report); `measureLighthouse` is
// what infra/bench/run.ts calls with an app it already runs. Targets live here, not in the tests.
// A signed-in page is sent the session cookie with every request (Lighthouse's extraHeaders); that
// it did load signed in is checked on the audited load itself: GET /api/auth/session answered 200.

export const LIGHTHOUSE_TARGETS = { performance: 90, accessibility: 100, bestPractices: 95, feedLcpMs: 2500 };

export type LighthousePage = { name: string; path: string; signedIn: boolean };

export const LIGHTHOUSE_PAGES: LighthousePage[] = [
  { name: "Sign-in", path: "/", signedIn: false },
  { name: "Feed", path: "/", signedIn: true },
  { name: "Messages", path: "/messages", signedIn: true },
  { name: "Dojos", path: "/dojos", signedIn: true },
  { name: "Gyms", path: "/gyms", signedIn: true },
];

const CATEGORIES = [
  { id: "performance", key: "performance", label: "performance" },
  { id: "accessibility", key: "accessibility", label: "accessibility" },
  { id: "best-practices", key: "bestPractices", label: "best practices" },
] as const;
type CategoryKey = (typeof CATEGORIES)[number]["key"];

/** An audit of a category the page missed its target in, scored under 0.9. */
export type FailingAudit = { category: CategoryKey; id: string; title: string; score: number; displayValue?: string };

/** An audit Lighthouse could not run on this Chromium: it weighs in no score, and says nothing. */
export type ErroredAudit = { id: string; error: string };

/** Scores 0–100 of the run whose performance is the median of the page's runs. */
export type PageScores = LighthousePage & {
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Largest Contentful Paint, simulated on the throttled phone. */
  lcpMs: number;
  /** What the LCP was (its label), and how GET /api/auth/session answered: the proof of signed in or out. */
  lcpElement: string;
  sessionStatus: number | null;
  finalUrl: string;
  failing: FailingAudit[];
  errored: ErroredAudit[];
  /** Each run's performance score and LCP, for the noise. */
  runs: Array<{ performance: number; lcpMs: number }>;
};

export const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const percent = (score: number | null | undefined) => Math.round((score ?? 0) * 100);

/** The LCP element's label (its text, or alt text) from the `largest-contentful-paint-element` audit. */
function lcpElementOf(lhr: Result): string {
  // details: a list whose first item is a table of the one element, as { node: { nodeLabel, snippet } }.
  const details = lhr.audits["largest-contentful-paint-element"]?.details as
    { items?: Array<{ items?: Array<{ node?: { nodeLabel?: string; snippet?: string } }> }> } | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  const fallback = details ? "(none)" : "(not known: the audit did not run)";
  return (node?.nodeLabel || node?.snippet || fallback).replace(/\s+/g, " ").slice(0, 60);
}

/** The status GET /api/auth/session answered with on the audited load (200 signed in, 401 signed out). */
function sessionStatusOf(lhr: Result): number | null {
  const details = lhr.audits["network-requests"]?.details as
    { items?: Array<{ url?: string; statusCode?: number }> } | undefined;
  const request = details?.items?.find((item) => item.url && new URL(item.url).pathname === "/api/auth/session");
  return request?.statusCode ?? null;
}

function failingAudits(lhr: Result, key: CategoryKey): FailingAudit[] {
  const category = CATEGORIES.find((entry) => entry.key === key)!;
  const failing: FailingAudit[] = [];
  for (const ref of lhr.categories[category.id]?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 0.9) continue;
    if (["informative", "notApplicable", "manual", "error"].includes(audit.scoreDisplayMode)) continue;
    failing.push({
      category: key,
      id: audit.id,
      title: audit.title,
      score: audit.score,
      ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
    });
  }
  return failing;
}

function erroredAudits(lhr: Result): ErroredAudit[] {
  const ids = new Set(
    CATEGORIES.flatMap((category) => lhr.categories[category.id]?.auditRefs.map((ref) => ref.id) ?? []),
  );
  return [...ids]
    .map((id) => lhr.audits[id])
    .filter((audit) => audit?.scoreDisplayMode === "error")
    .map((audit) => ({ id: audit!.id, error: audit!.errorMessage ?? "" }));
}

function meetsTarget(key: CategoryKey, score: number): boolean {
  return score >= LIGHTHOUSE_TARGETS[key];
}

type Audited = { lhr: Result; html: string };

async function audit(port: number, url: string, cookie: string | null): Promise<Audited> {
  const result = await lighthouse(
    url,
    {
      port,
      logLevel: "error",
      output: "html",
      onlyCategories: CATEGORIES.map((category) => category.id),
      // Sent with every request of the load, the page's own fetches as well.
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    },
    // The default config: mobile, simulated throttling (slow 4G, 4x CPU).
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return { lhr, html: String(result.report) };
}

type MeasureOptions = { runs?: number; pages?: LighthousePage[]; reportDir?: string };

async function measurePage(
  port: number,
  baseUrl: string,
  page: LighthousePage,
  cookie: string,
  { runs = 1, reportDir }: MeasureOptions,
): Promise<PageScores> {
  const url = new URL(page.path, baseUrl).href;
  const audited: Audited[] = [];
  for (let run = 0; run < runs; run++) {
    const { lhr, html } = await audit(port, url, page.signedIn ? cookie : null);
    // A cookie that did not take would measure the sign-in page under another name.
    const status = sessionStatusOf(lhr);
    if (page.signedIn ? status !== 200 : status === 200)
      throw new Error(
        `${page.name} (${page.path}) was meant to load signed ${page.signedIn ? "in" : "out"}, ` +
          `but GET /api/auth/session answered ${status ?? "nothing"} (LCP element: ${lcpElementOf(lhr)})`,
      );
    audited.push({ lhr, html });
  }
  const byPerformance = [...audited].sort(
    (a, b) => (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0),
  );
  const { lhr, html } = byPerformance[Math.floor((byPerformance.length - 1) / 2)]!;
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    const name = `${page.name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}.report.html`;
    writeFileSync(join(reportDir, name), html);
  }
  const scores = {
    performance: percent(lhr.categories.performance?.score),
    accessibility: percent(lhr.categories.accessibility?.score),
    bestPractices: percent(lhr.categories["best-practices"]?.score),
  };
  return {
    ...page,
    ...scores,
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
    lcpElement: lcpElementOf(lhr),
    sessionStatus: sessionStatusOf(lhr),
    finalUrl: lhr.finalDisplayedUrl,
    failing: CATEGORIES.filter((category) => !meetsTarget(category.key, scores[category.key])).flatMap((category) =>
      failingAudits(lhr, category.key),
    ),
    errored: erroredAudits(lhr),
    runs: audited.map(({ lhr: each }) => ({
      performance: percent(each.categories.performance?.score),
      lcpMs: Math.round(each.audits["largest-contentful-paint"]?.numericValue ?? 0),
    })),
  };
}

/**
 * Lighthouse on each of `pages` of the app at `baseUrl`, the signed-in ones with the session
 * `sessionId`, in a Chromium of its own. Each page loads `runs` times (default 1; Lighthouse's
 * storage reset makes each a cold load): its scores are those of the run of median performance,
 * whose HTML report goes to `reportDir` when given (`<page>.report.html`).
 */
export async function measureLighthouse(
  baseUrl: string,
  sessionId: string,
  options: MeasureOptions = {},
): Promise<PageScores[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: "error" });
  try {
    const results: PageScores[] = [];
    for (const page of options.pages ?? LIGHTHOUSE_PAGES)
      results.push(await measurePage(chrome.port, baseUrl, page, `${SESSION_COOKIE}=${sessionId}`, options));
    return results;
  } finally {
    chrome.kill();
  }
}

const mark = (met: boolean) => (met ? "MET" : "MISSED");

/** The table `npm run bench` and the standalone run print, then what to fix where a target is missed. */
export function formatLighthouse(results: PageScores[]): string {
  const t = LIGHTHOUSE_TARGETS;
  const header = ["page", `performance ≥ ${t.performance}`, `accessibility = ${t.accessibility}`];
  header.push(`best practices ≥ ${t.bestPractices}`, `LCP (feed < ${t.feedLcpMs} ms)`);
  let met = 0;
  let targets = 0;
  const cell = (value: string, ok: boolean) => {
    targets++;
    if (ok) met++;
    return `${value} ${mark(ok)}`;
  };
  const rows = results.map((page) => {
    const isFeed = page.signedIn && page.path === "/";
    return [
      `${page.name} (${page.path}${page.signedIn ? "" : ", signed out"})`,
      cell(String(page.performance), meetsTarget("performance", page.performance)),
      cell(String(page.accessibility), meetsTarget("accessibility", page.accessibility)),
      cell(String(page.bestPractices), meetsTarget("bestPractices", page.bestPractices)),
      isFeed ? cell(`${page.lcpMs} ms`, page.lcpMs > 0 && page.lcpMs < t.feedLcpMs) : `${page.lcpMs} ms`,
    ];
  });
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((value, column) => value.padEnd(widths[column]!))
      .join("  ")
      .trimEnd();
  const lines = [
    "Lighthouse 12, mobile (simulated slow 4G, 4x CPU slowdown), scores 0–100:",
    line(header),
    ...rows.map(line),
    `${met === targets ? "MET   " : "MISSED"} Lighthouse targets: ${met} of ${targets} met`,
  ];
  for (const page of results) {
    if (page.failing.length === 0) continue;
    lines.push(`\n${page.name} (${page.path}): audits under 0.9 in the categories that miss their target`);
    for (const failing of page.failing) {
      const shown = failing.displayValue ? `: ${failing.displayValue}` : "";
      const category = CATEGORIES.find((entry) => entry.key === failing.category)!.label;
      lines.push(`  ${category.padEnd(14)} ${failing.score.toFixed(2)}  ${failing.id}: ${failing.title}${shown}`);
    }
  }
  // Lighthouse 12.2's trace engine fails on some newer Chromiums' traces: those audits say nothing.
  const errored = new Map<string, string>();
  for (const page of results) for (const audit of page.errored) errored.set(audit.id, audit.error);
  if (errored.size > 0) {
    const first = [...errored.values()][0]!.replace(/\s+/g, " ").slice(0, 140);
    lines.push(`\nNot run on this Chromium (they weigh in no score): ${[...errored.keys()].join(", ")}; ${first}`);
  }
  return lines.join("\n");
}

/** What each load showed (its LCP element, its session check) and each run's figures: the noise. */
export function formatLighthouseDetails(results: PageScores[]): string {
  return results
    .map(
      (page) =>
        `${page.name} (${page.path}): session ${page.sessionStatus ?? "not asked"}, LCP element "${page.lcpElement}", ` +
        `runs: ${page.runs.map((run) => `perf ${run.performance} / LCP ${run.lcpMs} ms`).join(", ")}`,
    )
    .join("\n");
}

/** A call as the member's browser makes it; services may not have projected the calls before it yet. */
async function post(baseUrl: string, member: SignedUp, path: string, body: unknown): Promise<{ id: string }> {
  for (let attempt = 1; ; attempt++) {
    const reply = await fetch(`${baseUrl}${path}`, {
      method: "POST",
      headers: { cookie: member.cookie, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (reply.ok) return (await reply.json()) as { id: string };
    // 403/404 while a service has not projected the member yet; anything else is not for waiting out.
    if (attempt >= 20 || ![403, 404].includes(reply.status))
      throw new Error(`${path}: ${reply.status} ${await reply.text()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * A member with a little to show on each page: two posts in the feed, a message from a partner,
 * a dojo of their own and a gym a kilometre away. Somewhere of this run's own, so that gyms of
 * earlier runs on the same log stay out of the map.
 */
export async function signUpWithContent(baseUrl: string): Promise<SignedUp> {
  const latitude = Number((-40 + Math.random() * 80).toFixed(4));
  const longitude = Number((-170 + Math.random() * 340).toFixed(4));
  const member = await signUpThrough(baseUrl, {
    displayName: "Lighthouse Member",
    martialArts: ["Judo", "Karate"],
    location: "Porto",
    latitude,
    longitude,
  });
  const partner = await signUpThrough(baseUrl, { displayName: "Lighthouse Partner", martialArts: ["Judo"] });
  await post(baseUrl, partner, "/api/posts", {
    authorId: partner.id,
    title: "Open mat",
    content: "Open mat on Saturday, all welcome. Bring a gi and water.",
    category: "Judo",
  });
  await post(baseUrl, member, "/api/posts", {
    authorId: member.id,
    title: null,
    content: "Grip fighting first, then uchi mata: notes from tonight's randori.",
    category: "Judo",
  });
  await post(baseUrl, partner, "/api/messages", {
    senderId: partner.id,
    receiverId: member.id,
    content: "See you at the open mat?",
  });
  await post(baseUrl, member, "/api/dojos", {
    name: `Lighthouse Dojo ${Date.now().toString(36)}`,
    description: "Randori on Fridays",
    location: "Porto",
    martialArts: ["Judo", "Karate"],
  });
  await post(baseUrl, member, "/api/gyms", {
    name: `Lighthouse Gym ${Date.now().toString(36)}`,
    address: "Rua do Tatame 1",
    description: "Open to visitors",
    martialArts: ["Judo"],
    latitude: latitude + 0.01,
    longitude,
  });
  return member;
}

async function main(): Promise<void> {
  const app = await startLocalBuiltApp();
  try {
    const member = await signUpWithContent(app.url);
    const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
    const reportDir = process.env.LIGHTHOUSE_REPORTS;
    const results = await measureLighthouse(app.url, member.sessionId, { runs, ...(reportDir ? { reportDir } : {}) });
    console.log(formatLighthouse(results));
    console.log(`\n${formatLighthouseDetails(results)}`);
  } finally {
    await app.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
