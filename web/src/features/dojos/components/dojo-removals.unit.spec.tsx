import type { BarredMember } from "@kumite/contracts/dojo/views";
import type { DojoRole } from "@kumite/contracts/values";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeSession } from "@/testing/fake-session.ts";
import { findToast } from "@/testing/find-toast.ts";
import { dojoView, sessionUser, userView } from "@/testing/fixtures.ts";
import { empty, json, mockFetch, sentBodies, type FetchRoutes } from "@/testing/mock-fetch.ts";
import { renderWithProviders } from "@/testing/render-with-providers.tsx";
import { dojoAccessOf } from "../utils/dojo-access.ts";
import { ManageDojoDialog } from "./manage-dojo-dialog.tsx";

// "Remove from dojo" in the Members tab and the barred list in Settings, by who opens the dialog.

const dojo = dojoView({
  name: "Tatami Club",
  ownerId: "olga",
  owner: { displayName: "Olga", username: "olga" },
  memberCount: 4,
});
const member = (id: string, displayName: string, dojoRole: DojoRole) =>
  userView({ id, displayName, username: id, dojoId: "d-1", dojoRole });
const roster = [
  member("olga", "Olga", "leader"),
  member("lea", "Lea", "leader"),
  member("eli", "Eli", "elder"),
  member("nia", "Nia", "new_blood"),
];
const barredNia: BarredMember = {
  userId: "nia",
  user: { displayName: "Nia", username: "nia" },
  reason: "Spam in the chat",
  barredBy: "olga",
  barredAt: "2026-11-20T10:00:00.000Z",
};

/** Typing and clicking through a dialog takes seconds on a busy machine: more than the 5 s default. */
const SLOW_UNDER_LOAD = 20_000;

function openAs(me: string, role: DojoRole, routes: FetchRoutes = {}) {
  const fetchMock = mockFetch({ "GET /api/users?dojoId=d-1": () => json(roster), ...routes });
  const access = dojoAccessOf(dojo, me, { dojoId: "d-1", dojoRole: role });
  renderWithProviders(
    <ManageDojoDialog open dojo={dojo} access={access} onClose={() => undefined} />,
    fakeSession(sessionUser({ id: me })),
  );
  return fetchMock;
}

const entryOf = async (name: string) => {
  const list = await screen.findByRole("list", { name: "Members of Tatami Club" });
  const entry = within(list)
    .getAllByRole("listitem")
    .find((item) => within(item).queryByText(name, { selector: "strong, strong *" }));
  if (!entry) throw new Error(`no entry for ${name}`);
  return within(entry);
};
/**
 * The confirm dialog, found by its title: in tests every antd dialog is labelled by the same
 * generated id, so its accessible name would be the management dialog's.
 */
async function confirmDialog(title: string) {
  const heading = await screen.findByText(title);
  const dialog = heading.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error(`no dialog titled ${title}`);
  return dialog;
}
const removeButton = (entry: Awaited<ReturnType<typeof entryOf>>) =>
  entry.queryByRole("button", { name: "Remove from dojo" });

