import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeSession } from "@/testing/fake-session.ts";
import { sessionUser } from "@/testing/fixtures.ts";
import { json, mockFetch } from "@/testing/mock-fetch.ts";
import { renderRoutes } from "@/testing/render-routes.tsx";
import { ana, conversationView, directMessage, kenji, mia } from "../testing/message-fixtures.ts";
import { speakPortuguese } from "@/testing/speak-portuguese.ts";

const me = sessionUser({ id: "me" });
const conversations = [
  conversationView(kenji, directMessage(kenji, ana, "Randori on Tuesday?"), 3),
  conversationView(mia, directMessage(ana, mia, "See you at the gym")),
];

async function renderList() {
  mockFetch({ "GET /api/messages/conversations": () => json(conversations) });
  await renderRoutes("/messages", fakeSession(me));
  return within(await screen.findByRole("list", { name: "Conversations" }));
}

describe("the conversation list", () => {
  it("lists each conversation with its member, last message and unread badge, newest first", async () => {
    const list = await renderList();

    const [first, second] = list.getAllByRole("link");
    expect(first).toHaveAccessibleName(/^Kenji Sato.*Randori on Tuesday\?.*3 unread$/);
    expect(first).toHaveAttribute("href", "/messages?user=u-2");
    expect(within(first!).getByText("3")).toBeInTheDocument();
    expect(second).toHaveTextContent("Mia Chen");
    expect(second).toHaveTextContent("You: See you at the gym");
    expect(second).not.toHaveAccessibleName(/unread/);
  });

  it("filters the list by name as the member types, and says when nothing matches", async () => {
    const list = await renderList();
    const user = userEvent.setup();

    await user.type(screen.getByRole("textbox", { name: "Search conversations" }), "mia");
    expect(list.getAllByRole("link")).toHaveLength(1);
    expect(list.getByRole("link", { name: /Mia Chen/ })).toBeInTheDocument();

    await user.clear(screen.getByRole("textbox", { name: "Search conversations" }));
    await user.type(screen.getByRole("textbox", { name: "Search conversations" }), "zed");
    expect(screen.getByText('No conversations match "zed"')).toBeInTheDocument();
  });

  it("says when there are no conversations yet", async () => {
    mockFetch({ "GET /api/messages/conversations": () => json([]) });
    await renderRoutes("/messages", fakeSession(me));
    expect(await screen.findByText("No conversations yet")).toBeInTheDocument();
  });

  it("reads in Brazilian Portuguese, the unread count as a plural", async () => {
    await renderList();

    await speakPortuguese();

    const [first, second] = within(screen.getByRole("list", { name: "Conversas" })).getAllByRole("link");
    expect(first).toHaveAccessibleName(/3 não lidas$/);
    expect(second).toHaveTextContent("Você: See you at the gym");
    expect(screen.getByRole("textbox", { name: "Buscar conversas" })).toHaveAttribute(
      "placeholder",
      "Buscar conversas...",
    );
  });
});
