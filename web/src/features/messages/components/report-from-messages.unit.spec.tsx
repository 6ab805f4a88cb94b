import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeSession } from "@/testing/fake-session.ts";
import { findToast } from "@/testing/find-toast.ts";
import { sessionUser } from "@/testing/fixtures.ts";
import { empty, json, mockFetch, sentBodies } from "@/testing/mock-fetch.ts";
import { renderRoutes } from "@/testing/render-routes.tsx";
import { ana, conversationView, directMessage, kenji } from "../testing/message-fixtures.ts";

const me = sessionUser({ id: "me" });
const hello = directMessage(kenji, ana, "Hi Ana");

describe("the report / block dialog from Messages (SPEC §2)", () => {
  it("opens for the member of the open conversation; blocking them leaves the conversation, gone from the list", async () => {
    let blocked = false;
    const fetchMock = mockFetch({
      "GET /api/messages/conversations": () => json(blocked ? [] : [conversationView(kenji, hello)]),
      "GET /api/messages?with=u-2&limit=50": () => json(blocked ? [] : [hello]),
      "POST /api/messages/conversations/u-2/read": () => empty(),
      "POST /api/users/u-2/block": () => {
        blocked = true;
        return json({ message: "User blocked", blockedId: "u-2" });
      },
    });
    await renderRoutes("/messages?user=u-2", fakeSession(me));
    const user = userEvent.setup();

    await user.click(await screen.findByRole("button", { name: "Report or block Kenji Sato" }));
    const dialog = await screen.findByRole("dialog", { name: "Report or block Kenji Sato" });
    await user.click(within(dialog).getByRole("radio", { name: "Block" }));
    await user.click(within(dialog).getByRole("button", { name: "Block User" }));

    expect(await findToast("User blocked")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/api/users/u-2/block")).toEqual([{ blockerId: "me" }]);
    expect(await screen.findByRole("heading", { name: "Welcome to Messages" })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("link", { name: /Kenji Sato/ })).not.toBeInTheDocument());
  });
});
