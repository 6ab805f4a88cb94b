import type { DojoInvitationView, NotificationView } from "@kumite/contracts/messaging/views";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeSession } from "@/testing/fake-session.ts";
import { findToast } from "@/testing/find-toast.ts";
import { sessionUser } from "@/testing/fixtures.ts";
import { empty, json, mockFetch, type FetchRoutes } from "@/testing/mock-fetch.ts";
import { renderWithProviders } from "@/testing/render-with-providers.tsx";
import { speakPortuguese } from "@/testing/speak-portuguese.ts";
import { NotificationsBell } from "./notifications-bell.tsx";

const DAY = 24 * 60 * 60 * 1000;
const LIST = "GET /api/notifications/me";
const ACCEPT = "POST /api/dojos/d-1/invitations/i-1/accept";
const DECLINE = "POST /api/dojos/d-1/invitations/i-1/decline";
const DOJOS_KEY = ["/api/dojos", { search: "" }];
const MY_USER_KEY = ["/api/users", "me"];

function dojoInvite(invitation: Partial<DojoInvitationView> = {}, overrides: Partial<NotificationView> = {}) {
  return {
    id: "n-1",
    type: "dojo_invite",
    title: "Dojo invitation",
    message: "Kenji invited you to join Kodokan",
    read: false,
    createdAt: new Date(Date.now() - DAY).toISOString(),
    subjectId: "d-1",
    actorName: "Kenji",
    count: null,
    matched: false,
    invitation: {
      dojoId: "d-1",
      dojoName: "Kodokan",
      invitationId: "i-1",
      expiresAt: new Date(Date.now() + 13 * DAY).toISOString(),
      state: "open",
      ...invitation,
    },
    event: null,
    ...overrides,
  } satisfies NotificationView;
}

/** The bell over a list the routes may change, with the dojo list and my user view cached. */
async function openBell(
  list: NotificationView[],
  routes: (state: { list: NotificationView[] }) => FetchRoutes = () => ({}),
) {
  const state = { list };
  const fetchMock = mockFetch({ [LIST]: () => json(state.list), ...routes(state) });
  const { queryClient } = renderWithProviders(<NotificationsBell />, fakeSession(sessionUser({ id: "me" })));
  queryClient.setQueryData(DOJOS_KEY, []);
  queryClient.setQueryData(MY_USER_KEY, { id: "me" });
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: /^Notifications/ }));
  const dialog = await screen.findByRole("dialog", { name: "Notifications" });
  const panel = within(dialog);
  await panel.findByRole("list", { name: "Notifications" });
  // The popover takes the focus once it has opened: only then do a test's keys land where it says.
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  const invalidated = (key: unknown[]) => queryClient.getQueryState(key)?.isInvalidated ?? false;
  const posts = (route: string) =>
    fetchMock.mock.calls.filter(([path, init]) => `${init?.method} ${String(path)}` === route).length;
  return { user, panel, state, invalidated, posts };
}

const answered = (state: { list: NotificationView[] }, answer: DojoInvitationView["state"]) => {
  state.list = state.list.map((notification) => ({
    ...notification,
    read: true,
    invitation: notification.invitation && { ...notification.invitation, state: answer },
  }));
};

