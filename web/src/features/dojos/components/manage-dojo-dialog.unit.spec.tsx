import type { GroupChatView } from "@kumite/contracts/messaging/views";
import type { DojoRole } from "@kumite/contracts/values";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeSession } from "@/testing/fake-session.ts";
import { findToast } from "@/testing/find-toast.ts";
import { dojoView, sessionUser, userView } from "@/testing/fixtures.ts";
import { json, mockFetch, sentBodies, type FetchRoutes } from "@/testing/mock-fetch.ts";
import { renderWithProviders } from "@/testing/render-with-providers.tsx";
import { dojoAccessOf } from "../utils/dojo-access.ts";
import { ManageDojoDialog } from "./manage-dojo-dialog.tsx";

const dojo = dojoView({
  name: "Tatami Club",
  description: "Randori on Fridays",
  ownerId: "olga",
  owner: { displayName: "Olga", username: "olga" },
  memberCount: 3,
});
const member = (id: string, displayName: string, dojoRole: DojoRole) =>
  userView({ id, displayName, username: id, dojoId: "d-1", dojoRole, experience: `${displayName}'s years` });
const roster = [member("nia", "Nia", "new_blood"), member("olga", "Olga", "leader"), member("eli", "Eli", "elder")];

/** The dialog opened by `me`, ranked `role` in the dojo. */
function openAs(me: string, role: DojoRole, routes: FetchRoutes = {}) {
  const fetchMock = mockFetch({
    "GET /api/users?dojoId=d-1": () => json(roster),
    "GET /api/dojos/d-1/bars": () => json([]),
    ...routes,
  });
  const access = dojoAccessOf(dojo, me, { dojoId: "d-1", dojoRole: role });
  renderWithProviders(
    <ManageDojoDialog open dojo={dojo} access={access} onClose={() => undefined} />,
    fakeSession(sessionUser({ id: me })),
  );
  return fetchMock;
}

/** Clicks an option of the open select list (the chosen value of another select has the same title). */
async function chooseOption(label: string) {
  const options = await screen.findAllByTitle(label);
  const option = options.find((element) => element.classList.contains("ant-select-item-option"));
  if (!option) throw new Error(`no option ${label}`);
  await userEvent.click(option);
}

const entryOf = async (name: string) => {
  const list = await screen.findByRole("list", { name: "Members of Tatami Club" });
  const entry = within(list)
    .getAllByRole("listitem")
    .find((item) => within(item).queryByText(name, { selector: "strong, strong *" }));
  if (!entry) throw new Error(`no entry for ${name}`);
  return within(entry);
};