describe("Remove from dojo", () => {
  it("shows to the owner on everyone but themselves, a leader included", async () => {
    openAs("olga", "leader");
    expect(removeButton(await entryOf("Nia"))).toBeInTheDocument();
    expect(removeButton(await entryOf("Lea"))).toBeInTheDocument();
    expect(removeButton(await entryOf("Olga"))).not.toBeInTheDocument();
  });

  it("shows to an elder only on members ranked below them, and to new blood on nobody", async () => {
    openAs("eli", "elder");
    expect(removeButton(await entryOf("Nia"))).toBeInTheDocument();
    expect(removeButton(await entryOf("Lea"))).not.toBeInTheDocument();
    expect(removeButton(await entryOf("Eli"))).not.toBeInTheDocument();
  });

  it("is not offered to new blood", async () => {
    openAs("nia", "new_blood");
    await entryOf("Eli");
    expect(screen.queryByRole("button", { name: "Remove from dojo" })).not.toBeInTheDocument();
  });

  it(
    "asks for a reason, then removes and bars when asked, and says so",
    async () => {
      const fetchMock = openAs("olga", "leader", {
        "POST /api/dojos/d-1/members/nia/remove": () => json({ ...dojo, memberCount: 3 }),
      });
      await userEvent.click(removeButton(await entryOf("Nia"))!);
      const dialog = await confirmDialog("Remove Nia from Tatami Club?");
      const confirm = within(dialog).getByRole("button", { name: "Remove from dojo" });

      await userEvent.click(confirm);
      expect(await within(dialog).findByText("Please give a reason.")).toBeInTheDocument();
      expect(sentBodies(fetchMock, "POST", "/api/dojos/d-1/members/nia/remove")).toEqual([]);

      await userEvent.type(within(dialog).getByRole("textbox", { name: "Reason" }), "  Spam in the chat ");
      await userEvent.click(within(dialog).getByRole("checkbox", { name: "Bar from rejoining" }));
      await userEvent.click(confirm);

      expect(await findToast("Nia was removed from the dojo")).toBeInTheDocument();
      expect(sentBodies(fetchMock, "POST", "/api/dojos/d-1/members/nia/remove")).toEqual([
        { reason: "Spam in the chat", bar: true },
      ]);
    },
    SLOW_UNDER_LOAD,
  );

  it(
    "says so when the server refuses",
    async () => {
      openAs("olga", "leader", {
        "POST /api/dojos/d-1/members/nia/remove": () =>
          json({ message: "no", code: "dojo.remove-forbidden" }, { status: 403 }),
      });
      await userEvent.click(removeButton(await entryOf("Nia"))!);
      const dialog = await confirmDialog("Remove Nia from Tatami Club?");
      await userEvent.type(within(dialog).getByRole("textbox", { name: "Reason" }), "Spam");
      await userEvent.click(within(dialog).getByRole("button", { name: "Remove from dojo" }));
      expect(await findToast("Failed to remove the member.")).toBeInTheDocument();
    },
    SLOW_UNDER_LOAD,
  );
});

describe("the barred list", () => {
  it(
    "lists who is barred, why and since when, and lifts a bar",
    async () => {
      let barred = [barredNia];
      const fetchMock = openAs("olga", "leader", {
        "GET /api/dojos/d-1/bars": () => json(barred),
        "POST /api/dojos/d-1/bars/nia/lift": () => {
          barred = [];
          return empty();
        },
      });
      await userEvent.click(await screen.findByRole("tab", { name: "Settings" }));
      const list = await screen.findByRole("list", { name: "Members barred from Tatami Club" });
      expect(within(list).getByText("Nia")).toBeInTheDocument();
      expect(within(list).getByText("Reason: Spam in the chat")).toBeInTheDocument();
      expect(within(list).getByText(/^Barred on /)).toBeInTheDocument();

      await userEvent.click(within(list).getByRole("button", { name: "Lift bar on Nia" }));

      expect(await findToast("Nia may join again")).toBeInTheDocument();
      expect(fetchMock.mock.calls.some(([path]) => path === "/api/dojos/d-1/bars/nia/lift")).toBe(true);
      expect(await screen.findByText("Nobody is barred from this dojo")).toBeInTheDocument();
    },
    SLOW_UNDER_LOAD,
  );

  it("names a member whose account is gone as a former member", async () => {
    openAs("eli", "elder", { "GET /api/dojos/d-1/bars": () => json([{ ...barredNia, user: null }]) });
    await userEvent.click(await screen.findByRole("tab", { name: "Settings" }));
    expect(await screen.findByRole("button", { name: "Lift bar on A former member" })).toBeInTheDocument();
  });

  it("is not in a warrior's dialog, which has no Settings", async () => {
    openAs("wes", "warrior");
    await entryOf("Nia");
    expect(screen.queryByRole("tab", { name: "Settings" })).not.toBeInTheDocument();
  });
});

describe("the Chat tab without a chat", () => {
  it("offers Create Dojo Chat to those who manage the dojo only", async () => {
    openAs("eli", "elder", { "GET /api/group-chats?type=dojo_group&dojoId=d-1": () => json([]) });
    await userEvent.click(await screen.findByRole("tab", { name: "Chat" }));
    expect(await screen.findByText("No Dojo Chat Yet")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Create Dojo Chat" })).not.toBeInTheDocument();
  });
});
