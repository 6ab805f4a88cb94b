import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeSession } from "@/testing/fake-session.ts";
import { findToast } from "@/testing/find-toast.ts";
import { sessionUser } from "@/testing/fixtures.ts";
import { json, mockFetch, sentBodies, type FetchRoutes } from "@/testing/mock-fetch.ts";
import { renderRoutes } from "@/testing/render-routes.tsx";
import { speakPortuguese } from "@/testing/speak-portuguese.ts";

const DELETE = "/api/auth/delete-account";

async function openDeleteDialog(routes: FetchRoutes = {}) {
  const fetchMock = mockFetch({ "GET /api/connections": () => json([]), ...routes });
  const session = fakeSession(sessionUser({ id: "me" }));
  await renderRoutes("/options", session);
  const user = userEvent.setup();
  await user.click(await screen.findByRole("tab", { name: "Account" }));
  const section = screen.getByRole("region", { name: "Delete Account" });
  return { fetchMock, session, user, section };
}

const confirmDialog = () => screen.findByRole("dialog", { name: "Delete your account?" });

describe("Options → Account: Delete Account", () => {
  it("lists what deletion does before offering it", async () => {
    const { section } = await openDeleteDialog();
    const warnings = within(section).getByRole("list", { name: "Deleting your account is permanent:" });
    expect(within(warnings).getAllByRole("listitem")).toHaveLength(6);
    expect(warnings).toHaveTextContent("This cannot be undone.");
  });

  it("asks for the password: a blank one says 'Password required' and sends nothing", async () => {
    const { fetchMock, user, section } = await openDeleteDialog();
    await user.click(within(section).getByRole("button", { name: "Delete Account" }));
    const dialog = await confirmDialog();
    await user.type(within(dialog).getByLabelText("Password"), "   ");
    await user.click(within(dialog).getByRole("button", { name: "Delete Account" }));

    expect(await findToast("Password required")).toBeInTheDocument();
    expect(await findToast("Please enter your password to confirm account deletion.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "DELETE", DELETE)).toEqual([]);
  });

  it("deletes with the password, says 'Account deleted' and signs out", async () => {
    const { fetchMock, session, user, section } = await openDeleteDialog({
      [`DELETE ${DELETE}`]: () => json({ message: "Account deleted" }),
    });
    await user.click(within(section).getByRole("button", { name: "Delete Account" }));
    const dialog = await confirmDialog();
    await user.type(within(dialog).getByLabelText("Password"), "my password{Enter}");

    expect(await findToast("Account deleted")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "DELETE", DELETE)).toEqual([{ password: "my password" }]);
    expect(session.logout).toHaveBeenCalledOnce();
  });

  it("says the server's message when the password is wrong, and stays signed in", async () => {
    const { session, user, section } = await openDeleteDialog({
      [`DELETE ${DELETE}`]: () =>
        json({ message: "The password is incorrect", code: "account.wrong-password" }, { status: 403 }),
    });
    await user.click(within(section).getByRole("button", { name: "Delete Account" }));
    const dialog = await confirmDialog();
    await user.type(within(dialog).getByLabelText("Password"), "wrong");
    await user.click(within(dialog).getByRole("button", { name: "Delete Account" }));

    expect(await findToast("The password is incorrect")).toBeInTheDocument();
    expect(session.logout).not.toHaveBeenCalled();
  });

  it("says 'Failed to delete account' when the server gives no message", async () => {
    const { user, section } = await openDeleteDialog({
      [`DELETE ${DELETE}`]: () => new Response("", { status: 502, statusText: "Bad Gateway" }),
    });
    await user.click(within(section).getByRole("button", { name: "Delete Account" }));
    const dialog = await confirmDialog();
    await user.type(within(dialog).getByLabelText("Password"), "pw");
    await user.click(within(dialog).getByRole("button", { name: "Delete Account" }));
    expect(await findToast("Failed to delete account")).toBeInTheDocument();
  });

  it("reads Brazilian Portuguese, the server's refusal included", async () => {
    await speakPortuguese();
    mockFetch({
      "GET /api/connections": () => json([]),
      [`DELETE ${DELETE}`]: () =>
        json({ message: "The password is incorrect", code: "account.wrong-password" }, { status: 403 }),
    });
    await renderRoutes("/options", fakeSession(sessionUser({ id: "me" })));
    const user = userEvent.setup();
    await user.click(await screen.findByRole("tab", { name: "Conta" }));
    await user.click(screen.getByRole("button", { name: "Excluir conta" }));
    const dialog = await screen.findByRole("dialog", { name: "Excluir sua conta?" });
    await user.click(within(dialog).getByRole("button", { name: "Excluir conta" }));
    expect(await findToast("Senha obrigatória")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Senha"), "errada");
    await user.click(within(dialog).getByRole("button", { name: "Excluir conta" }));
    expect(await findToast("A senha está incorreta")).toBeInTheDocument();
  });
});
