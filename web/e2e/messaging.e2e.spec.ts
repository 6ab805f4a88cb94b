import { expect, it } from "vitest";
import { accessibilityViolations, settled, signedInPage, toast, useBuiltApp } from "./browser.ts";

// Two members in two browsers, each with the live stream open: A writes, B's open Messages page
// and bell show it without a reload; B types and A sees it; B reads everything from the bell; A
// starts a group chat from Home and posts in it.

const e2e = useBuiltApp();

const memberIn = (displayName: string) => signedInPage(e2e.browser, e2e.app.url, { displayName });

it("delivers a message, typing and the bell live, and hosts a group chat", async () => {
  const tag = Date.now().toString(36);
  const ana = await memberIn(`Ana ${tag}`);
  const ben = await memberIn(`Ben ${tag}`);

  // Ben waits on Messages; Ana opens a conversation with him and writes.
  await ben.page.goto("/messages");
  await ben.page.getByText("Welcome to Messages").waitFor();
  await ana.page.goto(`/messages?user=${ben.id}`);
  const anaBox = ana.page.getByPlaceholder("Type your message...");
  await anaBox.fill("Osu! Randori tonight?");
  await ana.page.getByRole("button", { name: "Send message" }).click();
  await ana.page.getByRole("log").getByText("Osu! Randori tonight?").waitFor();

  // Without a reload, Ben's list shows the conversation and his bell a badge.
  await ben.page.getByText("Osu! Randori tonight?").first().waitFor();
  await ben.page.getByRole("button", { name: "Notifications, 1 unread" }).waitFor();

  // Ben opens the conversation and types: Ana sees it.
  await ben.page.getByText(`Ana ${tag}`).first().click();
  await ben.page.getByPlaceholder("Type your message...").pressSequentially("Count me");
  await ana.page.getByText(`Ben ${tag} is typing…`).waitFor();
  await ben.page.getByRole("button", { name: "Send message" }).click();
  await ana.page.getByRole("log").getByText("Count me").waitFor();
  expect(await accessibilityViolations(ana.page, "main")).toEqual([]);

  // Ben reads everything from the bell.
  await ben.page.getByRole("button", { name: /^Notifications/ }).click();
  expect(await accessibilityViolations(ben.page, ".ant-popover")).toEqual([]);
  await ben.page.getByRole("button", { name: "Mark all read" }).click();
  await ben.page.getByRole("button", { name: "Notifications", exact: true }).waitFor();

  // Ana starts a group chat from Home's Chat shortcut and posts in it.
  await ana.page.goto("/");
  await ana.page.getByRole("button", { name: "Chat" }).click();
  const dialog = ana.page.getByRole("dialog", { name: "Group Chats" });
  // Once the dialog has finished zooming in: on a loaded machine a tab clicked mid-entrance stayed unchosen.
  await dialog.waitFor();
  await settled(ana.page);
  await dialog.getByRole("tab", { name: "Create" }).click();
  await dialog.getByRole("tab", { name: "Create", selected: true }).waitFor();
  await dialog.getByLabel("Name").fill(`Open mat ${tag}`);
  await dialog.getByRole("button", { name: "Create Group Chat" }).click();
  await toast(ana.page, "Group chat created!").waitFor();
  await dialog.getByRole("button", { name: new RegExp(`Open mat ${tag}`) }).click();
  await dialog.getByRole("textbox", { name: "Message" }).fill("Saturday 10:00, bring a gi");
  await dialog.getByRole("button", { name: "Send" }).click();
  await dialog.getByRole("log").getByText("Saturday 10:00, bring a gi").waitFor();
  expect(await accessibilityViolations(ana.page, ".ant-modal")).toEqual([]);
});
