import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { fakeSession } from "@/testing/fake-session.ts";
import { findToast } from "@/testing/find-toast.ts";
import { sessionUser } from "@/testing/fixtures.ts";
import { json, mockFetch, sentBodies, type FetchRoutes } from "@/testing/mock-fetch.ts";
import { renderWithProviders } from "@/testing/render-with-providers.tsx";
import { speakPortuguese } from "@/testing/speak-portuguese.ts";
import { ReportBlockButton } from "./report-block-button.tsx";

const me = sessionUser({ id: "me", displayName: "Ana de Souza" });
const kenji = { id: "u-2", name: "Kenji Sato" };

/** The button for Kenji, with a fetch that answers `routes`; resolves once the dialog is open. */
async function openDialog(routes: FetchRoutes = {}, onBlocked = vi.fn()) {
  const fetchMock = mockFetch(routes);
  renderWithProviders(<ReportBlockButton member={kenji} onBlocked={onBlocked} />, fakeSession(me));
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Report or block Kenji Sato" }));
  const dialog = await screen.findByRole("dialog", { name: "Report or block Kenji Sato" });
  return { fetchMock, user, dialog, onBlocked };
}

const reportedTo = "/api/reports";
const blockedAt = "/api/users/u-2/block";

describe("the report / block dialog", () => {
  it("is not offered on oneself", () => {
    mockFetch({});
    renderWithProviders(<ReportBlockButton member={{ id: "me", name: "Ana de Souza" }} />, fakeSession(me));
    expect(screen.queryByRole("button", { name: /Report or block/ })).not.toBeInTheDocument();
  });

  it("opens in report mode with the five reasons, translated, and optional details", async () => {
    const { dialog } = await openDialog();
    expect(within(dialog).getByRole("radio", { name: "Report" })).toBeChecked();
    const reasons = within(dialog).getByRole("radiogroup", { name: "Reason" });
    expect(
      within(reasons)
        .getAllByRole("radio")
        .map((radio) => radio.closest("label")?.textContent),
    ).toEqual(["Harassment", "Inappropriate content", "Spam", "Fake profile", "Other"]);
    expect(within(dialog).getByLabelText("Details (optional)")).toHaveValue("");
    expect(within(dialog).getByRole("button", { name: "Submit Report" })).toBeInTheDocument();
  });

  it("requires a reason: 'Please select a reason', and nothing is sent", async () => {
    const { fetchMock, user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText("Details (optional)"), "Rude");
    await user.click(within(dialog).getByRole("button", { name: "Submit Report" }));

    expect(await findToast("Please select a reason")).toBeInTheDocument();
    expect(await findToast("You must select a reason for reporting this user.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", reportedTo)).toEqual([]);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("reports with the reason and details, says 'Report submitted' and closes", async () => {
    const { fetchMock, user, dialog } = await openDialog({
      [`POST ${reportedTo}`]: () => json({ message: "Report submitted", userBanned: false }, { status: 201 }),
    });
    await user.click(within(dialog).getByRole("radio", { name: "Harassment" }));
    await user.type(within(dialog).getByLabelText("Details (optional)"), "  Insults in every message  ");
    await user.click(within(dialog).getByRole("button", { name: "Submit Report" }));

    expect(await findToast("Report submitted")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", reportedTo)).toEqual([
      { reporterId: "me", reportedUserId: "u-2", reason: "harassment", description: "Insults in every message" },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("leaves out blank details", async () => {
    const { fetchMock, user, dialog } = await openDialog({
      [`POST ${reportedTo}`]: () => json({ message: "Report submitted", userBanned: true }, { status: 201 }),
    });
    await user.click(within(dialog).getByRole("radio", { name: "Spam" }));
    await user.click(within(dialog).getByRole("button", { name: "Submit Report" }));
    expect(await findToast("Report submitted")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", reportedTo)).toEqual([
      { reporterId: "me", reportedUserId: "u-2", reason: "spam" },
    ]);
  });

  it("says the server's message when a report fails, and keeps the draft", async () => {
    const { user, dialog } = await openDialog({
      [`POST ${reportedTo}`]: () =>
        json({ message: "You can send at most 10 reports a day", code: "report.daily-limit" }, { status: 429 }),
    });
    await user.click(within(dialog).getByRole("radio", { name: "Fake profile" }));
    await user.click(within(dialog).getByRole("button", { name: "Submit Report" }));

    expect(await findToast("You can send at most 10 reports a day")).toBeInTheDocument();
    expect(within(dialog).getByRole("radio", { name: "Fake profile" })).toBeChecked();
  });

  it("says 'Failed to submit report' when the server gives no message", async () => {
    const { user, dialog } = await openDialog({
      [`POST ${reportedTo}`]: () => new Response("", { status: 502, statusText: "Bad Gateway" }),
    });
    await user.click(within(dialog).getByRole("radio", { name: "Other" }));
    await user.click(within(dialog).getByRole("button", { name: "Submit Report" }));
    expect(await findToast("Failed to submit report")).toBeInTheDocument();
  });

  it("blocks in block mode: says 'User blocked', closes and lets the screen move on", async () => {
    const { fetchMock, user, dialog, onBlocked } = await openDialog({
      [`POST ${blockedAt}`]: () => json({ message: "User blocked", blockedId: "u-2" }),
    });
    await user.click(within(dialog).getByRole("radio", { name: "Block" }));
    expect(within(dialog).queryByRole("radiogroup", { name: "Reason" })).not.toBeInTheDocument();
    expect(within(dialog).getByText("Until you unblock Kenji Sato:")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Block User" }));

    expect(await findToast("User blocked")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", blockedAt)).toEqual([{ blockerId: "me" }]);
    expect(onBlocked).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("says 'Failed to block user — Please try again.' when a block fails", async () => {
    const { user, dialog, onBlocked } = await openDialog({
      [`POST ${blockedAt}`]: () => new Response("", { status: 500, statusText: "Internal Server Error" }),
    });
    await user.click(within(dialog).getByRole("radio", { name: "Block" }));
    await user.click(within(dialog).getByRole("button", { name: "Block User" }));

    expect(await findToast("Failed to block user")).toBeInTheDocument();
    expect(await findToast("Please try again.")).toBeInTheDocument();
    expect(onBlocked).not.toHaveBeenCalled();
  });

  it("resets the reason, the details and the mode when closed", async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole("radio", { name: "Harassment" }));
    await user.type(within(dialog).getByLabelText("Details (optional)"), "Draft");
    await user.click(within(dialog).getByRole("radio", { name: "Block" }));
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await user.click(screen.getByRole("button", { name: "Report or block Kenji Sato" }));
    const reopened = await screen.findByRole("dialog", { name: "Report or block Kenji Sato" });
    expect(within(reopened).getByRole("radio", { name: "Report" })).toBeChecked();
    expect(within(reopened).getByRole("radio", { name: "Harassment" })).not.toBeChecked();
    expect(within(reopened).getByLabelText("Details (optional)")).toHaveValue("");
  });

  it("reads Brazilian Portuguese", async () => {
    await speakPortuguese();
    mockFetch({});
    renderWithProviders(<ReportBlockButton member={kenji} />, fakeSession(me));
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Denunciar ou bloquear Kenji Sato" }));
    const dialog = await screen.findByRole("dialog", { name: "Denunciar ou bloquear Kenji Sato" });
    expect(within(dialog).getByRole("radio", { name: "Assédio" })).toBeInTheDocument();
    expect(within(dialog).getByRole("radio", { name: "Perfil falso" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Enviar denúncia" }));
    expect(await findToast("Selecione um motivo")).toBeInTheDocument();
  });
});
