import { expect, it } from "vitest";
import type { Page } from "playwright-core";
import { SESSION_COOKIE } from "@kumite/contracts/http";
import { DESKTOP, postAs, useBuiltApp } from "./browser.ts";
import { signUpThrough, type SignedUp } from "../../infra/test/sign-up.ts";

// The feed on a phone and on every desktop width: nothing scrolls sideways in either language, a
// post shows its latest three comments with "View all N comments" for the rest, and a long post is
// clamped with "more".

const e2e = useBuiltApp();

/** From the narrowest phone to a laptop, and the widths where the Portuguese header once overflowed. */
const WIDTHS = [320, 375, 768, 1024, 1200, 1220, 1241, 1366];
const LINES = Array.from({ length: 12 }, (_, index) => `Round ${index + 1}: grip, off-balance, throw, pin.`);

/** A browser in `locale` signed in as `member`, on the feed. */
async function feedPage(member: SignedUp, locale: "en" | "pt-BR"): Promise<Page> {
  const context = await e2e.browser.newContext({ baseURL: e2e.app.url, locale, viewport: DESKTOP });
  await context.addCookies([{ name: SESSION_COOKIE, value: member.sessionId, url: e2e.app.url }]);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto("/");
  return page;
}

/** A post of twelve lines with five comments, made through the API; its title. */
async function longPostWithFiveComments(): Promise<string> {
  const tag = Date.now().toString(36);
  const author = await signUpThrough(e2e.app.url, { displayName: `Aiko ${tag}` });
  const commenter = await signUpThrough(e2e.app.url, { displayName: `Kenji ${tag}` });
  const title = `Twelve rounds ${tag}`;
  const post = await postAs<{ id: string }>(e2e.app.url, author, "/api/posts", {
    title,
    content: LINES.join("\n"),
    category: "Sambo",
    authorId: author.id,
  });
  for (let index = 1; index <= 5; index++) {
    await postAs(e2e.app.url, commenter, "/api/comments", {
      content: `Comment ${index}`,
      postId: post.id,
      authorId: commenter.id,
    });
  }
  return title;
}

/** The widths at which the page scrolls sideways, each as "width: scrollWidth > clientWidth". */
async function sidewaysScrolls(page: Page, title: string): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole("article", { name: title }).waitFor();
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    if (scrollWidth > clientWidth) found.push(`${width}: ${scrollWidth} > ${clientWidth}`);
  }
  return found;
}

it("shows a post's latest three comments, then all five from 'View all 5 comments', and a long post clamped with 'more'", async () => {
  const title = await longPostWithFiveComments();
  const reader = await signUpThrough(e2e.app.url);
  const page = await feedPage(reader, "en");

  // The post and its latest comments arrive in one reply of the feed: once the post is drawn, so
  // are they. (A poll of the comments from page.goto gave up after its second on a loaded machine,
  // while the signed-in app and the feed were still loading.)
  const post = page.getByRole("article", { name: title });
  await post.waitFor();
  const comments = post.getByRole("list", { name: "Comments" }).getByRole("listitem");
  expect(await comments.allTextContents()).toEqual([
    expect.stringContaining("Comment 3"),
    expect.stringContaining("Comment 4"),
    expect.stringContaining("Comment 5"),
  ]);

  await post.getByRole("button", { name: "View all 5 comments" }).click();
  // The thread's first page replaces the three in one render: its fifth comment means all five.
  await comments.nth(4).waitFor();
  expect(await comments.count()).toBe(5);
  expect(await comments.first().textContent()).toContain("Comment 1");
  // The focus is on the first comment the thread brought, not lost with the button.
  expect(await comments.first().evaluate((entry) => entry === document.activeElement)).toBe(true);
  expect(await post.getByRole("button", { name: "View all 5 comments" }).count()).toBe(0);

  const more = post.getByRole("button", { name: "more", exact: true });
  expect(await more.getAttribute("aria-expanded")).toBe("false");
  // Clamped for the eye only: every line is in the page for a screen reader.
  expect(await post.getByText("Round 12: grip, off-balance, throw, pin.").count()).toBe(1);
  const clamped = await post.getByText("Round 1:").evaluate((text) => text.scrollHeight > text.clientHeight);
  expect(clamped).toBe(true);
  await more.click();
  expect(await post.getByRole("button", { name: "less", exact: true }).getAttribute("aria-expanded")).toBe("true");
  await page.context().close();
});

it("never scrolls sideways, from a 320 px phone to a 1366 px laptop, in English and in Portuguese", async () => {
  const title = await longPostWithFiveComments();
  // The owner of a dojo with a long name: the header shows the dojo too.
  const reader = await signUpThrough(e2e.app.url, { displayName: "Bia Souza" });
  await postAs(e2e.app.url, reader, "/api/dojos", {
    name: `Academia de Jiu-Jitsu e Judô do Rio ${Date.now().toString(36)}`,
    description: "Randori",
    location: "Rio de Janeiro",
    martialArts: ["Judo"],
  });

  const english = await feedPage(reader, "en");
  expect(await sidewaysScrolls(english, title)).toEqual([]);
  await english.context().close();

  const portuguese = await feedPage(reader, "pt-BR");
  const post = portuguese.getByRole("article", { name: title });
  await post.getByRole("button", { name: "Ver todos os 5 comentários" }).waitFor();
  expect(await post.getByRole("button", { name: "mais", exact: true }).getAttribute("aria-expanded")).toBe("false");
  expect(await sidewaysScrolls(portuguese, title)).toEqual([]);
  await portuguese.context().close();
});
