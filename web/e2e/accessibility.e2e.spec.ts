import { writeFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, newPage, ONE_PIXEL_PNG, pageWithSession, useBuiltApp, type AxeFinding } from "./browser.ts";
import { signUpThrough } from "../../infra/test/sign-up.ts";

// Every screen of SPEC §2 and its dialogs, signed out and in, at a desktop and a phone width, through
// axe-core's WCAG 2.2 A/AA rules. Serious and critical violations fail; every finding is counted per
// rule, and A11Y_REPORT=<file> writes the counts (the issue note's before/after table).
// A new screen or dialog joins SCREENS.

const e2e = useBuiltApp();

const WIDTHS = [
  { name: "desktop", viewport: { width: 1366, height: 900 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
] as const;

interface World {
  /** The signed-in member's conversation partner, who has posted. */
  otherId: string;
  groupId: string;
  /** A gym near the member, with an open mat. */
  gymName: string;
}

/** The events of the member's dojo, and what each card shows them (the badges and buttons of SPEC §2). */
const AUDIT_EVENTS = {
  open: "Audit Randori",
  joined: "Audit Kata Night",
  full: "Audit Seminar",
} as const;
const TILES = "https://tile.openstreetmap.org/**";

interface Screen {
  name: string;
  signedIn: boolean;
  /** Opens the screen (and its dialog) and waits until it has settled. */
  open: (page: Page, world: World) => Promise<void>;
  /** Only at one width (the mobile menu's button exists on narrow screens only). */
  only?: (typeof WIDTHS)[number]["name"];
  /** Signed in as the member invited to the audit's dojo rather than its owner. */
  as?: "invitee";
  /** Puts back what `open` changed in the page's context, after the audit: the screens share a page per width. */
  close?: (page: Page) => Promise<void>;
}

const SEARCH_SECTIONS = ["Users", "Dojos", "Gyms", "Events"] as const;
const SEARCH_KINDS = ["users", "dojos", "gyms", "dojo-events"] as const;

/**
 * Waits until every kind's search finds something for `query`: the world was built through the API,
 * not the app, so the app's own search carries no position to wait for, and an empty first answer
 * would stay in its cache.
 */
async function searchable(page: Page, query: string): Promise<void> {
  for (const kind of SEARCH_KINDS) {
    await expect
      .poll(
        async () => {
          const reply = await page.request.get(`/api/${kind}?search=${encodeURIComponent(query)}`);
          return reply.ok() ? ((await reply.json()) as unknown[]).length : 0;
        },
        { interval: 250, timeout: 15_000, message: `GET /api/${kind}?search=${query} finds something` },
      )
      .toBeGreaterThan(0);
  }
}

const heading = (page: Page, name: string | RegExp) => page.getByRole("heading", { name }).first().waitFor();
const dialog = (page: Page, name: string | RegExp) => page.getByRole("dialog", { name }).waitFor();
const go = async (page: Page, path: string) => {
  await page.goto(path);
  await page
    .getByRole("banner")
    .or(page.getByRole("button", { name: /^Sign In$/ }))
    .first()
    .waitFor();
};

const SCREENS: Screen[] = [
  { name: "sign-in", signedIn: false, open: async (page) => go(page, "/") },
  {
    name: "sign-up",
    signedIn: false,
    open: async (page) => {
      await go(page, "/");
      await page
        .getByRole("button", { name: /Create one|Create Account/ })
        .last()
        .click();
      await page
        .getByRole("button", { name: "Create Account", exact: true })
        .or(page.getByLabel(/Username/))
        .first()
        .waitFor();
    },
  },
  {
    name: "home",
    signedIn: true,
    open: async (page) => {
      await go(page, "/");
      await page.getByRole("article").first().waitFor();
    },
  },
  {
    name: "search dialog with results in every section",
    signedIn: true,
    open: async (page) => {
      // The audit's members, dojo, gym and events are all named "Audit …": each section finds some.
      await searchable(page, "Audit");
      await go(page, "/");
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await dialog(page, /^Search/);
      await page.getByRole("dialog").getByRole("textbox").fill("Audit");
      for (const section of SEARCH_SECTIONS)
        await page
          .getByRole("dialog")
          .getByRole("heading", { name: new RegExp(`^${section} \\([1-9]\\d*\\)$`) })
          .waitFor();
      // The matched words are marked: their colours are audited with the rest.
      await page.getByRole("dialog").locator("mark").first().waitFor();
    },
  },
  {
    name: "create-post dialog",
    signedIn: true,
    open: async (page) => {
      await go(page, "/");
      await page.getByRole("banner").getByRole("button", { name: "Create Post" }).click();
      await dialog(page, "Create Post");
    },
  },
  {
    name: "notifications popover with a dojo invitation",
    signedIn: true,
    as: "invitee",
    open: async (page) => {
      await go(page, "/");
      await page.getByRole("button", { name: /^Notifications/ }).click();
      await page.getByRole("button", { name: /^Accept/ }).waitFor();
    },
  },
  {
    name: "notifications popover",
    signedIn: true,
    open: async (page) => {
      await go(page, "/");
      await page.getByRole("button", { name: /^Notifications/ }).click();
      await page
        .getByRole("button", { name: "Mark all read" })
        .or(page.getByText(/No notifications/))
        .first()
        .waitFor();
    },
  },
  {
    name: "group chats dialog",
    signedIn: true,
    open: async (page) => {
      await go(page, "/");
      await page.getByRole("main").getByRole("button", { name: "Chat", exact: true }).click();
      await dialog(page, /Group Chats/);
    },
  },
  {
    name: "mobile menu",
    signedIn: true,
    only: "phone",
    open: async (page) => {
      await go(page, "/");
      await page.getByRole("button", { name: "Open menu" }).click();
      await dialog(page, "Kumite Menu");
    },
  },
  {
    name: "own profile",
    signedIn: true,
    open: async (page) => {
      await go(page, "/profile");
      await page.getByRole("button", { name: "Edit profile" }).waitFor();
    },
  },
  {
    name: "edit-profile dialog",
    signedIn: true,
    open: async (page) => {
      await go(page, "/profile");
      await page.getByRole("button", { name: "Edit profile" }).click();
      await dialog(page, "Edit profile");
    },
  },
  {
    name: "another's profile",
    signedIn: true,
    open: async (page, world) => {
      await go(page, `/profile/${world.otherId}`);
      await page.getByRole("button", { name: /Connect|Pending|Connected/ }).waitFor();
    },
  },
  {
    name: "matching",
    signedIn: true,
    open: async (page) => {
      await go(page, "/matching");
      await page
        .getByText(/No more matches|No matches found/)
        .or(page.getByRole("region", { name: /candidate/ }))
        .first()
        .waitFor();
    },
  },
  {
    name: "messages",
    signedIn: true,
    open: async (page) => {
      await go(page, "/messages");
      await page.getByRole("list", { name: "Conversations" }).waitFor();
    },
  },
  {
    name: "a conversation",
    signedIn: true,
    open: async (page, world) => {
      await go(page, `/messages?user=${world.otherId}`);
      await page.getByText("Hello from the audit").first().waitFor();
    },
  },
  {
    name: "messages offline, a message waiting to send",
    signedIn: true,
    open: async (page, world) => {
      await go(page, `/messages?user=${world.otherId}`);
      await page.getByRole("log").getByText("Hello from the audit").waitFor();
      await page.waitForTimeout(1500); // the saved cache is written at most once a second
      await page.context().setOffline(true);
      await page.getByPlaceholder("Type your message...").fill("Audit message written offline");
      await page.getByRole("button", { name: "Send message" }).click();
      await page.getByRole("log").getByText("Waiting to send").waitFor();
      const outbox = page.getByRole("region", { name: "1 waiting to send" });
      await outbox.getByText("1 waiting to send").waitFor();
      await outbox.getByRole("button", { name: "Show", exact: true }).click();
      await outbox.getByRole("button", { name: "Cancel sending: Audit message written offline" }).waitFor();
      await page.getByText("You are offline: showing what was saved").waitFor();
    },
    close: async (page) => {
      // Back online, the message goes out and the outbox's notice leaves the screens after this one.
      await page.context().setOffline(false);
      await page.getByRole("region", { name: /waiting to send$/ }).waitFor({ state: "detached", timeout: 20_000 });
    },
  },
  ...(["Report", "Block"] as const).map((mode) => ({
    name: `report / block dialog: ${mode}`,
    signedIn: true,
    open: async (page: Page, world: World) => {
      await go(page, `/messages?user=${world.otherId}`);
      await page.getByRole("button", { name: "Report or block Audit Partner" }).click();
      await dialog(page, "Report or block Audit Partner");
      if (mode === "Block") {
        await page.getByRole("dialog").getByRole("radio", { name: "Report" }).focus();
        await page.keyboard.press("ArrowRight");
        await page.getByRole("dialog").getByRole("button", { name: "Block User" }).waitFor();
      }
    },
  })),
  {
    name: "new-conversation dialog",
    signedIn: true,
    open: async (page) => {
      await go(page, "/messages");
      await page.getByRole("button", { name: "New conversation" }).click();
      await page.getByRole("dialog").waitFor();
    },
  },
  {
    name: "dojos",
    signedIn: true,
    open: async (page) => {
      await go(page, "/dojos");
      await page.getByRole("article", { name: "Audit Dojo" }).waitFor();
    },
  },
  {
    name: "create-dojo dialog",
    signedIn: true,
    open: async (page) => {
      await go(page, "/dojos");
      await page.getByRole("button", { name: "Create Dojo" }).click();
      await dialog(page, "Create a New Dojo");
    },
  },
  ...(
    [
      ["Members", (page: Page) => page.getByRole("combobox", { name: /^Role of/ }).waitFor()],
      [
        "Invite",
        async (page: Page) => {
          await page.getByRole("button", { name: "Invite Members" }).click();
          await page.getByRole("button", { name: /^Invite Audit Invitee/ }).waitFor();
        },
      ],
      [
        "Chat",
        async (page: Page) => {
          await page.getByRole("tab", { name: "Chat" }).click();
          await page.getByRole("button", { name: "Create Dojo Chat" }).waitFor();
        },
      ],
      [
        "Settings",
        async (page: Page) => {
          await page.getByRole("tab", { name: "Settings" }).click();
          await page.getByRole("button", { name: "Edit Dojo" }).click();
          await page.getByRole("button", { name: "Save" }).waitFor();
        },
      ],
    ] as const
  ).map(([view, settle]) => ({
    name: `dojo management: ${view}`,
    signedIn: true,
    open: async (page: Page) => {
      await go(page, "/dojos");
      await page.getByRole("article", { name: "Audit Dojo" }).getByRole("button", { name: "Manage" }).click();
      await dialog(page, "Manage Audit Dojo");
      await settle(page);
    },
  })),
  {
    name: "events",
    signedIn: true,
    open: async (page) => {
      await go(page, "/events");
      await heading(page, /Events/);
      // The member organises all three: one to join, one they joined, one a partner filled.
      const card = (title: string) => page.getByRole("article", { name: title });
      const badges = (title: string) => card(title).getByRole("list", { name: "Badges" });
      await badges(AUDIT_EVENTS.open).getByText("Organizer", { exact: true }).waitFor();
      await card(AUDIT_EVENTS.open).getByRole("button", { name: "Join Event" }).waitFor();
      await badges(AUDIT_EVENTS.joined).getByText("Joined", { exact: true }).waitFor();
      await card(AUDIT_EVENTS.joined).getByRole("button", { name: "Leave Event" }).waitFor();
      await badges(AUDIT_EVENTS.full).getByText("Full", { exact: true }).waitFor();
      await card(AUDIT_EVENTS.full).getByRole("button", { name: "Join waitlist" }).waitFor();
      await card(AUDIT_EVENTS.full).getByText("1 / 1 participants").waitFor();
    },
  },
  {
    name: "gyms",
    signedIn: true,
    open: async (page, world) => {
      // No Internet here: the map's tiles are served as one-pixel pictures.
      await page
        .context()
        .route(TILES, (route) => route.fulfill({ status: 200, contentType: "image/png", body: ONE_PIXEL_PNG }));
      await go(page, "/gyms");
      await heading(page, /Gyms/);
      const card = page.getByRole("article", { name: world.gymName });
      await card.getByText(/^\d+\.\d km away$/).waitFor();
      await card.getByText(/^Open mat (today|\w+) 19:00–21:00/).waitFor();
      await card.getByRole("button", { name: /^Open mats \(1\)/ }).waitFor();
    },
  },
  {
    name: "gym open mats panel",
    signedIn: true,
    open: async (page, world) => {
      await go(page, "/gyms");
      await page
        .getByRole("article", { name: world.gymName })
        .getByRole("button", { name: /^Open mats \(1\)/ })
        .click();
      const panel = page.getByRole("dialog", { name: `Open mats at ${world.gymName}` });
      await panel.getByText("Confirmed by 1 member", { exact: false }).waitFor();
      await panel.getByRole("button", { name: /Flag as gone/ }).waitFor();
    },
  },
  {
    name: "add gym dialog with the places found for its address",
    signedIn: true,
    open: async (page) => {
      await page
        .context()
        .route(TILES, (route) => route.fulfill({ status: 200, contentType: "image/png", body: ONE_PIXEL_PNG }));
      await go(page, "/gyms");
      await heading(page, /Gyms/);
      await page.getByRole("button", { name: "Add Gym" }).click();
      const addGym = page.getByRole("dialog", { name: "Add a Gym" });
      // The stand-in geocoder's table (infra/test/stand-in-geocoder.ts) knows this address.
      await addGym.getByLabel("Address").fill("Rua Augusta 10, Lisboa");
      await addGym.getByRole("button", { name: "Find on map" }).click();
      await addGym
        .getByRole("radiogroup", { name: "Places found for this address" })
        .getByRole("radio")
        .first()
        .check();
      await addGym
        .getByRole("button", { name: "The gym's pin: arrow keys move it, with Shift in bigger steps" })
        .waitFor();
      await page.mouse.move(0, 0);
    },
  },
  {
    name: "help",
    signedIn: true,
    open: async (page) => {
      await go(page, "/help");
      await heading(page, /Kumite/);
    },
  },
  ...(["Friends", "Blocked Users", "Account"] as const).map((tab) => ({
    name: `options: ${tab}`,
    signedIn: true,
    open: async (page: Page) => {
      await go(page, "/options");
      await page.getByRole("tab", { name: tab }).click();
      await page.getByRole("tabpanel").first().waitFor();
    },
  })),
  {
    // At the first width the export is being prepared (or ready); at the second, within 10 minutes
    // of the first, the ask is refused: both states of "Your data" are audited.
    name: "options: download my data asked",
    signedIn: true,
    open: async (page: Page) => {
      await go(page, "/options?tab=account");
      const section = page.getByRole("region", { name: "Your data" });
      await section.getByRole("button", { name: "Download my data" }).click();
      await section
        .getByText("Preparing your data…")
        .or(section.getByText("Your data is ready to download"))
        .or(section.getByText("You can ask for your data once every 10 minutes"))
        .first()
        .waitFor();
    },
  },
  {
    name: "options: delete-account confirm",
    signedIn: true,
    open: async (page: Page) => {
      await go(page, "/options");
      await page.getByRole("tab", { name: "Account" }).click();
      await page.getByRole("button", { name: "Delete Account" }).click();
      await dialog(page, "Delete your account?");
    },
  },
  {
    name: "group chat",
    signedIn: true,
    open: async (page, world) => {
      await go(page, `/group-chat?groupId=${world.groupId}`);
      await page.getByText("Audit sparring group").first().waitFor();
    },
  },
  {
    name: "not found",
    signedIn: true,
    open: async (page) => {
      await go(page, "/no-such-page");
      await heading(page, "404 Page Not Found");
    },
  },
];

/** Every finding, for the report: "<rule> (<impact>)" → screens × widths × elements. */
const findings: Array<AxeFinding & { screen: string; width: string }> = [];

let world: World;
let memberSession: string;
let inviteeSession: string;

beforeAll(async () => {
  const url = e2e.app.url;
  const other = await signUpThrough(url, { displayName: "Audit Partner", martialArts: ["Judo"], location: "Lisbon" });
  // Somewhere of this run's own, so that gyms of earlier runs on the same log stay out of the way.
  const latitude = Number((-40 + Math.random() * 80).toFixed(4));
  const longitude = Number((-170 + Math.random() * 340).toFixed(4));
  const member = await signUpThrough(url, {
    displayName: "Audit Member",
    martialArts: ["Judo", "Karate"],
    location: "Porto",
    latitude,
    longitude,
  });
  memberSession = member.sessionId;
  const call = async (cookie: string, path: string, body: unknown) => {
    const reply = await fetch(`${url}${path}`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!reply.ok) throw new Error(`${path}: ${reply.status} ${await reply.text()}`);
    return (await reply.json()) as { id: string };
  };
  await call(other.cookie, "/api/posts", {
    authorId: other.id,
    title: "Open mat",
    content: "Open mat on Saturday, all welcome",
    category: "Judo",
  });
  await call(other.cookie, "/api/messages", {
    senderId: other.id,
    receiverId: member.id,
    content: "Hello from the audit",
  });
  const group = await call(member.cookie, "/api/group-chats", {
    name: "Audit sparring group",
    type: "match_group",
    createdBy: member.id,
  });
  // The member owns a dojo the partner belongs to, and has invited a connection in no dojo.
  const invitee = await signUpThrough(url, { displayName: "Audit Invitee", martialArts: ["Judo"] });
  inviteeSession = invitee.sessionId;
  const dojo = await call(member.cookie, "/api/dojos", {
    name: "Audit Dojo",
    description: "Randori on Fridays",
    location: "Porto",
    martialArts: ["Judo", "Karate"],
  });
  await call(other.cookie, `/api/dojos/${dojo.id}/join`, { userId: other.id });
  await call(member.cookie, "/api/connections", { userId: member.id, connectedUserId: invitee.id, status: "pending" });
  await call(invitee.cookie, "/api/connections", { userId: invitee.id, connectedUserId: member.id, status: "pending" });
  await eventually(() => call(member.cookie, `/api/dojos/${dojo.id}/invite`, { userId: invitee.id }));
  // The dojo's events a week ahead: one open to join, one the member joined, one the partner filled.
  const eventDate = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString();
  const schedule = (title: string, maxParticipants: number) =>
    call(member.cookie, "/api/dojo-events", {
      title,
      eventDate,
      maxParticipants,
      dojoId: dojo.id,
      createdBy: member.id,
    });
  await schedule(AUDIT_EVENTS.open, 12);
  const joined = await schedule(AUDIT_EVENTS.joined, 8);
  await call(member.cookie, `/api/dojo-events/${joined.id}/join`, { userId: member.id });
  const full = await schedule(AUDIT_EVENTS.full, 1);
  await call(other.cookie, `/api/dojo-events/${full.id}/join`, { userId: other.id });
  // A gym about a kilometre from the member, with a weekly open mat.
  const gymName = `Audit Gym ${Date.now().toString(36)}`;
  const gym = await eventually(() =>
    call(member.cookie, "/api/gyms", {
      name: gymName,
      address: "Rua do Tatame 1",
      phone: "+351 21 000 0000",
      website: "audit-gym.example",
      description: "Open to visitors",
      martialArts: ["Judo", "Brazilian Jiu-Jitsu"],
      latitude: latitude + 0.01,
      longitude,
    }),
  );
  await call(member.cookie, `/api/gyms/${gym.id}/open-mats`, {
    weekday: "Saturday",
    start: "19:00",
    end: "21:00",
    kind: "gi",
    fee: "€10",
  });
  world = { otherId: other.id, groupId: group.id, gymName };
});

/** Retries a call the services may not have caught up with yet (they project the calls before it). */
async function eventually<T>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

afterAll(() => {
  const counts: Record<string, number> = {};
  for (const finding of findings)
    counts[`${finding.id} (${finding.impact})`] = (counts[`${finding.id} (${finding.impact})`] ?? 0) + finding.nodes;
  console.log("axe findings per rule (elements, all screens and widths):", counts);
  if (process.env.A11Y_REPORT) writeFileSync(process.env.A11Y_REPORT, JSON.stringify({ counts, findings }, null, 2));
});

describe.each(WIDTHS)("every screen at $name width ($viewport.width px)", (width) => {
  let signedIn: Page;
  let signedOut: Page;
  let invitee: Page;
  beforeAll(async () => {
    signedOut = await newPage(e2e.browser, e2e.app.url, width.viewport);
    signedIn = await pageWithSession(e2e.browser, e2e.app.url, memberSession, width.viewport);
    invitee = await pageWithSession(e2e.browser, e2e.app.url, inviteeSession, width.viewport);
  });
  afterAll(async () => {
    await signedIn?.context().close();
    await signedOut?.context().close();
    await invitee?.context().close();
  });

  const screens = SCREENS.filter((screen) => !screen.only || screen.only === width.name);
  it.each(screens)("$name has no serious or critical WCAG 2.2 AA violation", async (screen) => {
    const page = screen.as === "invitee" ? invitee : screen.signedIn ? signedIn : signedOut;
    let found: AxeFinding[];
    try {
      await screen.open(page, world);
      // Let antd's open animations and the data's second render settle before reading colours.
      await page.waitForTimeout(400);
      found = await axeViolations(page);
    } finally {
      await screen.close?.(page);
    }
    findings.push(...found.map((finding) => ({ ...finding, screen: screen.name, width: width.name })));
    const blocking = found.filter((finding) => finding.impact === "serious" || finding.impact === "critical");
    expect(blocking.flatMap((finding) => finding.described)).toEqual([]);
  });
});