describe("the Members tab", () => {
  it("lists the owner first, then by rank, with badges, experience and permissions", async () => {
    openAs("olga", "leader");
    expect(await screen.findByRole("tab", { name: "Members (3)" })).toBeInTheDocument();
    const list = await screen.findByRole("list", { name: "Members of Tatami Club" });
    const names = within(list)
      .getAllByRole("listitem")
      .filter((item) => item.parentElement === list)
      .map((item) => item.querySelector("strong")?.textContent);
    expect(names).toEqual(["Olga", "Eli", "Nia"]);
    const olga = await entryOf("Olga");
    expect(olga.getByText("Dojo Owner")).toBeInTheDocument();
    expect(
      olga.getByText("Permissions: chat, view events, manage members, create events, manage dojo"),
    ).toBeInTheDocument();
    const nia = await entryOf("Nia");
    expect(nia.getByText("New Blood", { selector: ".ant-tag *" })).toBeInTheDocument();
    expect(nia.getByText("Experience: Nia's years")).toBeInTheDocument();
    expect(nia.getByText("Permissions: chat")).toBeInTheDocument();
  });

  it("lets the owner change a role, and says so", async () => {
    const fetchMock = openAs("olga", "leader", {
      "PUT /api/users/nia/dojo-role": () => json({ userId: "nia", dojoId: "d-1", dojoRole: "elder" }),
    });
    const nia = await entryOf("Nia");
    // The owner's own entry has no role choice: nobody changes the owner's role or their own.
    expect((await entryOf("Olga")).queryByRole("combobox")).not.toBeInTheDocument();

    await userEvent.click(nia.getByRole("combobox", { name: "Role of Nia" }));
    await chooseOption("Elder");

    expect(await findToast("Member role updated!")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "PUT", "/api/users/nia/dojo-role")).toEqual([{ dojoRole: "elder" }]);
  });

  it("offers an elder only the roles below their own, for members below them", async () => {
    openAs("eli", "elder");
    const nia = await entryOf("Nia");
    await userEvent.click(nia.getByRole("combobox", { name: "Role of Nia" }));
    await screen.findByTitle("Warrior");
    const offered = [...document.querySelectorAll(".ant-select-item-option")].map((option) => option.textContent);
    expect(offered).toEqual(["New Blood", "Warrior"]);
    expect((await entryOf("Olga")).queryByRole("combobox")).not.toBeInTheDocument();
    // An elder's Settings hold the barred list only: editing the dojo is the owner's and leaders'.
    await userEvent.click(screen.getByRole("tab", { name: "Settings" }));
    expect(await screen.findByRole("heading", { name: "Barred members" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Edit Dojo" })).not.toBeInTheDocument();
  });

  it('toasts "Failed to update member role." when the server refuses', async () => {
    openAs("olga", "leader", {
      "PUT /api/users/nia/dojo-role": () => json({ message: "no", code: "dojo.role-not-allowed" }, { status: 403 }),
    });
    await userEvent.click((await entryOf("Nia")).getByRole("combobox", { name: "Role of Nia" }));
    await chooseOption("Warrior");
    expect(await findToast("Failed to update member role.")).toBeInTheDocument();
  });
});

describe("the Invite view", () => {
  it("lists connections in no dojo and sends an invitation", async () => {
    const fetchMock = openAs("olga", "leader", {
      "GET /api/dojos/d-1/invitable": () =>
        json([{ id: "ben", displayName: "Ben", username: "ben", martialArts: ["Judo"], experience: "" }]),
      "POST /api/dojos/d-1/invite": () =>
        json(
          { message: "Invitation sent", invitationId: "i-1", expiresAt: "2030-01-01T00:00:00.000Z" },
          { status: 201 },
        ),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Invite Members" }));
    expect(screen.getByText(/Warrior\+ can invite/)).toBeInTheDocument();

    await userEvent.click(await screen.findByRole("button", { name: "Invite Ben" }));

    expect(await findToast("Invitation Sent!")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/api/dojos/d-1/invite")).toEqual([{ userId: "ben" }]);
  });

  it('says "No Eligible Members" with the requirements, and leads back to Members', async () => {
    openAs("olga", "leader", { "GET /api/dojos/d-1/invitable": () => json([]) });
    await userEvent.click(await screen.findByRole("button", { name: "Invite Members" }));
    expect(await screen.findByText("No Eligible Members")).toBeInTheDocument();
    expect(screen.getByText(/Only your accepted connections who are not in a dojo/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Back to Members" }));
    expect(await screen.findByRole("list", { name: "Members of Tatami Club" })).toBeInTheDocument();
  });

  it("is not offered to new blood, who may not invite", async () => {
    openAs("nia", "new_blood");
    await screen.findByRole("list", { name: "Members of Tatami Club" });
    expect(screen.queryByRole("button", { name: "Invite Members" })).not.toBeInTheDocument();
  });

  it('toasts "Invitation Failed" with the status and the server\'s message', async () => {
    openAs("olga", "leader", {
      "GET /api/dojos/d-1/invitable": () =>
        json([{ id: "ben", displayName: "Ben", username: "ben", martialArts: [], experience: "" }]),
      "POST /api/dojos/d-1/invite": () =>
        json({ message: "This member is already in a dojo", code: "dojo.invitee-in-a-dojo" }, { status: 409 }),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Invite Members" }));
    await userEvent.click(await screen.findByRole("button", { name: "Invite Ben" }));
    expect(await findToast("Invitation Failed")).toBeInTheDocument();
    expect(await findToast("409: This member is already in a dojo")).toBeInTheDocument();
  });
});

describe("the Chat tab", () => {
  const chat: GroupChatView = {
    id: "dojo-d-1",
    name: "Tatami Club - Dojo Chat",
    description: "The chat of Tatami Club",
    type: "dojo_group",
    dojoId: "d-1",
    createdBy: "olga",
    memberCount: 3,
    members: [],
  } as unknown as GroupChatView;

  it('offers "Create Dojo Chat" with the default name when there is none', async () => {
    let chats: GroupChatView[] = [];
    const fetchMock = openAs("olga", "leader", {
      "GET /api/group-chats?type=dojo_group&dojoId=d-1": () => json(chats),
      "POST /api/group-chats": () => {
        chats = [chat];
        return json(chat, { status: 201 });
      },
    });
    await userEvent.click(await screen.findByRole("tab", { name: "Chat" }));
    expect(await screen.findByText("No Dojo Chat Yet")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Create Dojo Chat" }));

    expect(await findToast("Dojo chat created!")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/api/group-chats")).toEqual([
      expect.objectContaining({
        name: "Tatami Club - Dojo Chat",
        type: "dojo_group",
        dojoId: "d-1",
        createdBy: "olga",
      }),
    ]);
    expect(await screen.findByText("3 members")).toBeInTheDocument();
  });

  it("shows the chat, and Open Chat says where to find it", async () => {
    openAs("nia", "new_blood", { "GET /api/group-chats?type=dojo_group&dojoId=d-1": () => json([chat]) });
    await userEvent.click(await screen.findByRole("tab", { name: "Chat" }));
    expect(await screen.findByRole("heading", { name: "Tatami Club - Dojo Chat" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Open Chat" }));
    expect(screen.getByText("Chat available: use the Group Chat button on the home page")).toBeInTheDocument();
  });
});

describe("the Settings tab", () => {
  it("edits the dojo: Edit Dojo, then Save", async () => {
    const fetchMock = openAs("olga", "leader", { "PUT /api/dojos/d-1": () => json({ ...dojo, name: "Tatami Norte" }) });
    await userEvent.click(await screen.findByRole("tab", { name: "Settings" }));
    await userEvent.click(screen.getByRole("button", { name: "Edit Dojo" }));
    const name = screen.getByRole("textbox", { name: "Dojo name" });
    await userEvent.clear(name);
    await userEvent.type(name, "  Tatami Norte ");
    await userEvent.click(screen.getByRole("checkbox", { name: "Sambo" }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    expect(await findToast("Dojo updated!")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "PUT", "/api/dojos/d-1")).toEqual([
      { name: "Tatami Norte", description: "Randori on Fridays", location: "Lisbon", martialArts: ["Judo", "Sambo"] },
    ]);
  });

  it("refuses a blank location with SPEC's words, sending nothing", async () => {
    const fetchMock = openAs("olga", "leader");
    await userEvent.click(await screen.findByRole("tab", { name: "Settings" }));
    await userEvent.click(screen.getByRole("button", { name: "Edit Dojo" }));
    await userEvent.clear(screen.getByRole("textbox", { name: "Location" }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await findToast("Location required")).toBeInTheDocument();
    expect(await findToast("Please enter a location for your dojo.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Location" })).toHaveFocus());
    expect(sentBodies(fetchMock, "PUT", "/api/dojos/d-1")).toEqual([]);
  });
});
