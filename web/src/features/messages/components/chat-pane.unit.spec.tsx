import type { DirectMessageView } from "@kumite/contracts/messaging/views";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { typingStore } from "@/shared/live/typing-store.ts";
import { outbox, startOutbox } from "@/shared/outbox/outbox.ts";
import { fakeSession } from "@/testing/fake-session.ts";
import { sessionUser } from "@/testing/fixtures.ts";
import { empty, json, mockFetch, sentBodies, type FetchRoutes } from "@/testing/mock-fetch.ts";
import { renderRoutes } from "@/testing/render-routes.tsx";
import { ana, conversationView, directMessage, kenji } from "../testing/message-fixtures.ts";
import { speakPortuguese } from "@/testing/speak-portuguese.ts";
import { findToast } from "@/testing/find-toast.ts";

const me = sessionUser({ id: "me" });
const THREAD = "/api/messages?with=u-2&limit=50";

const matched = directMessage(kenji, ana, "You matched! Say hello.", { system: true });
const k1 = directMessage(kenji, ana, "Hi Ana");
const k2 = directMessage(kenji, ana, "Randori on Tuesday?");
const a1 = directMessage(ana, kenji, "Sure!");
const a2 = directMessage(ana, kenji, "7 pm?");
const k3 = directMessage(kenji, ana, "Perfect");
const thread = [matched, k1, k2, a1, a2, k3];

/** /messages with Kenji's conversation; `path` opens it directly when given. */
async function renderChat(routes: FetchRoutes = {}, messages: DirectMessageView[] = thread, path = "/messages") {
  const fetchMock = mockFetch({
    "GET /api/messages/conversations": () => json([conversationView(kenji, k3, 2)]),
    [`GET ${THREAD}`]: () => json(messages),
    "POST /api/messages/conversations/u-2/read": () => empty(),
    "POST /api/messages/typing": () => empty(),
    ...routes,
  });
  await renderRoutes(path, fakeSession(me));
  return { fetchMock, user: userEvent.setup() };
}

const log = () => screen.findByRole("log", { name: "Messages with Kenji Sato" });
const textBox = () => screen.getByRole("textbox", { name: "Message Kenji Sato" });
const sendButton = () => screen.getByRole("button", { name: "Send message" });

// A toast's words are also in the app's live regions (LiveAnnouncer), which read it out: find the toast shown.