describe("a dojo invitation in the bell", () => {
  it("says who invited me to which dojo, with Accept and Decline named by the dojo", async () => {
    const { panel } = await openBell([dojoInvite()]);

    const item = within(panel.getByRole("listitem"));
    expect(item.getByRole("img", { name: "Dojo invitation" })).toBeInTheDocument();
    expect(item.getByText("Dojo invitation")).toBeInTheDocument();
    expect(item.getByText("Kenji invited you to join Kodokan")).toBeInTheDocument();
    expect(item.getByRole("button", { name: "Accept the invitation to Kodokan" })).toHaveTextContent("Accept");
    expect(item.getByRole("button", { name: "Decline the invitation to Kodokan" })).toHaveTextContent("Decline");
  });

  it("accepts: joins, toasts, refetches the bell, the dojos and my user view, and shows 'Accepted' with focus on it", async () => {
    const { user, panel, state, invalidated, posts } = await openBell([dojoInvite()], (state) => ({
      [ACCEPT]: () => {
        answered(state, "accepted");
        return json({ id: "d-1" });
      },
    }));

    await user.click(panel.getByRole("button", { name: "Accept the invitation to Kodokan" }));

    expect(await findToast("Joined dojo successfully!")).toBeInTheDocument();
    await panel.findByText("Accepted");
    expect(document.activeElement).toHaveTextContent(/^Accepted$/);
    expect(panel.queryByRole("button", { name: /invitation to Kodokan/ })).not.toBeInTheDocument();
    expect(posts(ACCEPT)).toBe(1);
    expect(state.list[0]?.invitation?.state).toBe("accepted");
    expect(invalidated(DOJOS_KEY)).toBe(true);
    expect(invalidated(MY_USER_KEY)).toBe(true);
  });

  it("declines by keyboard: refetches the bell only and shows 'Declined'", async () => {
    const { user, panel, invalidated, posts } = await openBell([dojoInvite()], (state) => ({
      [DECLINE]: () => {
        answered(state, "declined");
        return empty();
      },
    }));

    // From the panel: Mark all read, Close, the notification itself, then its answers.
    await user.tab();
    await user.tab();
    await user.tab();
    expect(panel.getByRole("button", { name: /^Unread: Dojo invitation/ })).toHaveFocus();
    await user.tab();
    expect(panel.getByRole("button", { name: "Accept the invitation to Kodokan" })).toHaveFocus();
    await user.tab();
    expect(panel.getByRole("button", { name: "Decline the invitation to Kodokan" })).toHaveFocus();
    await user.keyboard("{Enter}");

    await panel.findByText("Declined");
    expect(document.activeElement).toHaveTextContent(/^Declined$/);
    expect(posts(DECLINE)).toBe(1);
    expect(posts(ACCEPT)).toBe(0);
    expect(screen.queryByText("Joined dojo successfully!")).not.toBeInTheDocument();
    expect(invalidated(DOJOS_KEY)).toBe(false);
    expect(invalidated(MY_USER_KEY)).toBe(false);
  });

  it("tells the server's reason when accepting fails, and keeps the offer open", async () => {
    const { user, panel } = await openBell([dojoInvite()], () => ({
      [ACCEPT]: () =>
        json(
          { message: "You are in another dojo already; leave it first", code: "dojo.in-another-dojo" },
          { status: 409 },
        ),
    }));

    await user.click(panel.getByRole("button", { name: "Accept the invitation to Kodokan" }));

    expect(await findToast("Could not accept the invitation")).toBeInTheDocument();
    expect(await findToast("You are in another dojo already; leave it first")).toBeInTheDocument();
    await waitFor(() => expect(panel.getByRole("button", { name: "Accept the invitation to Kodokan" })).toBeEnabled());
    expect(panel.getByRole("button", { name: "Decline the invitation to Kodokan" })).toBeEnabled();
  });

  it("says 'Please try again.' when declining fails without a reason", async () => {
    const { user, panel } = await openBell([dojoInvite()], () => ({ [DECLINE]: () => empty(500) }));

    await user.click(panel.getByRole("button", { name: "Decline the invitation to Kodokan" }));

    expect(await findToast("Could not decline the invitation")).toBeInTheDocument();
    expect(await findToast("Please try again.")).toBeInTheDocument();
  });

  it("shows what became of answered and expired invitations instead of the buttons", async () => {
    const { panel } = await openBell([
      dojoInvite({ state: "accepted" }, { id: "a", read: true }),
      dojoInvite({ state: "declined" }, { id: "b", read: true }),
      dojoInvite({ state: "expired" }, { id: "c" }),
      // Open on the server's last word, but past its expiry since.
      dojoInvite({ expiresAt: new Date(Date.now() - 1000).toISOString() }, { id: "d" }),
    ]);

    const items = panel.getAllByRole("listitem");
    expect(items.map((item) => within(item).queryByText(/^(Accepted|Declined|Expired)$/)?.textContent)).toEqual([
      "Accepted",
      "Declined",
      "Expired",
      "Expired",
    ]);
    expect(panel.queryByRole("button", { name: /invitation to/ })).not.toBeInTheDocument();
  });

  it("words the invitation and its answers in Brazilian Portuguese", async () => {
    const { panel } = await openBell([dojoInvite(), dojoInvite({ state: "declined" }, { id: "b", read: true })]);

    await speakPortuguese();

    const items = panel.getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("Convite para dojo");
    expect(items[0]).toHaveTextContent("Kenji convidou você para o dojo Kodokan");
    expect(within(items[0]!).getByRole("button", { name: "Aceitar o convite para Kodokan" })).toHaveTextContent(
      "Aceitar",
    );
    expect(within(items[0]!).getByRole("button", { name: "Recusar o convite para Kodokan" })).toHaveTextContent(
      "Recusar",
    );
    expect(items[1]).toHaveTextContent("Recusado");
  });

  it("shows an invitation without its data as the server sent it, with no buttons", async () => {
    const { panel } = await openBell([{ ...dojoInvite(), invitation: null, title: "Dojo news" }]);

    expect(panel.getByRole("listitem")).toHaveTextContent("Dojo news");
    expect(panel.queryByRole("button", { name: /invitation to/ })).not.toBeInTheDocument();
  });
});
