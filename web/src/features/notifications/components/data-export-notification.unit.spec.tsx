import type { NotificationView } from "@kumite/contracts/messaging/views";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeSession } from "@/testing/fake-session.ts";
import { sessionUser } from "@/testing/fixtures.ts";
import { json, mockFetch, sentBodies } from "@/testing/mock-fetch.ts";
import { renderRoutes } from "@/testing/render-routes.tsx";
import { speakPortuguese } from "@/testing/speak-portuguese.ts";

const READY: NotificationView = {
  id: "n-export",
  type: "data_export_ready",
  title: "Your data is ready to download",
  message: null,
  read: false,
  createdAt: new Date(Date.now() - 60_000).toISOString(),
  subjectId: "x1",
  actorName: null,
  count: null,
  matched: false,
  invitation: null,
  event: null,
};

/** The app at /options (its Friends tab), the bell's panel open on "Your data is ready". */
async function openBellOnOptions(bellName: string | RegExp, panelName: string) {
  const fetchMock = mockFetch({
    "GET /api/notifications/me": () => json([READY]),
    "PATCH /api/notifications/n-export/read": () => json({ ...READY, read: true }),
    "GET /api/connections": () => json([]),
    "GET /api/account/exports": () => json([]),
  });
  await renderRoutes("/options", fakeSession(sessionUser({ id: "me" })));
  const user = userEvent.setup();
  await user.click(await within(screen.getByRole("banner")).findByRole("button", { name: bellName }));
  const panel = await screen.findByRole("dialog", { name: panelName });
  return { fetchMock, user, panel };
}

describe("the bell: your data is ready", () => {
  it("says so with its own icon, and choosing it marks it read and opens Options → Account", async () => {
    const { fetchMock, user, panel } = await openBellOnOptions(/^Notifications, 1 unread$/, "Notifications");
    const item = within(panel).getByRole("link", { name: /Your data is ready to download/ });
    expect(item).toHaveTextContent("Download it from Options → Account within 7 days.");
    expect(within(item).getByRole("img", { name: "Your data" })).toBeInTheDocument();
    expect(item).toHaveAttribute("href", "/options?tab=account");

    await user.click(item);

    expect(await screen.findByRole("tab", { name: "Account", selected: true })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Your data" })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Notifications" })).not.toBeInTheDocument());
    expect(sentBodies(fetchMock, "PATCH", "/api/notifications/n-export/read")).toHaveLength(1);
  });

  it("reads Brazilian Portuguese", async () => {
    await speakPortuguese();
    const { user, panel } = await openBellOnOptions(/^Notificações, 1 não lida$/, "Notificações");
    const item = within(panel).getByRole("link", { name: /Seus dados estão prontos para download/ });
    expect(item).toHaveTextContent("Baixe o arquivo em Opções → Conta em até 7 dias.");

    await user.click(item);
    expect(await screen.findByRole("tab", { name: "Conta", selected: true })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Seus dados" })).toBeInTheDocument();
  });
});
