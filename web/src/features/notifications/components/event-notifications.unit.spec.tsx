import type { EventNoteView, NotificationView } from "@kumite/contracts/messaging/views";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeSession } from "@/testing/fake-session.ts";
import { findToast } from "@/testing/find-toast.ts";
import { sessionUser } from "@/testing/fixtures.ts";
import { json, mockFetch, sentBodies, type FetchRoutes } from "@/testing/mock-fetch.ts";
import { renderWithProviders } from "@/testing/render-with-providers.tsx";
import { speakPortuguese } from "@/testing/speak-portuguese.ts";
import { eventWhen } from "../utils/notification-kinds.ts";
import { NotificationsBell } from "./notifications-bell.tsx";

const HOUR = 60 * 60 * 1000;
const LIST = "GET /api/notifications/me";
const JOIN = "/api/dojo-events/e-1/join";
const EVENT_DATE = new Date(Date.now() + 3 * 24 * HOUR).toISOString();

function aboutEvent(type: string, overrides: Partial<NotificationView> = {}, event: Partial<EventNoteView> = {}) {
  return {
    id: `${type}-1`,
    type,
    title: "as sent",
    message: "as sent",
    read: false,
    createdAt: new Date(Date.now() - HOUR).toISOString(),
    subjectId: "organiser",
    actorName: "Kenji",
    count: null,
    matched: false,
    invitation: null,
    event: { eventId: "e-1", title: "Kata night", eventDate: EVENT_DATE, reminder: null, ...event },
    ...overrides,
  } satisfies NotificationView;
}

async function openBell(list: NotificationView[], routes: FetchRoutes = {}) {
  const fetchMock = mockFetch({ [LIST]: () => json(list), ...routes });
  const { queryClient } = renderWithProviders(<NotificationsBell />, fakeSession(sessionUser({ id: "me" })));
  queryClient.setQueryData(["/api/dojo-events", "mine"], []);
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: /^Notifications/ }));
  const dialog = await screen.findByRole("dialog", { name: "Notifications" });
  const panel = within(dialog);
  await panel.findByRole("list", { name: "Notifications" });
  // Opened, the panel takes the focus (once its popover has finished opening): a click before that
  // would have its focus taken back.
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  const invalidated = (key: unknown[]) => queryClient.getQueryState(key)?.isInvalidated ?? false;
  return { user, panel, fetchMock, invalidated };
}

const when = eventWhen(EVENT_DATE, "en");

describe("training events in the bell", () => {
  it("names the event and its date where I am, with an icon for each kind", async () => {
    const { panel } = await openBell([
      aboutEvent("event_reminder", { id: "r24" }, { reminder: "24h" }),
      aboutEvent("event_reminder", { id: "r1" }, { reminder: "1h" }),
      aboutEvent("event_waitlist_promoted"),
      aboutEvent("event_cancelled", { actorName: null }),
    ]);

    const items = panel.getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining(`Event reminderKata night starts in 24 hours, ${when}`),
      expect.stringContaining(`Event reminderKata night starts in 1 hour, ${when}`),
      expect.stringContaining(`You're in!A place opened up: you are now taking part in Kata night, ${when}`),
      expect.stringContaining(`Event cancelledKata night, ${when}, has been cancelled`),
    ]);
    expect(when).toMatch(/\d{4}/);
    expect(within(items[0]!).getByRole("img", { name: "Event reminder" })).toBeInTheDocument();
    expect(within(items[2]!).getByRole("img", { name: "Place from the waitlist" })).toBeInTheDocument();
    expect(within(items[3]!).getByRole("img", { name: "Event cancelled" })).toBeInTheDocument();
    // Only an invitation offers Join.
    expect(panel.queryByRole("button", { name: /^Join/ })).not.toBeInTheDocument();
  });

  it("joins the event from an invitation: my id sent, a toast, 'Joined' with focus on it, the events refetched", async () => {
    const { user, panel, fetchMock, invalidated } = await openBell([aboutEvent("event_invite")], {
      [`POST ${JOIN}`]: () => json({ id: "e-1" }),
    });
    const item = within(panel.getByRole("listitem"));
    expect(item.getByText(`Kenji invited you to Kata night, ${when}`)).toBeInTheDocument();
    expect(item.getByRole("img", { name: "Event invite" })).toBeInTheDocument();

    await user.click(item.getByRole("button", { name: "Join Kata night" }));

    expect(await findToast("Joined event successfully!")).toBeInTheDocument();
    await panel.findByText("Joined");
    // Focus moves to "Joined" once it has rendered, a moment after the text appears.
    await waitFor(() => expect(document.activeElement).toHaveTextContent(/^Joined$/));
    expect(sentBodies(fetchMock, "POST", JOIN)).toEqual([{ userId: "me" }]);
    expect(invalidated(["/api/dojo-events", "mine"])).toBe(true);
  });

  it("says why a join failed (a full event), keeping Join", async () => {
    const { user, panel } = await openBell([aboutEvent("event_invite")], {
      [`POST ${JOIN}`]: () => json({ message: "This event is full", code: "dojo-event.full" }, { status: 422 }),
    });
    await user.click(panel.getByRole("button", { name: "Join Kata night" }));
    expect(await findToast("Could not join the event")).toBeInTheDocument();
    expect(panel.getByRole("button", { name: "Join Kata night" })).toBeInTheDocument();
  });

  it("offers no Join for an event that has begun", async () => {
    const begun = new Date(Date.now() - HOUR).toISOString();
    const { panel } = await openBell([aboutEvent("event_invite", {}, { eventDate: begun })]);
    expect(panel.getByText(/Kenji invited you to Kata night/)).toBeInTheDocument();
    expect(panel.queryByRole("button", { name: "Join Kata night" })).not.toBeInTheDocument();
  });

  it("words them in Brazilian Portuguese", async () => {
    const { panel } = await openBell([
      aboutEvent("event_invite"),
      aboutEvent("event_reminder", { id: "r1" }, { reminder: "1h" }),
      aboutEvent("event_waitlist_promoted"),
      aboutEvent("event_cancelled"),
    ]);
    await speakPortuguese();
    const quando = eventWhen(EVENT_DATE, "pt-BR");

    const items = panel.getAllByRole("listitem");
    expect(items[0]).toHaveTextContent(`Convite para eventoKenji convidou você para Kata night, ${quando}`);
    expect(within(items[0]!).getByRole("button", { name: "Participar de Kata night" })).toHaveTextContent("Participar");
    expect(items[1]).toHaveTextContent(`Lembrete de eventoKata night começa em 1 hora, ${quando}`);
    expect(items[2]).toHaveTextContent(
      `Você está dentro!Abriu uma vaga: agora você participa de Kata night, ${quando}`,
    );
    expect(items[3]).toHaveTextContent(`Evento canceladoKata night, ${quando}, foi cancelado`);
  });
});
