import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { accessibilityViolations, chooseOption, signedInPage, toast, useBuiltApp } from "./browser.ts";

// Two members in two browsers with the live stream open: A founds a dojo, invites B (a connection),
// B accepts from the bell, A makes B an elder, both write in the dojo chat, and B leaves. Then an
// owner removes and bars a member, who is told in the bell, and lifts the bar from Settings.

const e2e = useBuiltApp();

const memberIn = (displayName: string) =>
  signedInPage(e2e.browser, e2e.app.url, { displayName, martialArts: ["Judo"], location: "Porto" });

/**
 * A like each way: an accepted connection (a match). Social may not have projected a member who
 * signed up a moment ago: it answers 404 then, and the like is tried again.
 */
async function connect(a: { page: Page; id: string }, b: { page: Page; id: string }) {
  for (const [from, to] of [
    [a, b],
    [b, a],
  ] as const) {
    await expect
      .poll(
        async () => {
          const reply = await from.page.request.post("/api/connections", {
            data: { userId: from.id, connectedUserId: to.id, status: "pending" },
          });
          return reply.status();
        },
        { interval: 250, timeout: 10_000 },
      )
      .toBeLessThan(300);
  }
}

/** Opens the group chats dialog from Home and writes in the dojo chat. */
async function writeInDojoChat(page: Page, chatName: string, words: string) {
  await page.goto("/");
  await page.getByRole("main").getByRole("button", { name: "Chat", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Group Chats" });
  await dialog.getByRole("button", { name: new RegExp(chatName) }).click();
  await dialog.getByRole("textbox", { name: "Message" }).fill(words);
  await dialog.getByRole("button", { name: "Send" }).click();
  await dialog.getByRole("log").getByText(words).waitFor();
  return dialog;
}

it("founds a dojo, invites a connection who accepts from the bell, gives a role, chats and lets go", async () => {
  const tag = Date.now().toString(36);
  const ana = await memberIn(`Ana ${tag}`);
  const ben = await memberIn(`Ben ${tag}`);
  await connect(ana, ben);
  const dojoName = `Tatami ${tag}`;

  // Ana founds the dojo.
  await ana.page.goto("/dojos");
  await ana.page.getByRole("heading", { name: "Martial Arts Dojos" }).waitFor();
  await ana.page.getByRole("button", { name: "Create Dojo" }).click();
  const create = ana.page.getByRole("dialog", { name: "Create a New Dojo" });
  await create.getByLabel("Dojo name").fill(dojoName);
  await create.getByLabel("Description").fill("Randori on Fridays");
  await create.getByLabel("Location").fill("Porto");
  await create.getByRole("checkbox", { name: "Judo" }).check();
  expect(await accessibilityViolations(ana.page, ".ant-modal")).toEqual([]);
  await create.getByRole("button", { name: "Create Dojo" }).click();
  await toast(ana.page, "Dojo created successfully!").waitFor();
  const anaCard = ana.page.getByRole("article", { name: dojoName });
  await anaCard.getByText("Owner", { exact: true }).waitFor();

  // Ben, on /dojos with his bell loaded (the match rang it), waits; Ana invites him.
  await ben.page.goto("/dojos");
  await ben.page.getByRole("article", { name: dojoName }).waitFor();
  await ben.page.getByRole("button", { name: /^Notifications, \d+ unread/ }).waitFor();
  await anaCard.getByRole("button", { name: "Manage" }).click();
  const manage = ana.page.getByRole("dialog", { name: `Manage ${dojoName}` });
  await manage.getByRole("button", { name: "Invite Members" }).click();
  await manage.getByRole("button", { name: `Invite Ben ${tag}` }).click();
  await toast(ana.page, "Invitation Sent!").waitFor();

  // Ben's bell rings without a reload, and he accepts there.
  await ben.page.getByRole("button", { name: /^Notifications/ }).click();
  await ben.page.getByText(`Ana ${tag} invited you to join ${dojoName}`).waitFor();
  expect(await accessibilityViolations(ben.page, ".ant-popover")).toEqual([]);
  await ben.page.getByRole("button", { name: new RegExp(`^Accept.*${dojoName}`) }).click();
  await toast(ben.page, "Joined dojo successfully!").waitFor();
  await ben.page.keyboard.press("Escape");
  const benCard = ben.page.getByRole("article", { name: dojoName });
  await benCard.getByText("Member", { exact: true }).waitFor();
  await benCard.getByText("2 members").waitFor();

  // Ana sees him on the roster and makes him an elder; his header says so, live.
  await manage.getByRole("button", { name: "Back to Members" }).click();
  await manage.getByRole("tab", { name: "Members (2)" }).waitFor();
  await chooseOption(ana.page, manage.getByRole("combobox", { name: `Role of Ben ${tag}` }), "Elder");
  await toast(ana.page, "Member role updated!").waitFor();
  await ben.page
    .getByRole("banner")
    .getByRole("link", { name: `${dojoName} · Elder, your dojo` })
    .waitFor();
  expect(await accessibilityViolations(ana.page, ".ant-modal")).toEqual([]);

  // Ana opens the dojo chat; both write in it.
  await manage.getByRole("tab", { name: "Chat" }).click();
  await manage.getByRole("button", { name: "Create Dojo Chat" }).click();
  await toast(ana.page, "Dojo chat created!").waitFor();
  await manage.getByText("2 members").waitFor();
  const chatName = `${dojoName} - Dojo Chat`;
  await writeInDojoChat(ana.page, chatName, "Osu! Randori at seven");
  const benChat = await writeInDojoChat(ben.page, chatName, "I'll bring the new blood");
  await benChat.getByRole("log").getByText("Osu! Randori at seven").waitFor();

  // Ben leaves: the card offers Join Dojo again, and the chat is no longer his.
  await ben.page.goto("/dojos");
  const leaving = ben.page.getByRole("article", { name: dojoName });
  await leaving.getByRole("button", { name: "Leave" }).click();
  await toast(ben.page, "Left dojo successfully").waitFor();
  await leaving.getByRole("button", { name: "Join Dojo" }).waitFor();
  await leaving.getByText("1 member", { exact: true }).waitFor();
  const chats = await ben.page.request.get("/api/group-chats?type=dojo_group");
  expect(await chats.json()).toEqual([]);
});

it("removes a member with a reason and a bar, who is told in the bell; the barred list lifts the bar", async () => {
  const tag = Date.now().toString(36);
  const olga = await memberIn(`Olga ${tag}`);
  const nia = await memberIn(`Nia ${tag}`);
  const dojoName = `Barred ${tag}`;
  const founded = await olga.page.request.post("/api/dojos", {
    data: { name: dojoName, description: "Randori", location: "Porto", martialArts: ["Judo"] },
  });
  const dojoId: string = (await founded.json()).id;
  expect((await nia.page.request.post(`/api/dojos/${dojoId}/join`, { data: { userId: nia.id } })).status()).toBe(200);

  // Olga opens the Members tab and removes Nia, from the keyboard: a reason, and a bar.
  await olga.page.goto("/dojos");
  await olga.page.getByRole("article", { name: dojoName }).getByRole("button", { name: "Manage" }).click();
  const manage = olga.page.getByRole("dialog", { name: `Manage ${dojoName}` });
  const remove = manage.getByRole("button", { name: "Remove from dojo" });
  await remove.focus();
  await olga.page.keyboard.press("Enter");
  const confirm = olga.page.locator(".ant-modal", { hasText: `Remove Nia ${tag} from ${dojoName}?` });
  await confirm.getByRole("textbox", { name: "Reason" }).fill("Spam in the dojo chat");
  await confirm.getByRole("checkbox", { name: "Bar from rejoining" }).press("Space");
  expect(await confirm.getByRole("checkbox", { name: "Bar from rejoining" }).isChecked()).toBe(true);
  expect(await accessibilityViolations(olga.page, ".ant-modal")).toEqual([]);
  await confirm.getByRole("button", { name: "Remove from dojo" }).click();
  await toast(olga.page, `Nia ${tag} was removed from the dojo`).waitFor();
  await manage.getByRole("tab", { name: "Members (1)" }).waitFor();

  // The barred list in Settings has her, with the reason; the audit sees it with its entry.
  await manage.getByRole("tab", { name: "Settings" }).click();
  const barred = manage.getByRole("list", { name: `Members barred from ${dojoName}` });
  await barred.getByText("Reason: Spam in the dojo chat").waitFor();
  expect(await accessibilityViolations(olga.page, ".ant-modal")).toEqual([]);

  // Nia's bell says which dojo and why; joining again is refused while she is barred.
  await nia.page.goto("/dojos");
  await nia.page.getByRole("button", { name: /^Notifications/ }).click();
  await nia.page.getByText(`You were removed from ${dojoName}`).waitFor();
  await nia.page.getByText("Reason: Spam in the dojo chat").waitFor();
  const refused = await nia.page.request.post(`/api/dojos/${dojoId}/join`, { data: { userId: nia.id } });
  expect((await refused.json()).code).toBe("dojo.barred");

  // Olga lifts the bar; Nia may join again.
  await barred.getByRole("button", { name: `Lift bar on Nia ${tag}` }).click();
  await toast(olga.page, `Nia ${tag} may join again`).waitFor();
  await manage.getByText("Nobody is barred from this dojo").waitFor();
  expect((await nia.page.request.post(`/api/dojos/${dojoId}/join`, { data: { userId: nia.id } })).status()).toBe(200);
});