describe("a conversation", () => {
  afterEach(() => typingStore.clearAll());

  it("opens from the list: fetches its messages, aligns bubbles by sender, initials only at run starts, and marks it read", async () => {
    const { fetchMock, user } = await renderChat();
    await user.click(await screen.findByRole("link", { name: /Kenji Sato/ }));

    const region = await log();
    // Not live itself: new messages from Kenji are announced once, through the app's live regions.
    expect(region).toHaveAttribute("aria-live", "off");
    expect(screen.getByRole("heading", { name: "Kenji Sato" })).toBeInTheDocument();
    const items = within(region).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining("You matched! Say hello."),
      expect.stringContaining("Kenji Sato: Hi Ana"),
      expect.stringContaining("Kenji Sato: Randori on Tuesday?"),
      expect.stringContaining("You: Sure!"),
      expect.stringContaining("You: 7 pm?"),
      expect.stringContaining("Kenji Sato: Perfect"),
    ]);
    const [system, ...bubbles] = items;
    expect(system).toHaveStyle({ alignItems: "center" });
    expect(bubbles.map((item) => item.style.flexDirection)).toEqual([
      "row",
      "row",
      "row-reverse",
      "row-reverse",
      "row",
    ]);
    // Avatars: Kenji at his first run, Ana at hers, Kenji again; none for the system line.
    expect(bubbles.map((item) => within(item).queryByText(/^(KS|AD)$/)?.textContent ?? null)).toEqual([
      "KS",
      null,
      "AD",
      null,
      "KS",
    ]);
    expect(region.querySelectorAll("time")).toHaveLength(6);

    expect(fetchMock.mock.calls.some(([path]) => path === THREAD)).toBe(true);
    await waitFor(() => expect(sentBodies(fetchMock, "POST", "/api/messages/conversations/u-2/read")).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole("link", { name: /Kenji Sato/ })).not.toHaveAccessibleName(/unread/));
    expect(screen.getByRole("link", { name: /Kenji Sato/ })).toHaveAttribute("aria-current", "page");
  });

  it("sends with the button: posts the body, shows the message and clears the box; Send is disabled while blank", async () => {
    const sent = directMessage(ana, kenji, "On my way");
    const { fetchMock, user } = await renderChat(
      { "POST /api/messages": () => json(sent, { status: 201 }) },
      thread,
      "/messages?user=u-2",
    );
    await log();

    expect(textBox()).toHaveAttribute("placeholder", "Type your message...");
    expect(sendButton()).toBeDisabled();
    await user.type(textBox(), "   ");
    expect(sendButton()).toBeDisabled();
    await user.clear(textBox());
    await user.type(textBox(), "  On my way ");
    await user.click(sendButton());

    await waitFor(() => expect(textBox()).toHaveValue(""));
    expect(sentBodies(fetchMock, "POST", "/api/messages")).toEqual([
      { senderId: "me", receiverId: "u-2", content: "On my way" },
    ]);
    expect(within(await log()).getByText("On my way")).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
  });

  it("sends with Enter, while Shift+Enter starts a new line", async () => {
    const { fetchMock, user } = await renderChat(
      {
        "POST /api/messages": ({ body }) =>
          json(directMessage(ana, kenji, (body as { content: string }).content), { status: 201 }),
      },
      thread,
      "/messages?user=u-2",
    );
    await log();

    await user.type(textBox(), "Line one{Shift>}{Enter}{/Shift}Line two{Enter}");

    await waitFor(() =>
      expect(sentBodies(fetchMock, "POST", "/api/messages")).toEqual([
        { senderId: "me", receiverId: "u-2", content: "Line one\nLine two" },
      ]),
    );
    await waitFor(() => expect(textBox()).toHaveValue(""));
  });

  it("keeps the text and says 'Failed to send message' when sending fails", async () => {
    const { user } = await renderChat(
      { "POST /api/messages": () => json({ message: "boom" }, { status: 403 }) },
      thread,
      "/messages?user=u-2",
    );
    await log();

    await user.type(textBox(), "Hello?{Enter}");

    expect(await findToast("Failed to send message")).toBeInTheDocument();
    expect(textBox()).toHaveValue("Hello?");
  });

  it("keeps a message the network cut off as 'Waiting to send', and sends it with the same key when retried", async () => {
    let network: "down" | "up" = "down";
    const { user, fetchMock } = await renderChat(
      {
        "POST /api/messages": () => {
          if (network === "down") throw new TypeError("Failed to fetch");
          return json(directMessage(ana, kenji, "See you at open mat"), { status: 201 });
        },
      },
      thread,
      "/messages?user=u-2",
    );
    const stop = startOutbox("me", { sent: () => undefined, refused: () => undefined, expired: () => undefined });
    const region = await log();

    await user.type(textBox(), "See you at open mat{Enter}");

    expect(await within(region).findByText("See you at open mat")).toBeInTheDocument();
    expect(within(region).getByText("Waiting to send")).toBeInTheDocument();
    expect(textBox()).toHaveValue("");

    network = "up";
    await outbox.retry();

    await waitFor(() => expect(within(region).queryByText("Waiting to send")).not.toBeInTheDocument());
    stop();
    const keys = fetchMock.mock.calls
      .filter(([path, init]) => path === "/api/messages" && init?.method === "POST")
      .map(([, init]) => new Headers(init?.headers).get("idempotency-key"));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  it("shows 'You are typing...' while typing, clearing it after 1 s idle and on send", async () => {
    const { fetchMock } = await renderChat(
      { "POST /api/messages": () => json(directMessage(ana, kenji, "Hey"), { status: 201 }) },
      thread,
      "/messages?user=u-2",
    );
    await log();
    vi.useFakeTimers({ shouldAdvanceTime: true });

    fireEvent.change(textBox(), { target: { value: "H" } });
    expect(screen.getByText("You are typing...")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(900));
    fireEvent.change(textBox(), { target: { value: "He" } });
    act(() => vi.advanceTimersByTime(900));
    expect(screen.getByText("You are typing...")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByText("You are typing...")).not.toBeInTheDocument();
    // The other member hears of it at most once a second.
    await waitFor(() => expect(sentBodies(fetchMock, "POST", "/api/messages/typing")).toEqual([{ receiverId: "u-2" }]));

    fireEvent.change(textBox(), { target: { value: "Hey" } });
    expect(screen.getByText("You are typing...")).toBeInTheDocument();
    fireEvent.click(sendButton());
    expect(screen.queryByText("You are typing...")).not.toBeInTheDocument();
  });

  it("shows the other member typing, as told by the live stream", async () => {
    await renderChat({}, thread, "/messages?user=u-2");
    await log();
    expect(screen.queryByText("Kenji Sato is typing…")).not.toBeInTheDocument();

    act(() => typingStore.show("u-2", "Kenji Sato"));
    expect(screen.getByText("Kenji Sato is typing…")).toHaveAttribute("role", "status");
    act(() => typingStore.clearAll());
    expect(screen.queryByText("Kenji Sato is typing…")).not.toBeInTheDocument();
  });

  it("loads older messages from the cursor, above the ones shown", async () => {
    const older = directMessage(kenji, ana, "Older hello");
    const { fetchMock, user } = await renderChat(
      {
        [`GET ${THREAD}`]: () => json([k3], { headers: { "x-next-cursor": "c-1" } }),
        [`GET ${THREAD}&cursor=c-1`]: () => json([older]),
      },
      thread,
      "/messages?user=u-2",
    );
    const region = await log();

    await user.click(screen.getByRole("button", { name: "Load older messages" }));

    await waitFor(() =>
      expect(
        within(region)
          .getAllByRole("listitem")
          .map((item) => item.textContent),
      ).toEqual([expect.stringContaining("Older hello"), expect.stringContaining("Perfect")]),
    );
    expect(fetchMock.mock.calls.some(([path]) => path === `${THREAD}&cursor=c-1`)).toBe(true);
    expect(screen.queryByRole("button", { name: "Load older messages" })).not.toBeInTheDocument();
  });

  it("speaks Brazilian Portuguese, the server's system line and the typing line included", async () => {
    await renderChat({}, thread, "/messages?user=u-2");
    await log();

    await speakPortuguese();

    const region = await screen.findByRole("log", { name: "Mensagens com Kenji Sato" });
    const items = within(region).getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("Deu match! Diga oi.");
    expect(items[3]).toHaveTextContent("Você: Sure!");
    const box = screen.getByRole("textbox", { name: "Mensagem para Kenji Sato" });
    expect(box).toHaveAttribute("placeholder", "Digite sua mensagem...");
    expect(screen.getByRole("button", { name: "Enviar mensagem" })).toBeDisabled();
    act(() => typingStore.show("u-2", "Kenji Sato"));
    expect(screen.getByText("Kenji Sato está digitando…")).toHaveAttribute("role", "status");
    fireEvent.change(box, { target: { value: "O" } });
    expect(screen.getByText("Você está digitando...")).toBeInTheDocument();
  });
});
